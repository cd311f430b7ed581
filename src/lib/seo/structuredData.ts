import { graphql } from "gatsby"
import { offerPrice } from "./offerPrice"

export type Site = Queries.SeoSiteFragment["siteMetadata"]

type Inputs = {
  site: Site
  /** The services the page offers, by their section titles. */
  services: string[]
  coach: Queries.CoachFragment
  /** The coach's scheduling page, when content.json gives one. */
  booking?: Queries.BookingFragment | null
  /** The coach's priced offers, when content.json gives them. */
  offers?: { title: string; items: readonly OfferInput[] | null } | null
}

/** What the JSON-LD says of one of the coach's offers: an Offers item's plain fields. */
type OfferInput = {
  title: string
  audience: string
  format: string
  /** As the coach writes it: "From $4,800", "On request". */
  price?: string | null
  amount?: number | null
  /** ISO 4217: "USD". */
  currency?: string | null
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

/** The business's own node on the one page, which every resource page names as its publisher. */
export const businessId = (site: Site) => `${site.siteUrl}/#business`

/** schema.org data for search engines: the coaching business, its coach and the services offered. */
export function businessStructuredData({ site, services, coach, booking, offers }: Inputs) {
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
    ...(offers?.items &&
      offers.items.length > 0 && {
        hasOfferCatalog: {
          "@type": "OfferCatalog",
          name: offers.title,
          itemListElement: offers.items.map((offer) => catalogOffer(offer, businessId(site))),
        },
      }),
  }
}

const catalogOffer = (offer: OfferInput, provider: string) => ({
  "@type": "Offer",
  itemOffered: {
    "@type": "Service",
    name: offer.title,
    description: offer.audience,
    provider: { "@id": provider },
  },
  description: offer.format,
  ...offerPrice(offer.amount, offer.currency),
  // Kept beside a price too: "From" or "per month" is part of what the price means.
  ...(offer.price && {
    priceSpecification: { "@type": "PriceSpecification", description: offer.price },
  }),
})

export const fragment = graphql`
  fragment Booking on ContentBooking {
    url
    label
  }
  fragment Coach on ContentCoach {
    name
    credential
    certifiedBy {
      name
      url
    }
  }
`
