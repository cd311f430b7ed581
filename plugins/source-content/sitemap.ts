// gatsby-plugin-sitemap's query and `serialize`: a resource's day, in its page context, is lastmod.
import { buildDayFrom } from "../../src/model/publishing"

export type SitemapPage = { path: string; pageContext?: { date?: unknown } | null }

export const SITEMAP_QUERY = `{
  site { siteMetadata { siteUrl } }
  allSitePage { nodes { path pageContext } }
}`

// A day to come is no lastmod: search engines stop trusting a sitemap whose dates cannot be true.
export function sitemapEntry(
  { path, pageContext }: SitemapPage,
  today = buildDayFrom(process.env),
) {
  const date = pageContext?.date
  return typeof date === "string" && date && date <= today
    ? { url: path, lastmod: date }
    : { url: path }
}

export const robotsTxt = (siteUrl: string) =>
  `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap-index.xml\n`
