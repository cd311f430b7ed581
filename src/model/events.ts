// Plain functions, so the resolvers (plugins/event-pages) and the tests give the same values.
import { firstSentence } from "./description"
import { inCalendarOrder, isUpcoming, readableMoment, readableWhen, withOffset } from "./eventTime"
import { plainLines, sanitizeContentHtml } from "./sanitize"
import { EVENT_STATUSES } from "./schema"
import { EVENTS_FOLDER } from "../siteConfig"
import { slugOf } from "./slug"

export type EventStatus = (typeof EVENT_STATUSES)[number]

/** The validator has checked it. */
export type RawEvent = {
  title?: unknown
  slug?: unknown
  start?: unknown
  end?: unknown
  timeZone?: unknown
  previousStart?: unknown
  status?: unknown
  content?: unknown
  online?: unknown
  draft?: unknown
}

const text = (value: unknown) => (typeof value === "string" ? value : "")

export function zoneOf(event: RawEvent, siteZone: string) {
  const own = text(event.timeZone)
  // Blank is absent, as the validator reads it: " " would make Intl throw.
  return own.trim() ? own : siteZone
}

export const statusOf = (event: RawEvent): EventStatus =>
  (EVENT_STATUSES as readonly unknown[]).includes(event.status)
    ? (event.status as EventStatus)
    : "scheduled"

export const eventPath = (event: RawEvent) => `/${EVENTS_FOLDER}/${slugOf(event)}/`

export function eventFacts(event: RawEvent, siteZone: string, buildDay: string) {
  const zone = zoneOf(event, siteZone)
  const start = text(event.start)
  const end = text(event.end)
  const status = statusOf(event)
  const previous = status === "moved" ? text(event.previousStart) : ""
  return {
    zone,
    status,
    startDate: withOffset(start, zone) ?? start,
    endDate: withOffset(end, zone) ?? end,
    previousStartDate: previous ? (withOffset(previous, zone) ?? previous) : null,
    when: readableWhen(start, end, zone),
    previousWhen: previous ? readableMoment(previous, zone) : null,
    upcoming: isUpcoming({ end, timeZone: zone }, buildDay, siteZone),
    path: eventPath(event),
    isOnline: text(event.online) !== "",
    description: firstSentence(text(event.content)) || text(event.title),
    plainContent: plainLines(sanitizeContentHtml(text(event.content))).join("\n"),
  }
}

export function calendarOf<T extends RawEvent>(
  events: readonly T[] | null | undefined,
  siteZone: string,
  buildDay: string,
) {
  const published = (events ?? []).filter((event) => event.draft !== true)
  const timed = published.map((event) => ({
    event,
    start: text(event.start),
    end: text(event.end),
    timeZone: zoneOf(event, siteZone),
  }))
  const { upcoming, past } = inCalendarOrder(timed, buildDay, siteZone)
  return { upcoming: upcoming.map(({ event }) => event), past: past.map(({ event }) => event) }
}

/** Sent without scripts. */
export type EventPageContext = { slug: string; scripts: false }

export const EVENTS_ON_PAGE = 3
