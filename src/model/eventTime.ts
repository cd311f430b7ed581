// When an event is: its start and end as content.json holds them, wall-clock times written
// YYYY-MM-DDTHH:mm in the event's time zone, turned into instants, offsets and words. Intl is asked
// one thing only, a zone's offset at an instant; the rest is arithmetic on UTC fields, so nothing
// depends on the time zone of the computer that runs it.
import { isCalendarDate, MONTHS, readIsoDate } from "./date"

/** A wall-clock time as content.json holds it. */
export type LocalDateTime = {
  year: number
  month: number
  day: number
  hour: number
  minute: number
}

/** What is wrong with a written date-time. */
export type DateTimeProblem =
  | { is: "not-iso" }
  | { is: "no-such-day"; daysInMonth: number; monthName: string }
  | { is: "no-such-time" }

// `\d` without the u flag is ASCII only, and `$` without m is the very end: no full-width digits,
// no trailing newline.
const LOCAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/

/** The wall-clock time a text names, or what is wrong with it. */
export function readLocalDateTime(text: string): LocalDateTime | DateTimeProblem {
  const parts = LOCAL_DATE_TIME.exec(text)
  if (!parts) return { is: "not-iso" }
  const date = readIsoDate(parts[1]!)
  if (!isCalendarDate(date)) return date.is === "no-such-day" ? date : { is: "not-iso" }
  const hour = Number(parts[2])
  const minute = Number(parts[3])
  if (hour > 23 || minute > 59) return { is: "no-such-time" }
  return { ...date, hour, minute }
}

export const isLocalDateTime = (read: LocalDateTime | DateTimeProblem): read is LocalDateTime =>
  !("is" in read)

/**
 * Whether Intl knows this IANA time zone name, taken exactly as written (same rule as timeZoneFrom
 * in ./publishing.ts: no surrounding spaces, only [A-Za-z][A-Za-z0-9_+/-]*).
 */
export function isTimeZone(name: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+/-]*$/.test(name)) return false
  // Every part of every IANA name starts with a capital (Etc/UTC, America/Port-au-Prince), and Intl
  // takes any case: "europe/london" is refused here rather than read as London.
  if (name.split("/").some((part) => !/^[A-Z]/.test(part))) return false
  let resolved: string
  try {
    resolved = new Intl.DateTimeFormat("en-US", { timeZone: name }).resolvedOptions().timeZone
  } catch {
    return false
  }
  // Intl gives a name back in its own case ("Europe/LONDON" as Europe/London), or an alias as its
  // canonical name (Asia/Kolkata as Asia/Calcutta in some engines): only case must not differ.
  return resolved === name || resolved.toLowerCase() !== name.toLowerCase()
}

const HOUR = 3_600_000
const DAY = 24 * HOUR

const formatters = new Map<string, Intl.DateTimeFormat>()
// Building a formatter is what costs; a build asks for the same few zones thousands of times.
function offsetFormatter(timeZone: string) {
  let formatter = formatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longOffset" })
    formatters.set(timeZone, formatter)
  }
  return formatter
}

// "GMT+05:30"; "GMT" or "GMT+00:00" for none, by engine; with seconds for local mean time, the
// clocks cities kept before standard time.
const LONG_OFFSET = /^GMT(?:([+\-\u2212])(\d{2}):(\d{2})(?::(\d{2}))?)?$/

/** The zone's offset at an instant, in milliseconds ahead of UTC. */
function offsetMs(instant: number, timeZone: string): number {
  const name = offsetFormatter(timeZone)
    .formatToParts(instant)
    .find(({ type }) => type === "timeZoneName")?.value
  const parts = LONG_OFFSET.exec(name ?? "")
  if (!parts) throw new Error(`Intl gave ${JSON.stringify(name)} as the offset of ${timeZone}.`)
  const [, sign, hours = "0", minutes = "0", seconds = "0"] = parts
  const size = (Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds)) * 1000
  return sign === "+" || sign === undefined ? size : -size
}

