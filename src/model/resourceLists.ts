// Apart from schema.ts, whose labels and hints would weigh on every visitor's first load.
import { sectionIds } from "./sectionIds"

/** By their names in content.json, in the page's order; `pages` is also the list's id there. */
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

export const resourceListsInOrder = () =>
  (Object.keys(RESOURCE_LISTS) as ResourceListName[]).map((name) => ({
    name,
    ...RESOURCE_LISTS[name],
  }))
