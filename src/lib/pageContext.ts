import { cutAtWord } from "../model/cutAtWord"
import type { ResourceListName, ResourcePageType } from "../model/schema"
import type { ScriptlessContext } from "../siteConfig"

// Search results cut a longer title (and html-validate's long-title rule holds pages to it).
const MAX_TITLE = 70

/** "<title> | <site title>" when it fits, else the resource's title alone, cut after a word. */
export function resourceTitle(plainTitle: string, siteTitle: string) {
  const full = `${plainTitle} | ${siteTitle}`
  return full.length <= MAX_TITLE ? full : cutAtWord(plainTitle, MAX_TITLE)
}

export type ResourcePageContext = {
  list: ResourceListName
  slug: string
  folder: string
  pageType: ResourcePageType
  item: string
  /** The sitemap's lastmod for the page (plugins/source-content/sitemap.ts). */
  date: string | null
}

export type ResourceListPageContext = {
  list: ResourceListName
  item: string
} & ScriptlessContext // plain links and the menu's popover: sent without Gatsby's scripts
