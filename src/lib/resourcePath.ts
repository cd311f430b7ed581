import { cutAtWord } from "./seo/cutAtWord"
import type { ResourcePageType } from "../content/schema"

/**
 * A resource's address: /articles/<slug>/, /podcasts/<slug>/ or /book-reviews/<slug>/. The folder is the
 * list's `pages` in src/content/schema.ts, which is also the id of the list on the page.
 */
export const resourcePath = (folder: string, slug: string) => `/${folder}/${slug}/`

// Search results cut a longer title (and html-validate's long-title rule holds pages to it).
const MAX_TITLE = 70

/**
 * A resource's document title, on its own page and while the dialog shows it: "<title> | <site title>"
 * when it fits, else the resource's title alone, cut after a word if need be.
 */
export function resourceTitle(plainTitle: string, siteTitle: string) {
  const full = `${plainTitle} | ${siteTitle}`
  return full.length <= MAX_TITLE ? full : cutAtWord(plainTitle, MAX_TITLE)
}

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
