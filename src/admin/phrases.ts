import { BACKUP_QUESTION } from "./backupQuestion"
import type { Phrases } from "./decap"

/**
 * The names of a list item's controls, each naming the item (by its summary, or its place when it has
 * none). Decap draws them as bare icons; the patch that names them
 * (patches/*+list-item-controls-named.patch) asks for these phrases, which Decap's locales lack.
 */
export const LIST_ITEM_CONTROLS = {
  openItem: "Open %{item}",
  closeItem: "Close %{item}",
  moveItem: "Drag to move %{item}",
  removeItem: "Remove %{item}",
  unnamedItem: "item %{number}",
}

/** Decap's phrases, with the site's question about a local backup and its list items' control names. */
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
