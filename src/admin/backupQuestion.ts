import { listInWords } from "../content/inWords"
import { sections } from "../content/schema"
import { isRecord } from "../content/values"

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

/** What this file reads of Decap's phrases for a language: the editor's own. */
type Phrases = { editor: { editor: Record<string, string> } }

/** Decap's phrases with BACKUP_QUESTION in place of its own. */
export function withBackupQuestion<P extends Phrases>(phrases: P): P {
  return {
    ...phrases,
    editor: {
      ...phrases.editor,
      editor: { ...phrases.editor.editor, confirmLoadBackup: BACKUP_QUESTION },
    },
  }
}

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

/** Decap's backup as it keeps it in the browser: the entry's file as it would be written. */
const keptContent = (backup: unknown) => {
  const raw = isRecord(backup) ? backup.raw : undefined
  try {
    return typeof raw === "string" ? (JSON.parse(raw) as unknown) : undefined
  } catch {
    return undefined
  }
}

/**
 * Has the question Decap asks next name the sections of the backup just handed to it. Decap asks with
 * window.confirm and a fixed phrase (decap-cms-core Editor.js componentDidUpdate), so the phrase
 * (BACKUP_QUESTION) is recognised there and, while a backup is being offered, asked naming them.
 */
export function nameSectionsInBackupQuestion(window: Pick<Window, "confirm">) {
  let changed: string[] = []
  // The content as published, from the first backup offered since the question was last asked. Decap
  // may read the same backup a second time once the first has replaced the entry (it redraws the
  // entry, which lets a later held read go: backupAfterEntry.ts), and by then the content it "last
  // read" is that backup: compared with itself, it named nothing (seen at ten times the content).
  let base: unknown
  const confirm = window.confirm.bind(window)
  window.confirm = (message?: string) => {
    const named = message === BACKUP_QUESTION && changed.length > 0
    const answer = confirm(named ? backupQuestionNaming(changed) : message)
    if (message === BACKUP_QUESTION) {
      changed = []
      base = undefined
    }
    return answer
  }
  /** Called with each backup handed to Decap, and the content as the editor last read it. */
  return (published: unknown, backup: unknown) => {
    base ??= published
    changed = changedSections(base, keptContent(backup))
  }
}
