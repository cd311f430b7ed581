import { sectionIds } from "../../model/sectionIds"
import { offerPrice } from "./offerPrice"
import { coachPerson, type Site } from "./structuredData"

// Apart from the one page's structured data, so that the one page's script does not carry this.

type EventInputs = {
  site: Site
  coach: Queries.CoachFragment
  event: {
    /** Plain text, as every text here. */
    title: string
    description: string
    /** ISO 8601 with the offset. */
    startDate: string
    endDate: string
    previousStartDate: string | null
    status: "scheduled" | "cancelled" | "moved"
    online: string | null
    place: { name: string; address: string } | null
    /** "contact" (the one page's form) or the registration page's address. */
    register: string
    /** As the coach writes it: "Free", "$95". */
    price: string | null
    amount: number | null
    currency: string | null
    image: string | null
  }
  url: string
}

const eventStatus = {
  scheduled: "https://schema.org/EventScheduled",
  cancelled: "https://schema.org/EventCancelled",
  moved: "https://schema.org/EventRescheduled",
} as const

/** What Google's Event rich result asks for; every fact a field, never read out of the text. */
export function eventStructuredData({ site, coach, event, url }: EventInputs) {
  const coachAt = { ...coachPerson(coach), url: `${site.siteUrl}/` }
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: event.title,
    description: event.description,
    startDate: event.startDate,
    endDate: event.endDate,
    eventStatus: eventStatus[event.status],
    ...(event.status === "moved" &&
      event.previousStartDate && { previousStartDate: event.previousStartDate }),
    ...whereabouts(event),
    image: [event.image || `${site.siteUrl}${site.image}`],
    organizer: coachAt,
    performer: coachAt,
    url,
    offers: {
      "@type": "Offer",
      url: event.register === "contact" ? `${site.siteUrl}/#${sectionIds.contact}` : event.register,
      ...(event.status !== "cancelled" && { availability: "https://schema.org/InStock" }),
      ...offerPrice(event.amount, event.currency),
      // Kept beside a price too: "Free for members" says more than the number.
      ...(event.price && { description: event.price }),
    },
  }
}

function whereabouts({ place, online }: EventInputs["event"]) {
  const at = place && {
    "@type": "Place",
    name: place.name,
    // The coach writes the address on one line: kept whole, not split into parts by guesswork.
    address: { "@type": "PostalAddress", streetAddress: place.address },
  }
  const virtual = online && { "@type": "VirtualLocation", url: online }
  if (at && virtual) {
    return {
      eventAttendanceMode: "https://schema.org/MixedEventAttendanceMode",
      location: [at, virtual],
    }
  }
  if (at) {
    return { eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode", location: at }
  }
  if (virtual) {
    return {
      eventAttendanceMode: "https://schema.org/OnlineEventAttendanceMode",
      location: virtual,
    }
  }
  // Validation refuses an event with neither.
  return {}
}
