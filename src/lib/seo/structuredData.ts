import { businessId } from "./businessId"

export type Site = Queries.SeoSiteFragment["siteMetadata"]

type Inputs = {
  site: Site
  services: string[]
  coach: Queries.CoachFragment
  booking?: Queries.BookingFragment | null
  offerCatalog?: object | null
}

/** Without a name until one is given, never an empty one. */
export function coachPerson(coach: Queries.CoachFragment) {
  return {
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
  }
}

export { businessId }

/** Made at build (plugins/source-content's `structuredData`), so no page's script carries it. */
export function businessStructuredData({ site, services, coach, booking, offerCatalog }: Inputs) {
  const url = `${site.siteUrl}/`
  return {
    "@context": "https://schema.org",
    "@type": "ProfessionalService",
    "@id": businessId(site),
    name: site.title,
    url,
    description: site.description,
    image: `${site.siteUrl}${site.image}`,
    founder: coachPerson(coach),
    makesOffer: services.map((name) => ({
      "@type": "Offer",
      itemOffered: { "@type": "Service", name, provider: { "@id": businessId(site) } },
    })),
    ...(booking && {
      potentialAction: {
        "@type": "ReserveAction",
        name: booking.label,
        target: { "@type": "EntryPoint", urlTemplate: booking.url },
      },
    }),
    ...(offerCatalog && { hasOfferCatalog: offerCatalog }),
  }
}
