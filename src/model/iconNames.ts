// The names a resource's icon may have, apart from the schema so the page's Icon can read them without
// bringing the schema into every visitor's script.

/** The names a resource's icon may have; each is a symbol of the same id in static/icons.svg. */
export const RESOURCE_ICONS = ["file-alt", "podcast", "book", "file"] as const
export type ResourceIcon = (typeof RESOURCE_ICONS)[number]
