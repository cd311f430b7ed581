/** @jest-environment node */
import {
  dayInZone,
  inCalendarOrder,
  instantOf,
  isLocalDateTime,
  isTimeZone,
  isUpcoming,
  offsetAt,
  readableMoment,
  readableWhen,
  readLocalDateTime,
  withOffset,
  zoneInWords,
} from "../eventTime"

const utc = (instant: Date | null) => instant?.toISOString() ?? null
const hoursBetween = (start: Date | null, end: Date | null) =>
  (end!.getTime() - start!.getTime()) / 3_600_000

describe("reading a date-time as content.json writes it", () => {
  test.each([
    ["2031-03-20T09:00", { year: 2031, month: 3, day: 20, hour: 9, minute: 0 }],
    ["2031-12-31T23:59", { year: 2031, month: 12, day: 31, hour: 23, minute: 59 }],
    ["2031-01-01T00:00", { year: 2031, month: 1, day: 1, hour: 0, minute: 0 }],
    ["2032-02-29T10:00", { year: 2032, month: 2, day: 29, hour: 10, minute: 0 }],
  ])("%s is read", (text, time) => {
    const read = readLocalDateTime(text)
    expect(read).toEqual(time)
    expect(isLocalDateTime(read)).toBe(true)
  })

  test.each([
    "",
    "2031-03-20",
    "2031-03-20 09:00",
    "2031-03-20T09:00:00",
    "2031-03-20T09:00Z",
    "2031-03-20T09:00+01:00",
    "20/03/2031 9:00",
    "2031-3-20T9:00",
    "2031-03-20t09:00",
    " 2031-03-20T09:00",
    "2031-03-20T09:00\n",
    "２０３１-03-20T09:00",
    "2031-13-01T09:00",
    "2031-00-10T09:00",
    "javascript:alert(1)",
  ])("%j is not written YYYY-MM-DDTHH:mm", (text) => {
    const read = readLocalDateTime(text)
    expect(read).toEqual({ is: "not-iso" })
    expect(isLocalDateTime(read)).toBe(false)
  })

  test("a day the month does not have is named with the month's length", () => {
    expect(readLocalDateTime("2031-02-30T09:00")).toEqual({
      is: "no-such-day",
      daysInMonth: 28,
      monthName: "February 2031",
    })
    expect(readLocalDateTime("2031-04-31T09:00")).toEqual({
      is: "no-such-day",
      daysInMonth: 30,
      monthName: "April 2031",
    })
    expect(readLocalDateTime("2031-03-00T09:00")).toEqual({
      is: "no-such-day",
      daysInMonth: 31,
      monthName: "March 2031",
    })
  })

  test("29 February is a day in a leap year only", () => {
    expect(readLocalDateTime("2031-02-29T10:00")).toEqual({
      is: "no-such-day",
      daysInMonth: 28,
      monthName: "February 2031",
    })
    expect(isLocalDateTime(readLocalDateTime("2032-02-29T10:00"))).toBe(true)
  })

  test.each(["2031-03-20T24:00", "2031-03-20T09:60", "2031-03-20T99:99"])(
    "%s is no time of day",
    (text) => {
      expect(readLocalDateTime(text)).toEqual({ is: "no-such-time" })
    },
  )

  test("the year 0000 is read as ISO 8601 and readIsoDate read it (1 BC), never as 1900", () => {
    expect(readLocalDateTime("0000-01-01T00:00")).toEqual({
      year: 0,
      month: 1,
      day: 1,
      hour: 0,
      minute: 0,
    })
    expect(utc(instantOf("0000-01-01T00:00", "UTC"))).toBe("0000-01-01T00:00:00.000Z")
    expect(utc(instantOf("0099-06-01T12:00", "UTC"))).toBe("0099-06-01T12:00:00.000Z")
    expect(readableMoment("0000-01-01T00:00", "UTC")).toBe("Saturday 1 January 0, 0:00 (UTC)")
  })
})

