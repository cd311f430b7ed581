export type CalendarEvent = {
  uid: string
  title: string
  description: string
  start: Date
  end: Date
  location?: string
  url: string
  status: "scheduled" | "cancelled" | "moved"
  stamp: Date
}

/** Unchanged by a move or a cancellation, so a calendar that imported the event updates it. */
export function calendarUid(slug: string, siteUrl: string): string {
  return `${slug}@${new URL(siteUrl).hostname}`
}

export const calendarFileName = (slug: string) => `${slug}.ics`

// A higher SEQUENCE supersedes what a calendar imported: a cancellation wins over a move.
const SEQUENCE: Record<CalendarEvent["status"], number> = { scheduled: 0, moved: 1, cancelled: 2 }

/** RFC 5545: CRLF line ends, lines folded at 75 octets, TEXT values escaped. */
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

const utc = (date: Date) => date.toISOString().replace(/\.\d+/, "").replace(/[-:]/g, "")

function text(value: string): string {
  return (
    value
      .replace(/\r\n?/g, "\n")
      // eslint-disable-next-line no-control-regex -- RFC 5545 allows no control but tab
      .replace(/[\0-\x08\x0B-\x1F\x7F]/g, "")
      .replace(/[\\;,\n]/g, (char) => (char === "\n" ? "\\n" : `\\${char}`))
  )
}

const MAX_OCTETS = 75

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
