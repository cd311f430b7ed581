/** @jest-environment node */
// Read back as a calendar app would, by Python's icalendar (Debian's python3-icalendar).
import {
  readCalendar as read,
  type LineEvent,
  type ReadEvent,
} from "../../../src/test/calendarReader"
import { calendarFile, calendarFileName, calendarUid, type CalendarEvent } from "../calendarFile"

const SITE_URL = "https://becomingyourbest.netlify.app"
const SLUG = "leading-through-change"

/** The one VEVENT a file must hold: fails when the file holds none or several. */
function onlyEvent(ics: string): ReadEvent & { lines: LineEvent } {
  const { events, lines } = read(ics)
  expect(events).toHaveLength(1)
  expect(lines).toHaveLength(1)
  return { ...events[0]!, lines: lines[0]! }
}

const event = (overrides: Partial<CalendarEvent> = {}): CalendarEvent => ({
  uid: calendarUid(SLUG, SITE_URL),
  title: "Leading Through Change",
  description: "A morning workshop for new managers.\n\nBring a notebook.",
  start: new Date("2031-03-20T13:00:00Z"),
  end: new Date("2031-03-20T16:30:00Z"),
  location: "The Guildhall, 1 High Street, Bath BA1 5AW",
  url: `${SITE_URL}/events/${SLUG}/`,
  status: "scheduled",
  stamp: new Date("2031-02-01T08:15:42.618Z"),
  ...overrides,
})

/** The date and time a clock in this zone shows at this instant: "2031-03-29 20:00". */
const wallClock = (date: Date, timeZone: string) =>
  date.toLocaleString("sv-SE", { timeZone, dateStyle: "short", timeStyle: "short" })

const HOUR = 3_600_000

describe("the file is a calendar a reader's app imports", () => {
  test("one event, with what the site says of it", () => {
    const ics = calendarFile(event())
    const seen = read(ics)
    expect(seen.calendar).toEqual({
      VERSION: "2.0",
      PRODID: "-//Becoming Your Best//Events//EN",
      CALSCALE: "GREGORIAN",
      // A file to import, not an iTIP message.
      METHOD: null,
    })
    expect(seen.events).toEqual([
      {
        UID: "leading-through-change@becomingyourbest.netlify.app",
        SUMMARY: "Leading Through Change",
        DESCRIPTION: "A morning workshop for new managers.\n\nBring a notebook.",
        LOCATION: "The Guildhall, 1 High Street, Bath BA1 5AW",
        URL: "https://becomingyourbest.netlify.app/events/leading-through-change/",
        STATUS: "CONFIRMED",
        SEQUENCE: 0,
        // To the second: iCalendar has no fractions.
        DTSTAMP: "2031-02-01T08:15:42+00:00",
        DTSTART: "2031-03-20T13:00:00+00:00",
        DTEND: "2031-03-20T16:30:00+00:00",
      },
    ])
  })

  test("an event with no place has no LOCATION", () => {
    const seen = onlyEvent(calendarFile(event({ location: undefined })))
    expect(seen.LOCATION).toBeNull()
    expect(seen.lines.names).not.toContain("LOCATION")
  })

  test("its name is the slug's", () => {
    expect(calendarFileName(SLUG)).toBe("leading-through-change.ics")
  })

  test("an event that ends before it starts is refused", () => {
    const start = new Date("2031-03-20T13:00:00Z")
    expect(() => calendarFile(event({ start, end: start }))).toThrow(RangeError)
  })
})

describe("the reader's calendar shows the instants the site gave, wherever it is", () => {
  test("09:00 in New York is 13:00 UTC, and the event lasts as long", () => {
    const start = new Date("2031-03-20T09:00:00-04:00")
    const end = new Date("2031-03-20T12:00:00-04:00")
    expect(wallClock(start, "America/New_York")).toBe("2031-03-20 09:00")

    const seen = onlyEvent(calendarFile(event({ start, end })))
    expect(seen.DTSTART).toBe("2031-03-20T13:00:00+00:00")
    expect(Date.parse(seen.DTEND!) - Date.parse(seen.DTSTART!)).toBe(3 * HOUR)
  })

  test("across London's clock change an evening-to-morning event lasts 13 hours", () => {
    const start = new Date("2031-03-29T20:00:00+00:00")
    const end = new Date("2031-03-30T10:00:00+01:00")
    expect(wallClock(start, "Europe/London")).toBe("2031-03-29 20:00")
    expect(wallClock(end, "Europe/London")).toBe("2031-03-30 10:00")

    const seen = onlyEvent(calendarFile(event({ start, end })))
    expect(Date.parse(seen.DTSTART!)).toBe(start.getTime())
    expect(Date.parse(seen.DTEND!)).toBe(end.getTime())
    expect(Date.parse(seen.DTEND!) - Date.parse(seen.DTSTART!)).toBe(13 * HOUR)
  })
})

