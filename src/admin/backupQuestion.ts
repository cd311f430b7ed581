import { listInWords } from "../model/wording"
import { sections } from "../model/schema"
import { isRecord } from "../model/blankValues"

/**
 * The question Decap asks when it finds, in this browser, changes to the entry that were not
 * published. Its own ("A local backup was recovered for this entry, would you like to use it?")
 * names neither what was kept nor what each answer does.
 */
export const BACKUP_QUESTION =
  "This browser kept changes you made to the site's content and did not publish.\n\n" +
  "OK: bring them back, to check and publish.\nCancel: discard them; the content stays as published."

/** The question naming the sections the kept changes are in, in page order. */
export const backupQuestionNaming = (changed: string[]) =>
  BACKUP_QUESTION.replace("did not publish.", `did not publish, in: ${listInWords(changed)}.`)

/** A value as JSON with every object's keys in one order: a file written by hand may order them
 * otherwise, and the same section must not read as changed. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_, item: unknown) =>
    isRecord(item)
      ? Object.fromEntries(
          Object.keys(item)
            .sort()
            .map((key) => [key, item[key]]),
        )
      : item,
  )

/**
 * The editor's labels of the sections in which `kept` (content.json as a backup holds it) differs from
 * `published` (as the editor read it), in page order; none when either cannot be read.
 */
export function changedSections(published: unknown, kept: unknown): string[] {
  if (!isRecord(published) || !isRecord(kept)) return []
  return Object.entries(sections)
    .filter(([name]) => canonical(published[name]) !== canonical(kept[name]))
    .map(([, field]) => field.label)
}

/**
 * Has the question Decap asks about a local backup name the sections it changes. Decap asks with
 * window.confirm and a fixed phrase (decap-cms-core Editor.js componentDidUpdate; the phrase is ours,
 * phrases.ts), which takes no arguments, and only the site knows its sections: no patch to Decap could
 * name them. So the phrase is recognised there and asked naming the sections in which the two contents
 * the editor read last, the published one and the backup (contentFormat.ts), differ (in either
 * order, the same sections).
 */
export function nameSectionsInBackupQuestion(
  window: Pick<Window, "confirm">,
  lastTwoRead: () => unknown[],
) {
  const confirm = window.confirm.bind(window)
  window.confirm = (message?: string) => {
    if (message !== BACKUP_QUESTION) return confirm(message)
    const [published, kept] = lastTwoRead()
    const changed = changedSections(published, kept)
    return confirm(changed.length > 0 ? backupQuestionNaming(changed) : message)
  }
}
