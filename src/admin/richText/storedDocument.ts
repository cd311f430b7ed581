import { createDocument, getSchema } from "@tiptap/core"
import type { Node, Schema } from "@tiptap/pm/model"
import { richTextExtensions } from "./extensions"

// Built once per kind: an unmounted field needs one to check its value, and there are hundreds.
const schemas = new Map<boolean, Schema>()

export function schemaFor(inline: boolean): Schema {
  let schema = schemas.get(inline)
  if (!schema) {
    schema = getSchema(richTextExtensions(inline))
    schemas.set(inline, schema)
  }
  return schema
}

/** TipTap's own parser, so an unmounted field is judged on exactly what the editor would show. */
export function storedDocument(html: string, inline: boolean): Node {
  return createDocument(html, schemaFor(inline))
}
