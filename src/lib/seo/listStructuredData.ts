import type { Site } from "./structuredData"

type ListInputs = {
  site: Site
  /** The list's heading, e.g. Book Reviews. */
  name: string
  description: string
  /** The list page's own address. */
  url: string
  /** Its items in the coach's order: each one's title as plain text and the address of its page. */
  items: readonly { name: string; url: string }[]
}

/** schema.org data for a list's own page: a CollectionPage of the site, listing every item's page. */
export function listStructuredData({ site, name, description, url, items }: ListInputs) {
  return {
    "@context": "https://schema.org",
    "@type": "CollectionPage",
    name,
    description,
    url,
    isPartOf: { "@type": "WebSite", name: site.title, url: `${site.siteUrl}/` },
    mainEntity: {
      "@type": "ItemList",
      numberOfItems: items.length,
      itemListElement: items.map((item, index) => ({
        "@type": "ListItem",
        position: index + 1,
        name: item.name,
        url: item.url,
      })),
    },
  }
}
