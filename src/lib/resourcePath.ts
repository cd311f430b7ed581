import type { ResourcePageType } from "../content/schema"

/**
 * A resource's address: /articles/<slug>/, /podcasts/<slug>/ or /book-reviews/<slug>/. The folder is the
 * list's `pages` in src/content/schema.ts, which is also the id of the list on the page.
 */
export const resourcePath = (folder: string, slug: string) => `/${folder}/${slug}/`

/** What gatsby-node gives a resource's page (src/templates/ResourcePage.tsx), its query and its Head. */
export type ResourcePageContext = {
  /** The list in content.json, e.g. Articles, and the item's slug: the query's variables. */
  list: string
  slug: string
  /** The list's folder (its `pages`), which is also its anchor on the one page, e.g. articles. */
  folder: string
  /** The list's name as the editor shows it, e.g. Book reviews. */
  listLabel: string
  pageType: ResourcePageType
}
