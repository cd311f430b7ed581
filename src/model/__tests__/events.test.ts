/** @jest-environment node */
import { calendarOf, eventFacts, type RawEvent } from "../events"

const LONDON = "Europe/London"
const workshop: RawEvent = {
  title: "Leading Through Change",
  start: "2031-03-20T09:00",
  end: "2031-03-20T12:00",
  content: "<p>A half-day workshop.</p>",
}
const facts = (event: RawEvent, siteZone = LONDON, buildDay = "2031-01-15") =>
  eventFacts({ ...workshop, ...event }, siteZone, buildDay)

describe("eventFacts", () => {
  test("an event without a time zone of its own is read in the site's", () => {
    expect(facts({}, "Asia/Kolkata")).toMatchObject({
      zone: "Asia/Kolkata",
      startDate: "2031-03-20T09:00:00+05:30",
      when: "Thursday 20 March 2031, 9:00–12:00 (Kolkata time)",
    })
  })

  test("a blank time zone, which the validator lets through as empty, is the site's too", () => {
    expect(facts({ timeZone: "" }).zone).toBe(LONDON)
    expect(facts({ timeZone: " " }).zone).toBe(LONDON)
  })

  test("an event's own time zone wins over the site's", () => {
    expect(facts({ timeZone: "America/New_York" })).toMatchObject({
      zone: "America/New_York",
      when: "Thursday 20 March 2031, 9:00–12:00 (New York time)",
    })
  })

  test("start and end carry the offset the zone has on that day", () => {
    // New York is on summer time from 9 March 2031, London only from 30 March.
    expect(facts({ timeZone: "America/New_York" })).toMatchObject({
      startDate: "2031-03-20T09:00:00-04:00",
      endDate: "2031-03-20T12:00:00-04:00",
    })
    expect(facts({})).toMatchObject({
      startDate: "2031-03-20T09:00:00+00:00",
      endDate: "2031-03-20T12:00:00+00:00",
    })
    expect(facts({ start: "2031-06-20T09:00", end: "2031-06-21T13:00" })).toMatchObject({
      startDate: "2031-06-20T09:00:00+01:00",
      endDate: "2031-06-21T13:00:00+01:00",
      when: "Friday 20 June 2031, 9:00 – Saturday 21 June 2031, 13:00 (London time)",
    })
  })

  test("a moved event says when it was first to be; any other ignores a previous start", () => {
    expect(facts({ status: "moved", previousStart: "2031-03-13T09:00" })).toMatchObject({
      status: "moved",
      previousStartDate: "2031-03-13T09:00:00+00:00",
      previousWhen: "Thursday 13 March 2031, 9:00 (London time)",
    })
    expect(facts({ previousStart: "2031-03-13T09:00" })).toMatchObject({
      status: "scheduled",
      previousStartDate: null,
      previousWhen: null,
    })
  })

  test("is upcoming up to and including the day it ends, in the site's time zone", () => {
    expect(facts({}, LONDON, "2031-03-20").upcoming).toBe(true)
    expect(facts({}, LONDON, "2031-03-21").upcoming).toBe(false)
    // 22:00 in New York is already the 21st in London (02:00): a London site still lists it that day,
    // a New York site no longer does.
    const late = {
      timeZone: "America/New_York",
      start: "2031-03-20T20:00",
      end: "2031-03-20T22:00",
    }
    expect(facts(late, LONDON, "2031-03-21").upcoming).toBe(true)
    expect(facts(late, "America/New_York", "2031-03-21").upcoming).toBe(false)
  })

  test("is scheduled unless it says cancelled or moved; an unknown status counts as scheduled", () => {
    expect(facts({}).status).toBe("scheduled")
    expect(facts({ status: "cancelled" }).status).toBe("cancelled")
    expect(facts({ status: "moved", previousStart: "2031-03-13T09:00" }).status).toBe("moved")
    expect(facts({ status: "postponed" }).status).toBe("scheduled")
    expect(facts({ status: ["cancelled"] }).status).toBe("scheduled")
  })

  test("its page is under /events/, at its own slug or the one its title gives", () => {
    expect(facts({}).path).toBe("/events/leading-through-change/")
    expect(facts({ title: "Café & Conversation: Spring" }).path).toBe(
      "/events/cafe-and-conversation-spring/",
    )
    expect(facts({ slug: "leading-through-change-june" }).path).toBe(
      "/events/leading-through-change-june/",
    )
  })

  test("is online when it has a joining address", () => {
    expect(facts({ online: "https://meet.example.com/x" }).isOnline).toBe(true)
    expect(facts({}).isOnline).toBe(false)
    expect(facts({ online: "" }).isOnline).toBe(false)
  })

  test("is described by its text's first sentence, or by its title when the text has none", () => {
    expect(
      facts({ content: "<p>Three hours on <em>change</em>. Bring a notebook.</p>" }).description,
    ).toBe("Three hours on change.")
    expect(facts({ content: "<p> </p>" }).description).toBe("Leading Through Change")
  })

  test("its plain text keeps one line per paragraph or item, without markup or script", () => {
    const content =
      "<p>Three hours on <strong>change</strong>.</p><ul><li>Why people resist</li><li>What helps</li></ul><script>alert(1)</script>"
    expect(facts({ content }).plainContent).toBe(
      "Three hours on change.\nWhy people resist\nWhat helps",
    )
  })
})

