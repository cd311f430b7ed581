import { resourcesInWords } from "../../src/model/wording"
import { newestFirst } from "../../src/model/date"
import { resourceLists, type ResourceListName } from "../../src/model/schema"
import { resourcePath } from "../../src/model/addresses"
import { FEED_PATH } from "../../src/siteConfig"

export type FeedResource = Pick<
  Queries.ContentResource,
  "plainTitle" | "slug" | "description" | "date"
>

type FeedSite = Pick<Queries.SiteSiteMetadata, "title" | "description" | "siteUrl">

/** Both queries' results, merged as gatsby-plugin-feed merges them. */
export type FeedQueryResult = {
  site: { siteMetadata: FeedSite }
  content: Partial<Record<ResourceListName, readonly FeedResource[] | null>> | null
}

// No guid: rss then writes the url as a permalink guid; given one, it says isPermaLink="false".
type FeedItem = {
  /** HTML, as the description: many readers render a title as HTML, so a typed `<` is escaped. */
  title: string
  description: string
  url: string
  /** An ISO day: `Date` reads it as midnight UTC, the same day everywhere. */
  date?: string
}

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

export const FEED_RESOURCES_QUERY = `query FeedResources { content { ${resourceLists()
  .map(({ name }) => `${name} { ${RESOURCE_FIELDS} }`)
  .join(" ")} } }`

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

// XML 1.0 forbids these even escaped: one would make the whole feed malformed, and readers drop it.
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu
const xmlText = (text: string) => text.replace(NOT_XML, "")

// sort is stable: equal dates, and the undated, keep the coach's order.
const datedNewestFirst = (a: string | null, b: string | null) =>
  a && b ? newestFirst(a, b) : a ? -1 : b ? 1 : 0

/** A date in the future is kept: the coach set it. */
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

type FeedLocals = { query: FeedQueryResult; title: string }

// `setup` replaces the plugin's, which hands `rss` every option and site field as channel data.
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
