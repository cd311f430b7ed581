// The events of the site under test, derived from the content.json it was built from, on the build's
// day and in its time zone, by the site's own rules (src/model/events.ts): what each page, list and
// calendar file must show.
import { calendarOf, eventFacts } from "../src/model/events"
import { instantOf } from "../src/model/eventTime"
import { timeZoneFrom } from "../src/model/publishing"
import { slugOf } from "../src/model/slug"
import type { EventContent } from "../src/model/schema"
import type { Content } from "../src/test/content"
import { buildDayOf, sites, type SiteName } from "./sites"

/** The zone the site was built in (SITE_TIME_ZONE, else UTC). */
export const zoneOf = (site: SiteName) => timeZoneFrom(sites[site].env)

export type BuiltEvent = EventContent &
  ReturnType<typeof eventFacts> & { slug: string; startInstant: Date; endInstant: Date }

/** Every published event of `content`, upcoming soonest first then past most recent first. */
export function builtEvents(content: Content, site: SiteName) {
  const zone = zoneOf(site)
  const day = buildDayOf(site)
  const facts = (event: EventContent): BuiltEvent => {
    const read = eventFacts(event, zone, day)
    return {
      ...event,
      ...read,
      slug: slugOf(event),
      startInstant: instantOf(event.start, read.zone)!,
      endInstant: instantOf(event.end, read.zone)!,
    }
  }
  const { upcoming, past } = calendarOf(content.Events ?? [], zone, day)
  return { upcoming: upcoming.map(facts), past: past.map(facts) }
}

/** The addresses of the events' pages: the list's and each event's, or none without an event. */
export function eventAddresses(content: Content, site: SiteName) {
  const { upcoming, past } = builtEvents(content, site)
  const all = [...upcoming, ...past]
  return all.length > 0 ? ["/events/", ...all.map((event) => event.path)] : []
}
