// The sitemap's entry for each page (gatsby-plugin-sitemap's `serialize`): a resource's page carries the
// day it was published as its lastmod, which search engines read to see what is new. The day comes from
// the page's context, which createPages filled from content.json; other pages have none.

import { buildDayFrom } from "../../src/model/publishing"

/** What the sitemap's query gives of each page. */
export type SitemapPage = { path: string; pageContext?: { date?: unknown } | null }

/** The query: every page with its context, and the site's address the plugin makes entries absolute with. */
export const SITEMAP_QUERY = `{
  site { siteMetadata { siteUrl } }
  allSitePage { nodes { path pageContext } }
}`

/**
 * A page's entry on the day the site is built (`today`, the build's day: src/model/publishing.ts). A
 * day still to come is no lastmod: search engines stop trusting a sitemap whose dates cannot be true.
 * (A piece dated later is not built at all; this keeps the rule should a page carry such a day.)
 */
export function sitemapEntry(
  { path, pageContext }: SitemapPage,
  today = buildDayFrom(process.env),
) {
  const date = pageContext?.date
  return typeof date === "string" && date && date <= today
    ? { url: path, lastmod: date }
    : { url: path }
}

/** robots.txt: every page may be crawled, and the sitemap is at the site's address. */
export const robotsTxt = (siteUrl: string) =>
  `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap-index.xml\n`
