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
    /** ISO 8601 with the offset: 2031-03-20T09:00:00+00:00. */
    startDate: string
    endDate: string
    /** Where a moved event was first to start, with the offset. */
    previousStartDate: string | null
    status: "scheduled" | "cancelled" | "moved"
    /** The https address to join an online event. */
    online: string | null
    place: { name: string; address: string } | null
    /** "contact" (the one page's contact form) or the https address of the registration page. */
    register: string
    /** As the coach writes it: "Free", "$95". */
    price: string | null
    amount: number | null
    currency: string | null
    /** The full address of the event's picture. */
    image: string | null
  }
  /** The event page's own address. */
  url: string
}

const eventStatus = {
  scheduled: "https://schema.org/EventScheduled",
  cancelled: "https://schema.org/EventCancelled",
  moved: "https://schema.org/EventRescheduled",
} as const

/**
 * schema.org data for an event's own page, with what Google's Event rich result asks for. Every fact is
 * a field of the event, never read out of its text.
 */
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
      // A cancelled event sells no place.
      ...(event.status !== "cancelled" && { availability: "https://schema.org/InStock" }),
      ...offerPrice(event.amount, event.currency),
      // Kept beside a price too: "Free for members" says more than the number.
      ...(event.price && { description: event.price }),
    },
  }
}

/** How the event is attended and where: at its place, at its joining address, or both. */
function whereabouts({ place, online }: EventInputs["event"]) {
  const at = place && {
    "@type": "Place",
    name: place.name,
    // Google asks for a PostalAddress; the coach writes the address on one line, so it stays whole in
    // streetAddress rather than split into parts by guesswork.
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
  // The content's validation refuses an event with neither: nothing said rather than a guess.
  return {}
}