describe("a moved or cancelled event replaces the one a calendar imported", () => {
  const moved = event({
    status: "moved",
    start: new Date("2031-04-03T13:00:00Z"),
    end: new Date("2031-04-03T16:30:00Z"),
    description: "Moved to 3 April.\n\nA morning workshop for new managers.",
  })
  const versions = () =>
    [event(), moved, event({ status: "cancelled" })].map((version) =>
      onlyEvent(calendarFile(version)),
    )

  test("every version has the same UID and a higher SEQUENCE than the one before", () => {
    const seen = versions()
    expect(new Set(seen.map(({ UID }) => UID))).toEqual(
      new Set(["leading-through-change@becomingyourbest.netlify.app"]),
    )
    expect(seen.map(({ SEQUENCE }) => SEQUENCE)).toEqual([0, 1, 2])
  })

  test("a moved event is confirmed at its new time", () => {
    const seen = onlyEvent(calendarFile(moved))
    expect(seen.STATUS).toBe("CONFIRMED")
    expect(seen.SUMMARY).toBe("Leading Through Change")
    expect(seen.DTSTART).toBe("2031-04-03T13:00:00+00:00")
  })

  test("a cancelled event says so in its status and its title", () => {
    const seen = onlyEvent(calendarFile(event({ status: "cancelled" })))
    expect(seen.STATUS).toBe("CANCELLED")
    expect(seen.SUMMARY).toBe("Cancelled: Leading Through Change")
  })
})

describe("whatever the text holds, a reader sees that text and one event", () => {
  /** The text a reader sees of the title, description and location: both readings, which must agree. */
  function shown(text: string) {
    const seen = onlyEvent(calendarFile(event({ title: text, description: text, location: text })))
    expect(seen.lines.names).toEqual([
      "UID",
      "DTSTAMP",
      "SEQUENCE",
      "DTSTART",
      "DTEND",
      "SUMMARY",
      "DESCRIPTION",
      "LOCATION",
      "URL",
      "STATUS",
    ])
    const { SUMMARY, DESCRIPTION, LOCATION } = seen.lines.text
    expect(new Set([SUMMARY, DESCRIPTION, LOCATION]).size).toBe(1)
    return { text: SUMMARY, icalendar: [seen.SUMMARY, seen.DESCRIPTION, seen.LOCATION] }
  }

  test.each([
    ["semicolons and commas", "Teams; remote, or in person; 3,000 seats"],
    ["a backslash the parser cannot mistake", String.raw`C:\Users\coach\ and more \ `],
    ["newlines", "One\nTwo\n\nThree"],
    ["tabs", "Name\tPlace"],
    ["a colon", "Time: 9:00"],
    ["quotes", `"Quoted" and 'single'`],
    ["an event injected after a newline", "Talk\nEND:VEVENT\nBEGIN:VEVENT\nSUMMARY:Injected"],
    ["a property injected after a newline", "Talk\nSTATUS:CANCELLED\nDTSTART:20000101T000000Z"],
  ])("%s", (_, text) => {
    const seen = shown(text)
    expect(seen.text).toBe(text)
    expect(seen.icalendar).toEqual([text, text, text])
  })

  test.each([
    [
      "CRLF",
      "Talk\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nSUMMARY:Injected",
      "Talk\nEND:VEVENT\nBEGIN:VEVENT\nSUMMARY:Injected",
    ],
    ["a lone CR", "Talk\rEND:VEVENT\rBEGIN:VEVENT", "Talk\nEND:VEVENT\nBEGIN:VEVENT"],
    ["mixed line ends", "a\r\nb\rc\nd\r\r\ne", "a\nb\nc\nd\n\ne"],
  ])("%s is a newline", (_, text, expected) => {
    const seen = shown(text)
    expect(seen.text).toBe(expected)
    expect(seen.icalendar).toEqual([expected, expected, expected])
  })

  test("control characters are dropped, tab and newline kept", () => {
    const controls = Array.from({ length: 32 }, (_, code) => String.fromCharCode(code)).join("")
    const seen = shown(`a${controls}b\u007Fc`)
    // CR, after LF among the controls, is a line end of its own.
    const kept = "a\t\n\nbc"
    expect(seen.text).toBe(kept)
    expect(seen.icalendar).toEqual([kept, kept, kept])
  })

  // RFC 5545 decoding; icalendar 4.0.3's ordered replaces misread these (see READER).
  test.each([
    ["a backslash before n", String.raw`C:\new\Notes`],
    ["a backslash before an escaped character", String.raw`a\;b\,c`],
    ["backslashes in a row", String.raw`\\server\share\\`],
    ["a backslash before a newline", "line\\\nnext"],
    ["a text that looks escaped", String.raw`Not a newline: \n, not a comma: \,`],
  ])("%s", (_, text) => {
    expect(shown(text).text).toBe(text)
  })

  test("a cancelled event's hostile title keeps its prefix and its text", () => {
    const title = "Q&A; live,\r\nEND:VCALENDAR"
    const seen = onlyEvent(calendarFile(event({ title, status: "cancelled" })))
    expect(seen.SUMMARY).toBe("Cancelled: Q&A; live,\nEND:VCALENDAR")
    expect(seen.STATUS).toBe("CANCELLED")
  })
})

