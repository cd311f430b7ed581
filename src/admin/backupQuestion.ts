/**
 * The question Decap asks when it finds, in this browser, changes to the entry that were not
 * published. Its own ("A local backup was recovered for this entry, would you like to use it?")
 * names neither what was kept nor what each answer does.
 */
export const BACKUP_QUESTION =
  "This browser kept changes you made to the site's content and did not publish.\n\n" +
  "OK: bring them back, to check and publish.\nCancel: discard them; the content stays as published."

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
