// Every resource's own page, derived from the content.json of the site under test: the addresses the
// build gives them (src/model/slug.ts, src/lib/pageContext.ts) and the facts their pages show.
import type { ResourceListName } from "../src/model/resourceLists"
import { resourceLists, type ResourceList } from "../src/model/schema"
import { shownPerList } from "../src/model/shortLists"
import { plainLines, plainText } from "../src/model/sanitize"
import { slugOf } from "../src/model/slug"
import { listPath, resourcePath } from "../src/model/addresses"
import type { Content } from "../src/test/content"
import { test } from "./test"

/** The test builds' public address (siteMetadata.siteUrl, SITE_URL unset) and the site's title. */
export const SITE_URL = "https://becomingyourbest.netlify.app"
export const SITE_TITLE = "Becoming Your Best"

/** One resource as content.json holds it; a book review may have a cover and name its book. */
type Item = {
  title: string
  content: string
  slug?: string
  imageurl?: string
  imagealt?: string
  bookTitle?: string
  bookAuthor?: string
  /** The day it was published, 2026-03-14; absent or empty: undated. */
  date?: string
}

export type ResourcePage = {
  list: ResourceList
  item: Item
  path: string
  /** The title as a visitor reads it, and the lines of its text. */
  title: string
  lines: string[]
}

const itemsOf = (content: Content, list: ResourceList): Item[] =>
  (content as unknown as Record<string, Item[] | undefined>)[list.name] ?? []

const pageOf = (list: ResourceList, item: Item): ResourcePage => ({
  list,
  item,
  path: resourcePath(list.pages, slugOf(item)),
  title: plainText(item.title),
  lines: plainLines(item.content),
})

/**
 * What the one page shows of a list: its first items, as many as content.json's ResourcesShown says (or
 * the schema's default). The rest are on the list's own page.
 */
export const shownOf = <T>(content: Content, items: readonly T[]): T[] =>
  items.slice(0, shownPerList(content.ResourcesShown))

/** A list's own page (/articles/ …) and every item it shows: none for an absent or empty list. */
type ListPage = { list: ResourceList; path: string; items: ResourcePage[] }

export const listPages = (content: Content): ListPage[] =>
  resourceLists().flatMap((list) => {
    const items = itemsOf(content, list).map((item) => pageOf(list, item))
    return items.length ? [{ list, path: listPath(list.pages), items }] : []
  })

/** The items of the list named `name` that the one page shows. */
export const shownItems = (content: Content, name: ResourceListName) => {
  const list = resourceLists().find((each) => each.name === name)
  if (!list) throw new Error(`${name} is not a list with pages`)
  return shownOf(content, itemsOf(content, list))
}

/** Every article, podcast and book review of `content`, with its page. */
export const resourcePages = (content: Content) =>
  resourceLists().flatMap((list) => itemsOf(content, list).map((item) => pageOf(list, item)))

/**
 * One page of `list` to measure: a book review with a cover when there is one, as the heaviest. Where
 * the coach has emptied the list there is no such page, and the test that asked is skipped (what the one
 * page shows in its place, 'loading', is src/sections/__tests__/Resources.test.tsx's to check).
 */
export function samplePage(content: Content, list: ResourceList): ResourcePage {
  const items = itemsOf(content, list)
  test.skip(items.length === 0, `content.json has no ${list.item}`)
  const item = items.find((each) => each.imageurl) ?? items[0]!
  return pageOf(list, item)
}

/** Text as a visitor reads it: runs of white space are one space. */
export const readable = (text: string) => text.replace(/\s+/g, " ").trim()
