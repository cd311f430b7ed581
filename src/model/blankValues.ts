// Asked the same way by the validator, the editor and the preview.

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

/** The editor leaves an empty list when the coach removes every item: absent, as one left out. */
export const isBlank = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === "string" && !value.trim()) ||
  (Array.isArray(value) && value.length === 0)

/** What the editor leaves of an optional section the coach empties ({"url": ""}). */
export const isEmptied = (value: unknown) => isRecord(value) && Object.values(value).every(isBlank)
