// Intl is asked only a zone's offset at an instant; the rest is arithmetic on UTC fields, so
// nothing depends on the time zone of the computer that runs it.
import { isCalendarDate, MONTHS, readIsoDate } from "./date"

export type LocalDateTime = {
  year: number
  month: number
  day: number
  hour: number
  minute: number
}

export type DateTimeProblem =
  | { is: "not-iso" }
  | { is: "no-such-day"; daysInMonth: number; monthName: string }
  | { is: "no-such-time" }

// `\d` without u is ASCII only, `$` without m the very end: no full-width digits or final newline.
const LOCAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/

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

/** Same rule as timeZoneFrom in ./publishing.ts: taken exactly as written. */
export function isTimeZone(name: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+/-]*$/.test(name)) return false
  // Intl takes any case, but IANA names' parts start with a capital: "europe/london" is refused.
  if (name.split("/").some((part) => !/^[A-Z]/.test(part))) return false
  let resolved: string
  try {
    resolved = new Intl.DateTimeFormat("en-US", { timeZone: name }).resolvedOptions().timeZone
  } catch {
    return false
  }
  // Intl may give an alias's canonical name (Asia/Kolkata as Asia/Calcutta): only case may differ.
  return resolved === name || resolved.toLowerCase() !== name.toLowerCase()
}

const HOUR = 3_600_000
const DAY = 24 * HOUR

const formatters = new Map<string, Intl.DateTimeFormat>()
// Building a formatter is what costs, and a build asks for the same few zones over and over.
function offsetFormatter(timeZone: string) {
  let formatter = formatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longOffset" })
    formatters.set(timeZone, formatter)
  }
  return formatter
}

// "GMT" or "GMT+00:00" for none, by engine; seconds for local mean time, before standard time.
const LONG_OFFSET = /^GMT(?:([+\-\u2212])(\d{2}):(\d{2})(?::(\d{2}))?)?$/

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

/** setUTCFullYear keeps the years 0–99 that the Date constructor would shift. */
function wallMs({ year, month, day, hour, minute }: LocalDateTime): number {
  const date = new Date(0)
  date.setUTCFullYear(year, month - 1, day)
  date.setUTCHours(hour, minute, 0, 0)
  return date.getTime()
}

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

/** None in a gap, two in an overlap; no offset reaches 16 hours, so a day either side spans it. */
function instantsAt(wall: number, timeZone: string): { instants: number[]; before: number } {
  const before = offsetMs(wall - DAY, timeZone)
  const offsets = new Set([before, offsetMs(wall, timeZone), offsetMs(wall + DAY, timeZone)])
  const instants = [...offsets]
    .map((offset) => wall - offset)
    .filter((instant) => instant + offsetMs(instant, timeZone) === wall)
    .sort((a, b) => a - b)
  return { instants, before }
}

/** Null in a gap (clocks go forward); in an overlap, the earlier instant. */
export function instantOf(local: string, timeZone: string): Date | null {
  const [first] = instantsAt(wallMs(read(local)), timeZone).instants
  return first === undefined ? null : new Date(first)
}

// Must not fail: a skipped time takes the offset from before the change, as Temporal's "compatible"
// does. Validation refuses such a time where it is written.
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

/** Seconds ("-00:01:15") only for the local mean time zones kept before standard time. */
export const offsetAt = (instant: Date, timeZone: string): string =>
  offsetText(offsetMs(instant.getTime(), timeZone))

// ISO 8601 signs years beyond four digits: only the year 0 seen west of UTC can come to that.
const isoYear = (year: number) =>
  year >= 0 && year <= 9999
    ? String(year).padStart(4, "0")
    : `${year < 0 ? "-" : "+"}${String(Math.abs(year)).padStart(6, "0")}`

const isoDay = ({ year, month, day }: LocalDateTime) => `${isoYear(year)}-${two(month)}-${two(day)}`

/** Null when the time does not exist in the zone. */
export function withOffset(local: string, timeZone: string): string | null {
  const time = read(local)
  const instant = instantOf(local, timeZone)
  if (!instant) return null
  return `${isoDay(time)}T${two(time.hour)}:${two(time.minute)}:00${offsetAt(instant, timeZone)}`
}

// Etc/GMT+5's sign is POSIX's: it is UTC-05:00.
const UTC_NAMES = /^(Etc\/)?(UTC|UCT|Universal|Zulu|Greenwich|GMT([+-]?0)?)$/
const FIXED_OFFSET = /^Etc\/GMT[+-]\d+$/

export function zoneInWords(timeZone: string): string {
  if (UTC_NAMES.test(timeZone)) return "UTC"
  if (FIXED_OFFSET.test(timeZone)) return `UTC${offsetText(offsetMs(0, timeZone))}`
  return `${timeZone.slice(timeZone.lastIndexOf("/") + 1).replace(/_/g, " ")} time`
}

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]

// From a Date's UTC fields, so the same on every computer.
function dayInWords(time: LocalDateTime): string {
  const weekday = new Date(wallMs(time)).getUTCDay()
  return `${WEEKDAYS[weekday]} ${time.day} ${MONTHS[time.month - 1]} ${time.year}`
}

const clock = ({ hour, minute }: LocalDateTime) => `${hour}:${two(minute)}`

/** "Thursday 14 May 2026, 9:00–12:00 (London time)"; across days, both dates in full. */
export function readableWhen(start: string, end: string, timeZone: string): string {
  const from = read(start)
  const to = read(end)
  const zone = `(${zoneInWords(timeZone)})`
  if (isoDay(from) === isoDay(to)) {
    return `${dayInWords(from)}, ${clock(from)}–${clock(to)} ${zone}`
  }
  return `${dayInWords(from)}, ${clock(from)} – ${dayInWords(to)}, ${clock(to)} ${zone}`
}

export function readableMoment(local: string, timeZone: string): string {
  const time = read(local)
  return `${dayInWords(time)}, ${clock(time)} (${zoneInWords(timeZone)})`
}

export const dayInZone = (local: string, timeZone: string, siteZone: string): string =>
  isoDay(wallAt(momentOf(local, timeZone), siteZone))

/** A day rule, as for scheduled publishing: upcoming through its end's day in the site's zone. */
export const isUpcoming = (
  event: { end: string; timeZone: string },
  buildDay: string,
  siteZone: string,
): boolean => dayInZone(event.end, event.timeZone, siteZone) >= buildDay

/** Upcoming soonest first, then past most recent first; ties keep their order (sort is stable). */
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
