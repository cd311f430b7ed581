// Made at build (plugins/source-content's `catalog` field), so no page's script carries it.
import { offerPrice } from "./offerPrice"

type OfferInput = {
  title: string
  audience: string
  format: string
  price?: string | null
  amount?: number | null
  currency?: string | null
}

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

/** `provider` is the business's @id. */
export function offerCatalog(offers: Offers | null | undefined, provider: string) {
  if (!offers?.items?.length) return null
  return {
    "@type": "OfferCatalog",
    name: offers.title,
    itemListElement: offers.items.map((offer) => catalogOffer(offer, provider)),
  }
}

export type OfferCatalog = NonNullable<ReturnType<typeof offerCatalog>>
