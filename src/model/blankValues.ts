// What a value in content.json is, asked the same way by the validator, the editor and the preview.

/** A JSON object: not null, not a list. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

/**
 * A field with nothing in it: absent, null, blank text, or an empty list. An empty list is what the editor
 * leaves when the coach removes every item: it counts as absent, and the page shows 'loading' in its
 * place, as it does for a list left out.
 */
export const isBlank = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === "string" && !value.trim()) ||
  (Array.isArray(value) && value.length === 0)

/**
 * An object whose every field is blank: what the editor leaves of an optional section ({"url": ""})
 * when the coach empties it. The validator, GraphQL (@emptiedAsNull) and the preview take it as absent.
 */
export const isEmptied = (value: unknown) => isRecord(value) && Object.values(value).every(isBlank)
