// Apart from the schema, so the page's Icon does not bring the schema into every visitor's script.

/** Each is a symbol of the same id in static/icons.svg. */
export const RESOURCE_ICONS = ["file-alt", "podcast", "book", "file"] as const
export type ResourceIcon = (typeof RESOURCE_ICONS)[number]
