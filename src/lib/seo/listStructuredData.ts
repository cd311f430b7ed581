import type { Site } from "./structuredData"

type ListInputs = {
  site: Site
  name: string
  description: string
  url: string
  /** In the coach's order. */
  items: readonly { name: string; url: string }[]
}

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
