// The ways to work together as search engines read them: an OfferCatalog of the business's Services.
// Made at build (plugins/source-content's `catalog` field), so no page's script carries it.
import { offerPrice } from "./offerPrice"

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

/** The Offers section as the catalog reads it. */
export type Offers = { title: string; items?: readonly OfferInput[] | null }

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

/** The catalog, or null without an offer; `provider` is the business's @id. */
export function offerCatalog(offers: Offers | null | undefined, provider: string) {
  if (!offers?.items?.length) return null
  return {
    "@type": "OfferCatalog",
    name: offers.title,
    itemListElement: offers.items.map((offer) => catalogOffer(offer, provider)),
  }
}

export type OfferCatalog = NonNullable<ReturnType<typeof offerCatalog>>