describe("time zone names", () => {
  test.each([
    "Europe/London",
    "America/New_York",
    "Asia/Kolkata",
    "Asia/Calcutta",
    "Asia/Kathmandu",
    "America/Argentina/Buenos_Aires",
    "America/Port-au-Prince",
    "UTC",
    "Etc/UTC",
    "Etc/GMT+5",
  ])("%s is a time zone", (name) => {
    expect(isTimeZone(name)).toBe(true)
  })

  test.each([
    "Mars/Olympus",
    "europe/london ",
    "Europe/London ",
    " Europe/London",
    "",
    "Europe/London\u0000",
    "../../etc",
    "Europe London",
    "<b>UTC</b>",
  ])("%j is not", (name) => {
    expect(isTimeZone(name)).toBe(false)
  })

  // Intl reads these as London, New York and UTC; a name is taken as written, as IANA spells it.
  test.each([
    "europe/london",
    "Europe/london",
    "EUROPE/LONDON",
    "Europe/LONDON",
    "utc",
    "us/eastern",
  ])("%j, a name in the wrong case, is refused", (name) => {
    expect(isTimeZone(name)).toBe(false)
  })

  test("every name Intl lists is taken", () => {
    const refused = Intl.supportedValuesOf("timeZone").filter((name) => !isTimeZone(name))
    expect(refused).toEqual([])
  })
})

describe("the instant a wall-clock time names", () => {
  test("London is on UTC in winter and an hour ahead in summer", () => {
    expect(utc(instantOf("2031-01-15T09:00", "Europe/London"))).toBe("2031-01-15T09:00:00.000Z")
    expect(utc(instantOf("2031-07-15T09:00", "Europe/London"))).toBe("2031-07-15T08:00:00.000Z")
  })

  test("New York, Kolkata and Kathmandu", () => {
    expect(utc(instantOf("2031-01-15T09:00", "America/New_York"))).toBe("2031-01-15T14:00:00.000Z")
    expect(utc(instantOf("2031-07-15T09:00", "America/New_York"))).toBe("2031-07-15T13:00:00.000Z")
    expect(utc(instantOf("2031-03-20T09:00", "Asia/Kolkata"))).toBe("2031-03-20T03:30:00.000Z")
    expect(utc(instantOf("2031-03-20T09:00", "Asia/Kathmandu"))).toBe("2031-03-20T03:15:00.000Z")
  })

  // In 2031 the clocks go forward on 30 March in London (01:00 → 02:00) and 9 March in New York
  // (02:00 → 03:00), and back on 26 October (02:00 → 01:00) and 2 November.
  test("a time skipped when the clocks go forward does not exist", () => {
    expect(instantOf("2031-03-30T01:30", "Europe/London")).toBeNull()
    expect(instantOf("2031-03-30T01:00", "Europe/London")).toBeNull()
    expect(utc(instantOf("2031-03-30T00:59", "Europe/London"))).toBe("2031-03-30T00:59:00.000Z")
    expect(utc(instantOf("2031-03-30T02:00", "Europe/London"))).toBe("2031-03-30T01:00:00.000Z")
    expect(instantOf("2031-03-09T02:30", "America/New_York")).toBeNull()
    expect(utc(instantOf("2031-03-09T03:00", "America/New_York"))).toBe("2031-03-09T07:00:00.000Z")
  })

  test("a time that happens twice when the clocks go back is the earlier of the two", () => {
    expect(utc(instantOf("2031-10-26T01:30", "Europe/London"))).toBe("2031-10-26T00:30:00.000Z")
    expect(utc(instantOf("2031-10-26T02:00", "Europe/London"))).toBe("2031-10-26T02:00:00.000Z")
    expect(utc(instantOf("2031-11-02T01:30", "America/New_York"))).toBe("2031-11-02T05:30:00.000Z")
  })

  test("a whole day skipped: Samoa crossed the date line at the end of 2011", () => {
    expect(instantOf("2011-12-30T12:00", "Pacific/Apia")).toBeNull()
    expect(utc(instantOf("2011-12-29T23:30", "Pacific/Apia"))).toBe("2011-12-30T09:30:00.000Z")
    expect(utc(instantOf("2011-12-31T00:00", "Pacific/Apia"))).toBe("2011-12-30T10:00:00.000Z")
  })

  test("the night the clocks go forward, an event lasts an hour less than its clock says", () => {
    const start = instantOf("2031-03-29T20:00", "Europe/London")
    const end = instantOf("2031-03-30T10:00", "Europe/London")
    expect(hoursBetween(start, end)).toBe(13)
  })

  test("an unreadable time is an error, not a guess", () => {
    expect(() => instantOf("2031-03-20 09:00", "Europe/London")).toThrow(
      '"2031-03-20 09:00" is no date-time written YYYY-MM-DDTHH:mm.',
    )
    expect(() => instantOf("2031-02-30T09:00", "Europe/London")).toThrow(/YYYY-MM-DDTHH:mm/)
  })
})

