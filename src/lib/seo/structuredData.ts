import { businessId } from "./businessId"

export type Site = Queries.SeoSiteFragment["siteMetadata"]

type Inputs = {
  site: Site
  /** The services the page offers, by their section titles. */
  services: string[]
  coach: Queries.CoachFragment
  /** The coach's scheduling page, when content.json gives one. */
  booking?: Queries.BookingFragment | null
  /** The ways to work together, made at build (src/lib/seo/offerCatalog.ts), when there are any. */
  offerCatalog?: object | null
}

/** The coach, from content.json's Coach: without a name until one is given, never an empty one. */
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

/**
 * schema.org data for search engines: the coaching business, its coach and the services offered. Made
 * at build (plugins/source-content's `structuredData` field), so no page's script carries it.
 */
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
    // The free introductory call, booked on the coach's scheduling page.
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