describe("calendarOf", () => {
  const event = (title: string, start: string, end: string, more: RawEvent = {}) => ({
    title,
    start,
    end,
    ...more,
  })
  const titles = (events: { title?: unknown }[]) => events.map(({ title }) => title)

  test("leaves drafts out, and keeps an unticked draft", () => {
    const { upcoming, past } = calendarOf(
      [
        event("Draft", "2031-03-20T09:00", "2031-03-20T12:00", { draft: true }),
        event("Published", "2031-03-21T09:00", "2031-03-21T12:00", { draft: false }),
        event("Old draft", "2030-03-20T09:00", "2030-03-20T12:00", { draft: true }),
      ],
      LONDON,
      "2031-01-15",
    )
    expect(titles(upcoming)).toEqual(["Published"])
    expect(past).toEqual([])
  })

  test("puts upcoming events soonest first and past ones most recent first", () => {
    const { upcoming, past } = calendarOf(
      [
        event("Past, older", "2030-05-01T09:00", "2030-05-01T12:00"),
        event("Upcoming, later", "2031-06-01T09:00", "2031-06-01T12:00"),
        event("Past, recent", "2030-11-01T09:00", "2030-11-01T12:00"),
        event("Upcoming, sooner", "2031-02-01T09:00", "2031-02-01T12:00"),
        event("Ends today", "2031-01-14T18:00", "2031-01-15T01:00"),
      ],
      LONDON,
      "2031-01-15",
    )
    expect(titles(upcoming)).toEqual(["Ends today", "Upcoming, sooner", "Upcoming, later"])
    expect(titles(past)).toEqual(["Past, recent", "Past, older"])
  })

  test("orders events in different time zones by the instant they start, not by the clock", () => {
    // 9:00 in New York is 13:00 in London: the London event at 12:00 starts first.
    const { upcoming } = calendarOf(
      [
        event("New York, 9:00", "2031-03-20T09:00", "2031-03-20T11:00", {
          timeZone: "America/New_York",
        }),
        event("London, 12:00", "2031-03-20T12:00", "2031-03-20T14:00", { timeZone: LONDON }),
      ],
      "UTC",
      "2031-01-15",
    )
    expect(titles(upcoming)).toEqual(["London, 12:00", "New York, 9:00"])
  })

  test("gives nothing for no events", () => {
    expect(calendarOf(null, LONDON, "2031-01-15")).toEqual({ upcoming: [], past: [] })
    expect(calendarOf(undefined, LONDON, "2031-01-15")).toEqual({ upcoming: [], past: [] })
  })
})