describe("offsets", () => {
  test.each([
    ["2031-01-15T12:00:00Z", "Europe/London", "+00:00"],
    ["2031-07-15T12:00:00Z", "Europe/London", "+01:00"],
    ["2031-07-15T12:00:00Z", "America/New_York", "-04:00"],
    ["2031-01-15T12:00:00Z", "America/New_York", "-05:00"],
    ["2031-01-15T12:00:00Z", "Asia/Kolkata", "+05:30"],
    ["2031-01-15T12:00:00Z", "Asia/Kathmandu", "+05:45"],
    ["2031-01-15T12:00:00Z", "UTC", "+00:00"],
    ["2031-01-15T12:00:00Z", "Etc/GMT+5", "-05:00"],
    // The last minute before London's clocks go forward, and the first after.
    ["2031-03-30T00:59:00Z", "Europe/London", "+00:00"],
    ["2031-03-30T01:00:00Z", "Europe/London", "+01:00"],
  ])("at %s %s is %s", (instant, zone, offset) => {
    expect(offsetAt(new Date(Date.parse(instant)), zone)).toBe(offset)
  })

  test("before standard time, a city's own mean time keeps its seconds", () => {
    expect(offsetAt(new Date(Date.UTC(1840, 0, 1)), "Europe/London")).toBe("-00:01:15")
  })

  test.each([
    ["2031-03-20T09:00", "Europe/London", "2031-03-20T09:00:00+00:00"],
    ["2031-07-15T18:30", "Europe/London", "2031-07-15T18:30:00+01:00"],
    ["2031-07-15T09:00", "America/New_York", "2031-07-15T09:00:00-04:00"],
    ["2031-03-20T09:00", "Asia/Kolkata", "2031-03-20T09:00:00+05:30"],
    ["2031-03-20T09:00", "Asia/Kathmandu", "2031-03-20T09:00:00+05:45"],
    ["2031-10-26T01:30", "Europe/London", "2031-10-26T01:30:00+01:00"],
  ])("%s in %s is written %s", (local, zone, written) => {
    expect(withOffset(local, zone)).toBe(written)
  })

  test("a time that does not exist has no offset", () => {
    expect(withOffset("2031-03-30T01:30", "Europe/London")).toBeNull()
  })
})

