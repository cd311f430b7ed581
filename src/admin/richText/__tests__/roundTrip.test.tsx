// Over the frozen copy of data/content.json, so a coach's hand edit never changes this test.
import { Editor } from "@tiptap/core"
import { sections, shapes, type Shape } from "../../../model/schema"
import { frozenContent } from "../../../test/content"
import { installEditing } from "../../../test/editing"
import { renderRichText } from "../../../test/richText"
import { richTextExtensions } from "../extensions"
import { storedDocument } from "../storedDocument"
import { storedHtml } from "../storedHtml"

type Field = { path: string; inline: boolean; value: string }

function htmlFields(value: unknown, shape: Shape, at: string): Field[] {
  const record = (value ?? {}) as Record<string, unknown>
  return Object.entries(shape).flatMap(([name, field]): Field[] => {
    const item = record[name]
    const where = at ? `${at}.${name}` : name
    if ((field.kind === "html" || field.kind === "inline") && typeof item === "string") {
      return [{ path: where, inline: field.kind === "inline", value: item }]
    }
    if (field.kind === "object") return htmlFields(item, shapes[field.shape], where)
    if (field.kind === "list" && Array.isArray(item)) {
      return item.flatMap((each, index) =>
        htmlFields(each, shapes[field.shape], `${where}[${index}]`),
      )
    }
    return []
  })
}

const content: unknown = frozenContent()
const fields = htmlFields(content, sections, "")

// ProseMirror keeps no white space between blocks ("</li> <li>"): the one normalisation on the way out.
const BLOCK = "(?:p|ul|ol|li|blockquote|h3|h4|hr)"
const withoutSpaceBetweenBlocks = (html: string) =>
  html.replace(new RegExp(`(</?${BLOCK}\\b[^>]*>)\\s+(?=</?${BLOCK}\\b)`, "g"), "$1")

test("content.json has HTML fields of both kinds to check", () => {
  expect(fields.filter((field) => field.inline).length).toBeGreaterThan(10)
  expect(fields.filter((field) => !field.inline).length).toBeGreaterThan(10)
})

test("content.json uses none of the allowed markup the editor would not write back as it is: figure, figcaption, b, i", () => {
  for (const { value } of fields) expect(value).not.toMatch(/<\/?(figure|figcaption|b|i)\b/)
})

test.each(fields.map((field) => [field.path, field] as const))(
  "%s is written back as it was loaded",
  (_path, { inline, value }) => {
    const editor = new Editor({ extensions: richTextExtensions(inline), content: value })
    expect(storedHtml(editor.state.doc, inline)).toBe(withoutSpaceBetweenBlocks(value))
    editor.destroy()
  },
)

test.each(fields.map((field) => [field.path, field] as const))(
  "%s is read without an editor as the editor reads it (the check of a field not mounted yet)",
  (_path, { inline, value }) => {
    const editor = new Editor({ extensions: richTextExtensions(inline), content: value })
    expect(storedDocument(value, inline).toJSON()).toEqual(editor.state.doc.toJSON())
    editor.destroy()
  },
)

// One test per field: a loop over every field in one test outgrew Jest's timeout on a busy machine.
test.each(fields.map((field) => [field.path, field] as const))(
  "%s is not written on load, nor when its editor mounts, so Decap saves untouched articles byte for byte",
  async (_path, { inline, value }) => {
    installEditing()
    const { props, unmount } = await renderRichText(value, { inline })
    expect(props.onChange).not.toHaveBeenCalled()
    unmount()
  },
)
