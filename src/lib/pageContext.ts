import { cutAtWord } from "../model/cutAtWord"
import type { ResourceListName, ResourcePageType } from "../model/schema"
import type { ScriptlessContext } from "../siteConfig"

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
  list: ResourceListName
  slug: string
  /** The list's folder (its `pages`): its own page is /<folder>/. */
  folder: string
  pageType: ResourcePageType
  /** What one item of the list is called: "article", "book review". */
  item: string
  /** The day it was published, or null: the sitemap's lastmod for the page (plugins/source-content/sitemap.ts). */
  date: string | null
}

/**
 * What gatsby-node gives a list's own page (src/templates/ResourceListPage.tsx): the list's name, the
 * query's variable, and what one of its items is called (its `item` in the schema), e.g. book review.
 */
export type ResourceListPageContext = {
  list: ResourceListName
  item: string
} & ScriptlessContext // plain links and the menu's popover: sent without Gatsby's scripts