describe("the bytes are RFC 5545's", () => {
  /** The file's physical lines as bytes, after checking every one ends with CRLF. */
  function physicalLines(ics: string): Buffer[] {
    const bytes = Buffer.from(ics, "utf8")
    const lines: Buffer[] = []
    let start = 0
    for (let at = bytes.indexOf("\r\n"); at !== -1; at = bytes.indexOf("\r\n", start)) {
      lines.push(bytes.subarray(start, at))
      start = at + 2
    }
    expect(start).toBe(bytes.length)
    return lines
  }

  // Prefixes of 0 to 3 octets shift every multi-octet character across each position of a fold.
  const wide = "é ü ñ — € 😀 👩🏽‍💻 🇬🇧 e\u0301 中文 "
  const texts = [0, 1, 2, 3].map((shift) => "x".repeat(shift) + wide.repeat(12))

  test.each(texts.map((text, shift): [number, string] => [shift, text]))(
    "with a %i-octet shift, lines fold at 75 octets on character boundaries and read back whole",
    (_, text) => {
      const ics = calendarFile(
        event({ title: text, description: `${text}\n\n${text}`, location: text }),
      )
      const strict = new TextDecoder("utf-8", { fatal: true })
      for (const line of physicalLines(ics)) {
        expect(line.length).toBeLessThanOrEqual(75)
        expect(line.includes("\r") || line.includes("\n")).toBe(false)
        // A fold inside a character would leave a line that is not UTF-8 on its own.
        expect(() => strict.decode(line)).not.toThrow()
      }
      const seen = onlyEvent(ics)
      expect(seen.SUMMARY).toBe(text)
      expect(seen.DESCRIPTION).toBe(`${text}\n\n${text}`)
      expect(seen.LOCATION).toBe(text)
    },
  )

  test("a line of exactly 75 octets is not folded, and one of 76 is", () => {
    /** The SUMMARY's physical lines: its first and the continuations after it. */
    const summaryOf = (octets: number) => {
      const lines = physicalLines(
        calendarFile(event({ title: "a".repeat(octets - "SUMMARY:".length) })),
      )
      const first = lines.findIndex((line) => line.toString().startsWith("SUMMARY:"))
      const after = lines.slice(first + 1)
      const continued = after.findIndex((line) => !line.toString().startsWith(" "))
      return [lines[first], ...after.slice(0, continued)].map(String)
    }
    expect(summaryOf(75)).toEqual([`SUMMARY:${"a".repeat(67)}`])
    expect(summaryOf(76)).toEqual([`SUMMARY:${"a".repeat(67)}`, " a"])
  })
})

describe("the UID is the slug at the site's host", () => {
  test.each([
    "https://becomingyourbest.netlify.app",
    "https://becomingyourbest.netlify.app/",
    "https://becomingyourbest.netlify.app/coaching/events/",
    "https://becomingyourbest.netlify.app:8443/",
    "HTTPS://BecomingYourBest.Netlify.App",
  ])("%s", (siteUrl) => {
    expect(calendarUid(SLUG, siteUrl)).toBe("leading-through-change@becomingyourbest.netlify.app")
  })
})