function read(local: string): LocalDateTime {
  const time = readLocalDateTime(local)
  if (!isLocalDateTime(time)) {
    throw new Error(`${JSON.stringify(local)} is no date-time written YYYY-MM-DDTHH:mm.`)
  }
  return time
}

/** The wall-clock time as if it were UTC, in milliseconds (setUTCFullYear keeps the years 0–99). */
function wallMs({ year, month, day, hour, minute }: LocalDateTime): number {
  const date = new Date(0)
  date.setUTCFullYear(year, month - 1, day)
  date.setUTCHours(hour, minute, 0, 0)
  return date.getTime()
}

/** The wall-clock fields at an instant in a zone. */
function wallAt(instant: number, timeZone: string): LocalDateTime {
  const wall = new Date(instant + offsetMs(instant, timeZone))
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
  }
}

/**
 * Every instant at which the zone's clocks show `wall`: none in a gap, two in an overlap. The
 * offsets a day either side are the two around any transition near it (no offset reaches 16
 * hours); an instant counts when the zone's clocks, at that instant, show the time asked for.
 */
function instantsAt(wall: number, timeZone: string): { instants: number[]; before: number } {
  const before = offsetMs(wall - DAY, timeZone)
  const offsets = new Set([before, offsetMs(wall, timeZone), offsetMs(wall + DAY, timeZone)])
  const instants = [...offsets]
    .map((offset) => wall - offset)
    .filter((instant) => instant + offsetMs(instant, timeZone) === wall)
    .sort((a, b) => a - b)
  return { instants, before }
}

/**
 * The instant a wall-clock time names in `timeZone`; null when that wall-clock time does not exist
 * there (skipped when the clocks go forward). An ambiguous time (clocks go back, the hour happens
 * twice) gives the earlier instant. Throws on an unreadable `local`.
 */
export function instantOf(local: string, timeZone: string): Date | null {
  const [first] = instantsAt(wallMs(read(local)), timeZone).instants
  return first === undefined ? null : new Date(first)
}

// For ordering and days, which must not fail: a skipped time is read with the offset from before
// the clocks went forward, so it lands as far after the change as it was written (Temporal's
// "compatible"). Validation refuses such a time where it is written.
function momentOf(local: string, timeZone: string): number {
  const wall = wallMs(read(local))
  const { instants, before } = instantsAt(wall, timeZone)
  return instants[0] ?? wall - before
}

const two = (value: number) => String(value).padStart(2, "0")

function offsetText(offset: number): string {
  const size = Math.abs(offset) / 1000
  const seconds = size % 60
  const text = `${two(Math.floor(size / 3600))}:${two(Math.floor(size / 60) % 60)}`
  return `${offset < 0 ? "-" : "+"}${text}${seconds ? `:${two(seconds)}` : ""}`
}

/**
 * The UTC offset of `timeZone` at `instant`, as "+01:00", "-04:00", "+05:30", "+05:45", "+00:00"
 * (with seconds, "-00:01:15", only for the local mean time zones kept before standard time).
 */
export const offsetAt = (instant: Date, timeZone: string): string =>
  offsetText(offsetMs(instant.getTime(), timeZone))

// Years beyond four digits take a sign, as ISO 8601 writes them: only the year 0 seen west of UTC
// can come to that.
const isoYear = (year: number) =>
  year >= 0 && year <= 9999
    ? String(year).padStart(4, "0")
    : `${year < 0 ? "-" : "+"}${String(Math.abs(year)).padStart(6, "0")}`

const isoDay = ({ year, month, day }: LocalDateTime) => `${isoYear(year)}-${two(month)}-${two(day)}`

/**
 * The local time with its offset, as schema.org and ISO 8601 write it: "2031-03-20T09:00:00+00:00".
 * Null when the time does not exist in the zone.
 */
export function withOffset(local: string, timeZone: string): string | null {
  const time = read(local)
  const instant = instantOf(local, timeZone)
  if (!instant) return null
  return `${isoDay(time)}T${two(time.hour)}:${two(time.minute)}:00${offsetAt(instant, timeZone)}`
}

