import type { Phrases } from "./decap"

// Decap's own question ("A local backup was recovered…") names neither what was kept nor what each answer does.
export const BACKUP_QUESTION =
  "This browser kept changes you made to the site's content and did not publish.\n\n" +
  "OK: bring them back, to check and publish.\nCancel: discard them; the content stays as published."

/** Asked for by patches/*+list-item-controls-named.patch; Decap's locales lack them. */
export const LIST_ITEM_CONTROLS = {
  openItem: "Open %{item}",
  closeItem: "Close %{item}",
  moveItem: "Drag to move %{item}",
  removeItem: "Remove %{item}",
  unnamedItem: "item %{number}",
}

export function withSitePhrases<P extends Phrases>(phrases: P): P {
  const { editor } = phrases
  return {
    ...phrases,
    editor: {
      ...editor,
      editor: { ...editor.editor, confirmLoadBackup: BACKUP_QUESTION },
      editorWidgets: {
        ...editor.editorWidgets,
        list: { ...editor.editorWidgets.list, ...LIST_ITEM_CONTROLS },
      },
    },
  }
}
