// Read from the stored Content node, as GraphQL would give it (@orFallback, @emptiedAsNull).
import { BOOKING_LABEL, OFFERS_HEADING } from "../../src/model/schema"
import { isBlank, isEmptied, isRecord } from "../../src/model/blankValues"
import { businessId } from "../../src/lib/seo/businessId"
import { offerCatalog, type Offers } from "../../src/lib/seo/offerCatalog"
import { businessStructuredData, type Site } from "../../src/lib/seo/structuredData"

const section = (value: unknown) =>
  isRecord(value) && !isEmptied(value) ? (value as Record<string, unknown>) : null

const words = (value: unknown, fallback: string) =>
  typeof value === "string" && !isBlank(value) ? value : fallback

export function businessData(content: Record<string, unknown>, site: Site) {
  const title = (name: string) => String((section(content[name]) ?? {}).title ?? "")
  const booking = section(content.Booking)
  const offers = section(content.Offers)
  return businessStructuredData({
    site,
    services: [title("HeroSection"), title("Emotional")],
    coach: content.Coach as Queries.CoachFragment,
    booking: booking && {
      url: String(booking.url),
      label: words(booking.label, BOOKING_LABEL),
    },
    offerCatalog:
      offers &&
      offerCatalog(
        {
          title: words(offers.title, OFFERS_HEADING),
          items: offers.items as Offers["items"],
        },
        businessId(site),
      ),
  })
}
