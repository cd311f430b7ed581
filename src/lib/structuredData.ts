type Site = Queries.SeoSiteFragment["siteMetadata"]

type Inputs = {
  site: NonNullable<Site>
  /** The services the page offers, by their section titles. */
  services: string[]
  /** The coach's credential (the certification badge's alt text) and About's HTML, whose first link is
   *  the certifying body. */
  credential: string | null
  aboutHtml: string
}

function firstLink(html: string) {
  const match = /<a\s[^>]*href="(https?:\/\/[^"]+)"[^>]*>([^<]+)<\/a>/i.exec(html)
  return match ? { url: match[1], name: match[2] } : undefined
}

/** schema.org data for search engines: the coaching business, its coach and the services offered. */
export function businessStructuredData({ site, services, credential, aboutHtml }: Inputs) {
  const url = `${site.siteUrl}/`
  const certifier = firstLink(aboutHtml)
  return {
    "@context": "https://schema.org",
    "@type": "ProfessionalService",
    "@id": `${url}#business`,
    name: site.title,
    url,
    description: site.description,
    image: `${site.siteUrl}${site.image}`,
    founder: {
      "@type": "Person",
      jobTitle: credential ?? "Executive Leadership Coach",
      ...(credential && {
        hasCredential: {
          "@type": "EducationalOccupationalCredential",
          name: credential,
          ...(certifier && { recognizedBy: { "@type": "Organization", ...certifier } }),
        },
      }),
    },
    makesOffer: services.map((name) => ({
      "@type": "Offer",
      itemOffered: { "@type": "Service", name, provider: { "@id": `${url}#business` } },
    })),
  }
}
