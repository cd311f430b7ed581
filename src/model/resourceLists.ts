// The lists whose items have pages of their own, apart from the rest of the schema: the one page reads
// them, and the schema (labels, hints, patterns) would weigh on every visitor's first load.
import { sectionIds } from "./sectionIds"

/**
 * What the one page needs of each list, and no more: this is in every visitor's first-load script, and
 * the schema adds the rest (schema.ts). Each list has a page of its own at /<pages>/, and each of its
 * items one at /<pages>/<slug>/ (slugs must be unique within the list); the one page shows the list
 * under `heading` (the spec's words), and `pages` is also the list's id there. `plural` names its items
 * in a sentence: "All book reviews (50)", "Back to all book reviews". By their names in content.json, in
 * the page's order.
 */
export const RESOURCE_LISTS = {
  Articles: {
    pages: sectionIds.articles,
    heading: "Articles",
    plural: "articles",
  },
  Podcasts: {
    pages: sectionIds.podcasts,
    heading: "Podcasts",
    plural: "podcasts",
  },
  Books: {
    pages: sectionIds.books,
    heading: "Book Reviews",
    plural: "book reviews",
  },
} as const satisfies Record<string, { pages: string; heading: string; plural: string }>

export type ResourceListName = keyof typeof RESOURCE_LISTS

/** The lists in the page's order, each with its name. */
export const resourceListsInOrder = () =>
  (Object.keys(RESOURCE_LISTS) as ResourceListName[]).map((name) => ({
    name,
    ...RESOURCE_LISTS[name],
  }))
