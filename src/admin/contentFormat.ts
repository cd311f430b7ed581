import { sections, shapes, type Shape } from "../model/schema"
import { isRecord } from "../model/blankValues"

// Decap joins its public folder and a file name into "images/x.jpg"; the file writes "./images/x.jpg".
const asWritten = (path: unknown) =>
  typeof path === "string" && /^images\//.test(path) ? `./${path}` : path

// Decap keeps an entry in an unordered map: without the schema's order a save would reshuffle the file.
function asFileWrites(value: unknown, shape: Shape): unknown {
  if (!isRecord(value)) return value
  const known = Object.keys(shape).filter((name) => Object.hasOwn(value, name))
  const unknown = Object.keys(value).filter((name) => !Object.hasOwn(shape, name))
  return Object.fromEntries(
    [...known, ...unknown].map((name) => {
      const field = shape[name]
      if (field?.kind === "image") return [name, asWritten(value[name])]
      const nested =
        field && (field.kind === "object" || field.kind === "list") && shapes[field.shape]
      const item = (child: unknown) => (nested ? asFileWrites(child, nested) : child)
      return [name, Array.isArray(value[name]) ? value[name].map(item) : item(value[name])]
    }),
  )
}

/** content.json as written by hand, so that a save changes only the lines the coach changed. */
export const CONTENT_FORMAT = {
  name: "content-json",
  extension: "json",
  formatter: {
    fromFile: (text: string): unknown => JSON.parse(text),
    toFile: (data: unknown) => `${JSON.stringify(asFileWrites(data, sections), null, 2)}\n`,
  },
}
