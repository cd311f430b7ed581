// The "Add to calendar" file of an event: its iCalendar text (RFC 5545), made from plain values so the
// plugin that writes it at build time and the tests share one pure function.

export type CalendarEvent = {
  /** Stable identity: the same event keeps it when moved or cancelled, so a calendar that imported it updates. Built by calendarUid below. */
  uid: string
  /** Plain text (no markup). */
  title: string
  /** Plain text, may hold several paragraphs separated by blank lines. */
  description: string
  /** The instants it starts and ends. */
  start: Date
  end: Date
  /** Plain text: "Place name, postal address", and/or the joining address for an online event (caller decides); absent when none. */
  location?: string
  /** The event's page on the site (absolute https URL). */
  url: string
  status: "scheduled" | "cancelled" | "moved"
  /** When the file was made (the build). */
  stamp: Date
}

/** "leading-through-change@becomingyourbest.example": the event's slug at the site's host, which never changes with a move or a cancellation. */
export function calendarUid(slug: string, siteUrl: string): string {
  return `${slug}@${new URL(siteUrl).hostname}`
}

/** The file's name: "<slug>.ics". */
export const calendarFileName = (slug: string) => `${slug}.ics`

// A newer SEQUENCE with the same UID supersedes what a calendar imported, and a cancellation must win
// over every version the site has published, a move included.
const SEQUENCE: Record<CalendarEvent["status"], number> = { scheduled: 0, moved: 1, cancelled: 2 }

/** The whole VCALENDAR text, RFC 5545: CRLF line ends, lines folded at 75 octets (never inside a UTF-8 sequence), TEXT values escaped (backslash, semicolon, comma, newline as \n). */
export function calendarFile(event: CalendarEvent): string {
  if (!(event.end.getTime() > event.start.getTime())) {
    throw new RangeError(`The event ${event.uid} must end after it starts`)
  }
  const cancelled = event.status === "cancelled"
  const location = text(event.location ?? "")
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Becoming Your Best//Events//EN",
    "CALSCALE:GREGORIAN",
    "BEGIN:VEVENT",
    `UID:${text(event.uid)}`,
    `DTSTAMP:${utc(event.stamp)}`,
    `SEQUENCE:${SEQUENCE[event.status]}`,
    // UTC times name the instant itself, so no VTIMEZONE is needed for a reader in any zone.
    `DTSTART:${utc(event.start)}`,
    `DTEND:${utc(event.end)}`,
    // Said in the title too, for the calendars that do not show STATUS.
    `SUMMARY:${text(`${cancelled ? "Cancelled: " : ""}${event.title}`)}`,
    `DESCRIPTION:${text(event.description)}`,
    ...(location ? [`LOCATION:${location}`] : []),
    // A URI value is not TEXT: it is written as it is, which the URL parser makes one line.
    `URL:${new URL(event.url).href}`,
    `STATUS:${cancelled ? "CANCELLED" : "CONFIRMED"}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ]
  return lines.map(fold).join("\r\n") + "\r\n"
}

/** "20310320T130000Z": the instant in UTC, to the second. */
const utc = (date: Date) => date.toISOString().replace(/\.\d+/, "").replace(/[-:]/g, "")

/** A TEXT value: every line end as one newline, controls but tab dropped (RFC 5545 allows none), escaped. */
function text(value: string): string {
  return (
    value
      .replace(/\r\n?/g, "\n")
      // eslint-disable-next-line no-control-regex -- matching control characters is the point
      .replace(/[\0-\x08\x0B-\x1F\x7F]/g, "")
      .replace(/[\\;,\n]/g, (char) => (char === "\n" ? "\\n" : `\\${char}`))
  )
}

const MAX_OCTETS = 75

/** The line in pieces of at most 75 octets, each after the first led by the space that marks a fold. */
function fold(line: string): string {
  let folded = ""
  let octets = 0
  // By code point, so a fold never splits a character's UTF-8 bytes.
  for (const char of line) {
    const size = utf8Octets(char.codePointAt(0) ?? 0)
    if (octets + size > MAX_OCTETS) {
      folded += "\r\n "
      octets = 1
    }
    folded += char
    octets += size
  }
  return folded
}

// A lone surrogate counts as the three octets of the U+FFFD an encoder writes in its place.
const utf8Octets = (codePoint: number) =>
  codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4
