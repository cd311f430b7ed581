// A calendar file read as a calendar app reads it: by Python's icalendar (Debian's python3-icalendar),
// for the unit tests of the file and the tests of the built site alike.
import { execFileSync } from "child_process"

/** What a reader's calendar sees of one VEVENT: its TEXT as decoded, its instants in UTC (null if floating). */
export type ReadEvent = {
  UID: string | null
  SUMMARY: string | null
  DESCRIPTION: string | null
  LOCATION: string | null
  URL: string | null
  STATUS: string | null
  SEQUENCE: number | null
  DTSTAMP: string | null
  DTSTART: string | null
  DTEND: string | null
}

/** A VEVENT read line by line as RFC 5545 says: its property names in order and its TEXT decoded. */
export type LineEvent = { names: string[]; text: Record<string, string> }

type Reading = {
  calendar: Record<"VERSION" | "PRODID" | "CALSCALE" | "METHOD", string | null>
  events: ReadEvent[]
  lines: LineEvent[]
}

// icalendar 4.0.3 decodes TEXT by ordered replaces (\N, then \n, then \, \; and \\ last), so it reads an
// escaped backslash before n, N, a comma, a semicolon or a backslash wrongly, and it takes a bare ; or , as
// text. `lines` reads the content lines icalendar unfolds as RFC 5545 3.3.11 says: it refuses a TEXT value
// with a bare ; , \ or control character, and decodes each escape once.
const READER = String.raw`
import json, re, sys
from datetime import timezone
import icalendar
from icalendar.parser import Contentlines

raw = sys.stdin.buffer.read()
calendar = icalendar.Calendar.from_ical(raw)

def text(component, name):
    value = component.get(name)
    return None if value is None else str(value)

def instant(event, name):
    if name not in event:
        return None
    value = event.decoded(name)
    return value.astimezone(timezone.utc).isoformat() if value.tzinfo else None

events = [
    dict(
        **{name: text(event, name) for name in ("UID", "SUMMARY", "DESCRIPTION", "LOCATION", "URL", "STATUS")},
        SEQUENCE=int(event["SEQUENCE"]) if "SEQUENCE" in event else None,
        **{name: instant(event, name) for name in ("DTSTAMP", "DTSTART", "DTEND")},
    )
    for event in calendar.walk("VEVENT")
]

def unescape(name, value):
    if not re.fullmatch(r"(?:[^\\;,\x00-\x08\x0A-\x1F\x7F]|\\[\\;,nN])*", value):
        raise ValueError(f"{name} is not RFC 5545 TEXT: {value!r}")
    return re.sub(r"\\([\\;,nN])", lambda m: "\n" if m.group(1) in "nN" else m.group(1), value)

lines, current = [], None
for line in Contentlines.from_ical(raw):
    name, _, value = line.partition(":")
    if line == "BEGIN:VEVENT":
        current = {"names": [], "text": {}}
        lines.append(current)
    elif line == "END:VEVENT":
        current = None
    elif current is not None:
        current["names"].append(name)
        if name in ("UID", "SUMMARY", "DESCRIPTION", "LOCATION", "STATUS"):
            current["text"][name] = unescape(name, value)

json.dump(
    {
        "calendar": {name: text(calendar, name) for name in ("VERSION", "PRODID", "CALSCALE", "METHOD")},
        "events": events,
        "lines": lines,
    },
    sys.stdout,
)
`

/** The file as a calendar app reads it. */
export function readCalendar(ics: string): Reading {
  const json = execFileSync("/usr/bin/python3", ["-c", READER], { input: ics, encoding: "utf8" })
  return JSON.parse(json) as Reading
}
