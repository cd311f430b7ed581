import { sections, shapes, type Shape } from "../model/schema"
import { isRecord } from "../model/blankValues"

// Decap joins its public folder ("./images") and a file name into "images/x.jpg"; the file writes
// "./images/x.jpg", as the README and the coach's existing entries do.
const asWritten = (path: unknown) =>
  typeof path === "string" && /^images\//.test(path) ? `./${path}` : path

/**
 * The value as content.json writes it: keys in the schema's order (any key the schema does not know
 * after them), picture paths starting "./". Decap keeps an entry in an unordered map, so without this
 * a save would reshuffle the whole file.
 */
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

let lastTwo: unknown[] = []

/**
 * The last two contents of content.json the editor parsed, as parsed (undefined for a text that was
 * not JSON). Decap parses the file as published when it loads the entry, and a local backup, when there
 * is one, only after (patches/decap-cms-app++decap-cms-core+…+local-backup-read-after-entry.patch),
 * just before it asks about it: then these are the published content and the backup
 * (backupQuestion.ts). Decap may parse the published file once more while the backup loads its
 * pictures; the two are then the other way round, which names the same sections.
 */
export const lastTwoContentsRead = () => lastTwo

const parsed = (text: string) => {
  let content: unknown
  try {
    content = JSON.parse(text)
    return content
  } finally {
    lastTwo = [...lastTwo, content].slice(-2)
  }
}

/**
 * How the editor reads and writes content.json: two-space JSON with a final newline, keys in the
 * schema's order (the page's), picture paths as "./images/x.jpg", so a save changes only the lines the
 * coach changed.
 */
export const CONTENT_FORMAT = {
  name: "content-json",
  extension: "json",
  formatter: {
    fromFile: parsed,
    toFile: (data: unknown) => `${JSON.stringify(asFileWrites(data, sections), null, 2)}\n`,
  },
}
