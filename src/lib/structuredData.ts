import { graphql } from "gatsby"

type Inputs = {
  site: Queries.SeoSiteFragment["siteMetadata"]
  /** The services the page offers, by their section titles. */
  services: string[]
  coach: Queries.CoachFragment
}

/** schema.org data for search engines: the coaching business, its coach and the services offered. */
export function businessStructuredData({ site, services, coach }: Inputs) {
  const url = `${site.siteUrl}/`
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
      ...(coach.name && { name: coach.name }),
      jobTitle: coach.credential,
      hasCredential: {
        "@type": "EducationalOccupationalCredential",
        name: coach.credential,
        recognizedBy: {
          "@type": "Organization",
          name: coach.certifiedBy.name,
          url: coach.certifiedBy.url,
        },
      },
    },
    makesOffer: services.map((name) => ({
      "@type": "Offer",
      itemOffered: { "@type": "Service", name, provider: { "@id": `${url}#business` } },
    })),
  }
}

export const fragment = graphql`
  fragment Coach on ContentCoach {
    name
    credential
    certifiedBy {
      name
      url
    }
  }
`