describe("in words", () => {
  test.each([
    ["Europe/London", "London time"],
    ["America/New_York", "New York time"],
    ["Asia/Kolkata", "Kolkata time"],
    ["America/Argentina/Buenos_Aires", "Buenos Aires time"],
    ["UTC", "UTC"],
    ["Etc/UTC", "UTC"],
    // POSIX's sign: Etc/GMT+5 is five hours behind UTC, so it is never "GMT+5 time".
    ["Etc/GMT+5", "UTC-05:00"],
  ])("%s is %s", (zone, words) => {
    expect(zoneInWords(zone)).toBe(words)
  })

  test("an event on one day: the day once, the times joined by an en dash", () => {
    expect(readableWhen("2026-05-14T09:00", "2026-05-14T12:00", "Europe/London")).toBe(
      "Thursday 14 May 2026, 9:00–12:00 (London time)",
    )
    expect(readableWhen("2026-05-14T09:05", "2026-05-14T17:30", "Europe/London")).toBe(
      "Thursday 14 May 2026, 9:05–17:30 (London time)",
    )
  })

  test("an event across days: both days, with spaces around the dash", () => {
    expect(readableWhen("2026-05-01T18:00", "2026-05-02T13:00", "Europe/London")).toBe(
      "Friday 1 May 2026, 18:00 – Saturday 2 May 2026, 13:00 (London time)",
    )
  })

  test("an event in another zone is given in its own zone's clock, named", () => {
    expect(readableWhen("2031-03-20T00:00", "2031-03-20T01:30", "America/New_York")).toBe(
      "Thursday 20 March 2031, 0:00–1:30 (New York time)",
    )
    expect(readableWhen("2031-03-20T09:00", "2031-03-20T10:00", "Asia/Kathmandu")).toBe(
      "Thursday 20 March 2031, 9:00–10:00 (Kathmandu time)",
    )
  })

  test("one moment, as the date an event moved from", () => {
    expect(readableMoment("2026-05-14T09:00", "Europe/London")).toBe(
      "Thursday 14 May 2026, 9:00 (London time)",
    )
    expect(readableMoment("2032-02-29T23:45", "Etc/UTC")).toBe(
      "Sunday 29 February 2032, 23:45 (UTC)",
    )
  })
})

describe("which day an event ends on, and whether it is still upcoming", () => {
  test("the day is the site's: late evening in New York is already tomorrow in London", () => {
    expect(dayInZone("2031-03-20T23:30", "America/New_York", "Europe/London")).toBe("2031-03-21")
    expect(dayInZone("2031-03-20T23:30", "America/New_York", "America/New_York")).toBe("2031-03-20")
    expect(dayInZone("2031-03-21T02:00", "Asia/Kolkata", "Europe/London")).toBe("2031-03-20")
  })

  const buildDay = "2031-03-20"
  const london = "Europe/London"

  test("ending later on the build day is upcoming; ending yesterday is past", () => {
    expect(isUpcoming({ end: "2031-03-20T17:00", timeZone: london }, buildDay, london)).toBe(true)
    expect(isUpcoming({ end: "2031-03-19T17:00", timeZone: london }, buildDay, london)).toBe(false)
    expect(isUpcoming({ end: "2031-04-02T17:00", timeZone: london }, buildDay, london)).toBe(true)
  })

  test("the edges of the site's day", () => {
    expect(isUpcoming({ end: "2031-03-20T00:30", timeZone: london }, buildDay, london)).toBe(true)
    expect(isUpcoming({ end: "2031-03-20T23:59", timeZone: london }, buildDay, london)).toBe(true)
    expect(isUpcoming({ end: "2031-03-19T23:59", timeZone: london }, buildDay, london)).toBe(false)
    // New York is four hours behind London that week: 20:30 there is 00:30 here, 19:59 is 23:59.
    const newYork = "America/New_York"
    expect(isUpcoming({ end: "2031-03-19T20:30", timeZone: newYork }, buildDay, london)).toBe(true)
    expect(isUpcoming({ end: "2031-03-19T19:59", timeZone: newYork }, buildDay, london)).toBe(false)
  })

  test("ending 23:30 in New York is ending the next day in London: a day longer", () => {
    const event = { end: "2031-03-20T23:30", timeZone: "America/New_York" }
    expect(isUpcoming(event, "2031-03-20", london)).toBe(true)
    expect(isUpcoming(event, "2031-03-21", london)).toBe(true)
    expect(isUpcoming(event, "2031-03-22", london)).toBe(false)
    // With the site in New York, it is past the next day.
    expect(isUpcoming(event, "2031-03-21", "America/New_York")).toBe(false)
  })

  test("an event ending 00:30 in Kolkata ends the day before in London", () => {
    const event = { end: "2031-03-21T00:30", timeZone: "Asia/Kolkata" }
    expect(dayInZone(event.end, event.timeZone, london)).toBe("2031-03-20")
    expect(isUpcoming(event, "2031-03-20", london)).toBe(true)
    expect(isUpcoming(event, "2031-03-21", london)).toBe(false)
  })

  test("an end in the hour the clocks skip is read as they would show it, never a failure", () => {
    expect(dayInZone("2031-03-30T01:30", london, london)).toBe("2031-03-30")
    expect(isUpcoming({ end: "2031-03-30T01:30", timeZone: london }, "2031-03-30", london)).toBe(
      true,
    )
  })
})

