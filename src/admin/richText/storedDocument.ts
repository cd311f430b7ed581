import { createDocument, getSchema } from "@tiptap/core"
import type { Node, Schema } from "@tiptap/pm/model"
import { richTextExtensions } from "./extensions"

// One schema per kind of field, built on first use: a field whose editor is not mounted yet still needs
// it to check its value, and building it for each of hundreds of fields would cost what lazy mounting saves.
const schemas = new Map<boolean, Schema>()

/** The schema a field's editor has: block HTML, or an inline title. */
export function schemaFor(inline: boolean): Schema {
  let schema = schemas.get(inline)
  if (!schema) {
    schema = getSchema(richTextExtensions(inline))
    schemas.set(inline, schema)
  }
  return schema
}

/**
 * The document a stored value loads as, read by the parser TipTap itself uses, so a field whose editor is
 * not mounted is judged on exactly what the editor would show.
 */
export function storedDocument(html: string, inline: boolean): Node {
  return createDocument(html, schemaFor(inline))
}
