import { isCalendarDate, newestFirst, readableDate, readIsoDate } from "../date"

test.each([
  ["2026-03-14", "14 March 2026"],
  ["2031-01-05", "5 January 2031"],
  ["2024-02-29", "29 February 2024"],
  ["1999-12-31", "31 December 1999"],
])("%s reads as %s, the same in every time zone", (iso, readable) => {
  expect(readableDate(iso)).toBe(readable)
})

test("a text that is no day is given back as it is, never as another day", () => {
  expect(readableDate("2026-02-30")).toBe("2026-02-30")
  expect(readableDate("March 14")).toBe("March 14")
})

test("a day is read by hand: no rolling over into the next month, no two-digit years", () => {
  expect(isCalendarDate(readIsoDate("2026-02-30"))).toBe(false)
  expect(readIsoDate("2026-02-29")).toEqual({
    is: "no-such-day",
    daysInMonth: 28,
    monthName: "February 2026",
  })
  expect(readIsoDate("26-03-14")).toEqual({ is: "not-iso" })
  expect(readIsoDate("2026-03-14T00:00:00Z")).toEqual({ is: "with-time" })
  expect(readIsoDate("2026-03-14")).toEqual({ year: 2026, month: 3, day: 14 })
})

test("newest first, equal days in the order they came", () => {
  const items = [
    { name: "a", date: "2025-12-01" },
    { name: "b", date: "2026-03-14" },
    { name: "c", date: "2025-12-01" },
    { name: "d", date: "2031-01-05" },
  ]
  expect(items.sort((x, y) => newestFirst(x.date, y.date)).map(({ name }) => name)).toEqual([
    "d",
    "b",
    "a",
    "c",
  ])
})

test("the years 0 to 99 are read as written, leap years by the Gregorian rule", () => {
  expect(isCalendarDate(readIsoDate("0000-02-29"))).toBe(true)
  expect(isCalendarDate(readIsoDate("1900-02-29"))).toBe(false)
  expect(isCalendarDate(readIsoDate("2000-02-29"))).toBe(true)
  expect(readableDate("0099-12-31")).toBe("31 December 99")
})