describe("events in calendar order", () => {
  const event = (name: string, start: string, end: string, timeZone = "Europe/London") => ({
    name,
    start,
    end,
    timeZone,
  })
  const names = (events: { name: string }[]) => events.map(({ name }) => name)

  test("upcoming soonest first, then past most recent first, each keeping its own fields", () => {
    const events = [
      event("old talk", "2030-06-01T10:00", "2030-06-01T11:00"),
      event("next month", "2031-04-20T09:00", "2031-04-20T12:00"),
      event("today", "2031-03-20T09:00", "2031-03-20T17:00"),
      event("last week", "2031-03-13T09:00", "2031-03-13T12:00"),
      event("next week, New York", "2031-03-27T09:00", "2031-03-27T12:00", "America/New_York"),
      event("yesterday", "2031-03-19T09:00", "2031-03-19T12:00"),
      event("started last week, ends tomorrow", "2031-03-14T09:00", "2031-03-21T12:00"),
    ]
    const { upcoming, past } = inCalendarOrder(events, "2031-03-20", "Europe/London")
    expect(names(upcoming)).toEqual([
      "started last week, ends tomorrow",
      "today",
      "next week, New York",
      "next month",
    ])
    expect(names(past)).toEqual(["yesterday", "last week", "old talk"])
    expect(upcoming[2]).toBe(events[4])
  })

  test("starts are compared as instants, not as the clock reads them", () => {
    // 9:00 in New York is 13:00 in London: after 12:00 in London, before 15:00 in London.
    const { upcoming } = inCalendarOrder(
      [
        event("London 15:00", "2031-07-15T15:00", "2031-07-15T16:00"),
        event("New York 9:00", "2031-07-15T09:00", "2031-07-15T10:00", "America/New_York"),
        event("London 12:00", "2031-07-15T12:00", "2031-07-15T13:00"),
      ],
      "2031-07-01",
      "Europe/London",
    )
    expect(names(upcoming)).toEqual(["London 12:00", "New York 9:00", "London 15:00"])
  })

  test("equal starts keep the order they came in, upcoming and past", () => {
    const { upcoming, past } = inCalendarOrder(
      [
        event("a", "2031-04-01T09:00", "2031-04-01T10:00"),
        event("b", "2031-02-01T09:00", "2031-02-01T10:00"),
        // The same instant as "a", written in New York's clock.
        event("c", "2031-04-01T04:00", "2031-04-01T05:00", "America/New_York"),
        event("d", "2031-02-01T09:00", "2031-02-01T11:00"),
        event("e", "2031-04-01T09:00", "2031-04-01T12:00"),
      ],
      "2031-03-20",
      "Europe/London",
    )
    expect(names(upcoming)).toEqual(["a", "c", "e"])
    expect(names(past)).toEqual(["b", "d"])
  })

  test("no events, no lists to fill", () => {
    expect(inCalendarOrder([], "2031-03-20", "UTC")).toEqual({ upcoming: [], past: [] })
  })
})
