import fs from "fs"
import { LIST_ITEM_CONTROLS, withSitePhrases } from "../phrases"

const LIST_PATCH = "decap-cms-app++decap-cms-widget-list+3.6.3+001+list-item-controls-named.patch"

// A few of Decap's English phrases (decap-cms-locales' en), in their places.
const en = {
  auth: { login: "Login" },
  editor: {
    editor: {
      onLeavePage: "Are you sure you want to leave this page?",
      confirmLoadBackup: "A local backup was recovered for this entry, would you like to use it?",
    },
    editorWidgets: {
      list: { add: "Add %{item}" },
      markdown: { bold: "Bold" },
    },
    editorToolbar: { publish: "Publish" },
  },
}

test("Decap's English, with the site's question about kept changes and names for a list item's controls", () => {
  const phrases = withSitePhrases(en)
  expect(phrases).toEqual({
    ...en,
    editor: {
      ...en.editor,
      editor: {
        ...en.editor.editor,
        confirmLoadBackup:
          "This browser kept changes you made to the site's content and did not publish.\n\n" +
          "OK: bring them back, to check and publish.\nCancel: discard them; the content stays as published.",
      },
      editorWidgets: {
        ...en.editor.editorWidgets,
        list: {
          add: "Add %{item}",
          openItem: "Open %{item}",
          closeItem: "Close %{item}",
          moveItem: "Drag to move %{item}",
          removeItem: "Remove %{item}",
          unnamedItem: "item %{number}",
        },
      },
    },
  })
  // Decap's own are left as they were.
  expect(en.editor.editor.confirmLoadBackup).toMatch(/^A local backup was recovered/)
  expect(en.editor.editorWidgets.list).toEqual({ add: "Add %{item}" })
})

test("every phrase the list patch asks for is given, each naming its item", () => {
  const added = fs
    .readFileSync(`patches/${LIST_PATCH}`, "utf8")
    .split("\n")
    .filter((line) => line.startsWith("+"))
    .join("\n")
  const asked = [...added.matchAll(/'editor\.editorWidgets\.list\.(\w+)'/g)].map(([, key]) => key)
  expect(new Set(asked)).toEqual(new Set(Object.keys(LIST_ITEM_CONTROLS)))
  for (const phrase of Object.values(LIST_ITEM_CONTROLS))
    expect(phrase).toMatch(/%\{(item|number)\}/)
})
