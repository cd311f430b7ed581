// The lists whose items have pages of their own, apart from the rest of the schema: the one page reads
// them, and the schema (labels, hints, patterns) would weigh on every visitor's first load.
import { sectionIds } from "./sectionIds"

/** What a resource's own page is to search engines: the schema.org type its JSON-LD describes. */
export type ResourcePageType = "Article" | "PodcastSeries" | "Review"

/**
 * Each list's items have a page of their own at /<pages>/<slug>/ (slugs must be unique within the
 * list), of the schema.org type `pageType`; the one page shows the list under `heading` (the spec's
 * words), and `pages` is also the list's id there. By their names in content.json, in the page's order.
 */
export const RESOURCE_LISTS = {
  Articles: { pages: sectionIds.articles, heading: "Articles", pageType: "Article" },
  Podcasts: { pages: sectionIds.podcasts, heading: "Podcasts", pageType: "PodcastSeries" },
  Books: { pages: sectionIds.books, heading: "Book Reviews", pageType: "Review" },
} as const satisfies Record<string, { pages: string; heading: string; pageType: ResourcePageType }>

export type ResourceListName = keyof typeof RESOURCE_LISTS

/** The lists in the page's order, each with its name. */
export const resourceListsInOrder = () =>
  (Object.keys(RESOURCE_LISTS) as ResourceListName[]).map((name) => ({
    name,
    ...RESOURCE_LISTS[name],
  }))