// Zones that name no place: UTC under its other names, and Etc/GMT+5, whose sign is POSIX's (it is
// UTC-05:00).
const UTC_NAMES = /^(Etc\/)?(UTC|UCT|Universal|Zulu|Greenwich|GMT([+-]?0)?)$/
const FIXED_OFFSET = /^Etc\/GMT[+-]\d+$/

/** "London time", "New York time", "Kolkata time" from the IANA name's last part; "UTC" for UTC. */
export function zoneInWords(timeZone: string): string {
  if (UTC_NAMES.test(timeZone)) return "UTC"
  if (FIXED_OFFSET.test(timeZone)) return `UTC${offsetText(offsetMs(0, timeZone))}`
  return `${timeZone.slice(timeZone.lastIndexOf("/") + 1).replace(/_/g, " ")} time`
}

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]

// The weekday of the written day itself, read from a Date's UTC fields: the same on every computer.
function dayInWords(time: LocalDateTime): string {
  const weekday = new Date(wallMs(time)).getUTCDay()
  return `${WEEKDAYS[weekday]} ${time.day} ${MONTHS[time.month - 1]} ${time.year}`
}

const clock = ({ hour, minute }: LocalDateTime) => `${hour}:${two(minute)}`

/**
 * When an event is, for a person: "Thursday 14 May 2026, 9:00–12:00 (London time)" on one day;
 * across days "Friday 1 May 2026, 18:00 – Saturday 2 May 2026, 13:00 (London time)". Both given
 * as local date-times in `timeZone`.
 */
export function readableWhen(start: string, end: string, timeZone: string): string {
  const from = read(start)
  const to = read(end)
  const zone = `(${zoneInWords(timeZone)})`
  if (isoDay(from) === isoDay(to)) {
    return `${dayInWords(from)}, ${clock(from)}–${clock(to)} ${zone}`
  }
  return `${dayInWords(from)}, ${clock(from)} – ${dayInWords(to)}, ${clock(to)} ${zone}`
}

/** "Thursday 14 May 2026, 9:00 (London time)": one moment, as the date an event was moved from. */
export function readableMoment(local: string, timeZone: string): string {
  const time = read(local)
  return `${dayInWords(time)}, ${clock(time)} (${zoneInWords(timeZone)})`
}

/** The calendar day (YYYY-MM-DD) it is in `siteZone` at the instant `local` names in `timeZone`. */
export const dayInZone = (local: string, timeZone: string, siteZone: string): string =>
  isoDay(wallAt(momentOf(local, timeZone), siteZone))

/**
 * The site's rule for events, the same as for scheduled publishing (a day, never a clock): an event
 * is upcoming on every build day up to and including the day its end falls on in the site's time
 * zone, and past after. `buildDay` is YYYY-MM-DD: the build's day, from buildDayFrom.
 */
export const isUpcoming = (
  event: { end: string; timeZone: string },
  buildDay: string,
  siteZone: string,
): boolean => dayInZone(event.end, event.timeZone, siteZone) >= buildDay

/**
 * Upcoming events soonest first, then past events most recent first, both by their start's instant;
 * equal starts keep their order (Array.prototype.sort is stable).
 */
export function inCalendarOrder<T extends { start: string; end: string; timeZone: string }>(
  events: readonly T[],
  buildDay: string,
  siteZone: string,
): { upcoming: T[]; past: T[] } {
  const timed = events.map((event) => ({
    event,
    at: momentOf(event.start, event.timeZone),
    upcoming: isUpcoming(event, buildDay, siteZone),
  }))
  const upcoming = timed.filter((each) => each.upcoming)
  const past = timed.filter((each) => !each.upcoming)
  return {
    upcoming: upcoming.sort((a, b) => a.at - b.at).map(({ event }) => event),
    past: past.sort((a, b) => b.at - a.at).map(({ event }) => event),
  }
}
