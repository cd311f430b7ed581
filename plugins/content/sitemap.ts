// The sitemap's entry for each page (gatsby-plugin-sitemap's `serialize`): a resource's page carries the
// day it was published as its lastmod, which search engines read to see what is new. The day comes from
// the page's context, which createPages filled from content.json; other pages have none.

/** What the sitemap's query gives of each page. */
export type SitemapPage = { path: string; pageContext?: { date?: unknown } | null }

/** The query: every page with its context, and the site's address the plugin makes entries absolute with. */
export const SITEMAP_QUERY = `{
  site { siteMetadata { siteUrl } }
  allSitePage { nodes { path pageContext } }
}`

export function sitemapEntry({ path, pageContext }: SitemapPage) {
  const date = pageContext?.date
  return typeof date === "string" && date ? { url: path, lastmod: date } : { url: path }
}
