/** @jest-environment node */
import {
  buildDayFrom,
  dayIn,
  isPublished,
  publishedOf,
  timeZoneFrom,
  unpublishedAs,
} from "../publishing"

test("a resource is on the site unless it is a draft or dated after the build's day", () => {
  const today = "2026-11-26"
  expect(isPublished({}, today)).toBe(true)
  expect(isPublished({ date: "2026-11-26" }, today)).toBe(true)
  expect(isPublished({ date: "2026-11-27" }, today)).toBe(false)
  expect(isPublished({ draft: true }, today)).toBe(false)
  expect(isPublished({ draft: false, date: "2020-01-01" }, today)).toBe(true)
  expect(unpublishedAs({ draft: true, date: "2031-01-05" }, today)).toBe("draft")
  expect(unpublishedAs({ date: "2031-01-05" }, today)).toBe("scheduled")
  expect(unpublishedAs({ date: "2026-01-05" }, today)).toBeUndefined()
  expect(publishedOf([{ date: "2031-01-05" }, { title: "kept" }, { draft: true }], today)).toEqual([
    { title: "kept" },
  ])
  expect(publishedOf(null, today)).toBeNull()
})

test("the build's day is the calendar day in the site's time zone, UTC unless SITE_TIME_ZONE says", () => {
  // 23:30 in London on 4 January is already the 5th in Tokyo and still the 4th in New York.
  const now = new Date("2031-01-04T23:30:00Z")
  expect(buildDayFrom({}, now)).toBe("2031-01-04")
  expect(buildDayFrom({ SITE_TIME_ZONE: "Asia/Tokyo" }, now)).toBe("2031-01-05")
  expect(buildDayFrom({ SITE_TIME_ZONE: "America/New_York" }, now)).toBe("2031-01-04")
  expect(dayIn("Pacific/Kiritimati", now)).toBe("2031-01-05")
  // SITE_TODAY stands in for the day, for previews and tests.
  expect(buildDayFrom({ SITE_TODAY: "2031-01-05" }, now)).toBe("2031-01-05")
  expect(buildDayFrom({ SITE_TODAY: "" }, now)).toBe("2031-01-04")
})

test.each([
  "2031-1-5",
  "05/01/2031",
  "2031-02-30",
  "2031-01-05T00:00",
  " 2031-01-05",
  "tomorrow",
  "2031-01-05; rm -rf /",
])("SITE_TODAY=%j is refused, naming the setting and the form it takes", (value) => {
  expect(() => buildDayFrom({ SITE_TODAY: value })).toThrow(
    `SITE_TODAY must be a day written YYYY-MM-DD, like 2031-01-05; it is ${JSON.stringify(value)}.`,
  )
})

test.each([
  "Mars/Olympus_Mons",
  "Europe/London ",
  "GMT+25",
  "../../etc/passwd",
  "<b>UTC</b>",
  "Europe London",
])("SITE_TIME_ZONE=%j is refused, naming the setting", (value) => {
  expect(() => timeZoneFrom({ SITE_TIME_ZONE: value })).toThrow(
    /^SITE_TIME_ZONE must be a time zone's IANA name/,
  )
  expect(() => buildDayFrom({ SITE_TIME_ZONE: value, SITE_TODAY: "2031-01-05" })).toThrow(
    /SITE_TIME_ZONE/,
  )
})

test("a time zone's IANA name is taken, and UTC when none is given", () => {
  expect(timeZoneFrom({})).toBe("UTC")
  expect(timeZoneFrom({ SITE_TIME_ZONE: "Europe/London" })).toBe("Europe/London")
  expect(timeZoneFrom({ SITE_TIME_ZONE: "America/Argentina/Buenos_Aires" })).toBe(
    "America/Argentina/Buenos_Aires",
  )
})
