// The site's RSS feed, written by gatsby-plugin-feed after the build: its queries, its channel and its
// items, as plain functions so the tests can run them on small fixtures.
import { resourcesInWords } from "../../src/model/wording"
import { newestFirst } from "../../src/model/date"
import { resourceLists, type ResourceListName } from "../../src/model/schema"
import { resourcePath } from "../../src/model/addresses"
import { FEED_PATH } from "../../src/siteConfig"

/** What the feed reads of each article, podcast and book review. */
export type FeedResource = Pick<
  Queries.ContentResource,
  "plainTitle" | "slug" | "description" | "date"
>

/** What the feed reads of the site. */
type FeedSite = Pick<Queries.SiteSiteMetadata, "title" | "description" | "siteUrl">

/** FEED_SITE_QUERY's and FEED_RESOURCES_QUERY's results, merged as gatsby-plugin-feed merges them. */
export type FeedQueryResult = {
  site: { siteMetadata: FeedSite }
  content: Partial<Record<ResourceListName, readonly FeedResource[] | null>> | null
}

/**
 * One item as the `rss` package's item() takes it. No `guid`: given none, it writes the url as
 * `<guid isPermaLink="true">`; given one, it would say isPermaLink="false" even for the page's address.
 */
type FeedItem = {
  /**
   * HTML, as the description is: many readers render a title as HTML, so the coach's typed `<` or `&`
   * would otherwise be read as markup. feedparser marks such a title text/html and shows it as typed.
   */
  title: string
  /** HTML: readers render an item's description as HTML, so its plain text is escaped. */
  description: string
  /** The resource's own page, absolute. */
  url: string
  /** The ISO day (2026-03-14): `Date` reads a date without a time as midnight UTC, the same day everywhere. */
  date?: string
}

/** The channel as the `rss` package's constructor takes it. */
type FeedChannel = {
  title: string
  description: string
  site_url: string
  feed_url: string
  language: string
}

export const FEED_SITE_QUERY =
  "query FeedSite { site { siteMetadata { title description siteUrl } } }"

const RESOURCE_FIELDS = "plainTitle slug description date"

// Every list with pages of its own, so a list added to the schema is in the feed without a change here.
export const FEED_RESOURCES_QUERY = `query FeedResources { content { ${resourceLists()
  .map(({ name }) => `${name} { ${RESOURCE_FIELDS} }`)
  .join(" ")} } }`

/** "Becoming Your Best: articles, podcasts and book reviews": what the feed holds, in the lists' words. */
export const feedTitle = (siteTitle: string) => `${siteTitle}: ${resourcesInWords()}`

function feedChannel(site: FeedSite, title: string): FeedChannel {
  return {
    title,
    description: site.description,
    site_url: `${site.siteUrl}/`,
    feed_url: `${site.siteUrl}${FEED_PATH}`,
    language: "en",
  }
}

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!)

// Characters XML 1.0 does not allow, even escaped (U+0001 or U+FFFE, typed raw or as &#1;): one of them
// makes the whole feed malformed, and readers drop it. They show as nothing on a page, so nothing is lost.
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu
const xmlText = (text: string) => text.replace(NOT_XML, "")

// A dated item before an undated one; among the dated, the newest first. Array.prototype.sort is stable,
// so equal dates, and the undated, keep the coach's order.
const datedNewestFirst = (a: string | null, b: string | null) =>
  a && b ? newestFirst(a, b) : a ? -1 : b ? 1 : 0

/**
 * Every article, podcast and book review: the dated newest first, then the undated, each in the coach's
 * order (the lists in the page's order). A date in the future is kept: the coach set it.
 */
export function feedItems({ site, content }: FeedQueryResult): FeedItem[] {
  const { siteUrl } = site.siteMetadata
  return resourceLists()
    .flatMap(({ name, pages }) =>
      (content?.[name] ?? []).map((resource) => ({
        resource,
        path: resourcePath(pages, resource.slug),
      })),
    )
    .sort((a, b) => datedNewestFirst(a.resource.date, b.resource.date))
    .map(({ resource: { plainTitle, description, date }, path }) => ({
      title: escapeHtml(xmlText(plainTitle)),
      description: escapeHtml(xmlText(description)),
      url: `${siteUrl}${path}`,
      ...(date && { date }),
    }))
}

/** What gatsby-plugin-feed hands `setup` and `serialize`: the merged query results and the feed's options. */
type FeedLocals = { query: FeedQueryResult; title: string }

/**
 * gatsby-plugin-feed's options. Its link in every page's head and the channel share one title. `setup`
 * replaces the plugin's default, which would hand `rss` every plugin option and site field as channel data.
 */
export function feedPluginOptions(siteTitle: string) {
  return {
    query: FEED_SITE_QUERY,
    setup: ({ query, title }: FeedLocals): FeedChannel =>
      feedChannel(query.site.siteMetadata, title),
    feeds: [
      {
        query: FEED_RESOURCES_QUERY,
        output: FEED_PATH,
        title: feedTitle(siteTitle),
        serialize: ({ query }: FeedLocals): FeedItem[] => feedItems(query),
      },
    ],
  }
}
