// Read by hand, never by `new Date(text)`, which accepts "March 14", rolls 2026-02-30 into March
// and reads the reader's time zone: a date is a day, the same everywhere.

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/
// What a date-time picker writes.
const WITH_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d/

export const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const

type CalendarDate = { year: number; month: number; day: number }

type DateProblem =
  | { is: "not-iso" }
  | { is: "with-time" }
  | { is: "no-such-day"; daysInMonth: number; monthName: string }

// By the Gregorian rule, not Date.UTC, which reads the years 0 to 99 as 1900 to 1999.
const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0
const DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const
const daysIn = (year: number, month: number) =>
  month === 2 && isLeap(year) ? 29 : DAYS[month - 1]!

export function readIsoDate(text: string): CalendarDate | DateProblem {
  if (WITH_TIME.test(text)) return { is: "with-time" }
  const parts = ISO_DATE.exec(text)
  if (!parts) return { is: "not-iso" }
  const [year, month, day] = parts.slice(1).map(Number) as [number, number, number]
  if (month < 1 || month > 12) return { is: "not-iso" }
  const daysInMonth = daysIn(year, month)
  if (day < 1 || day > daysInMonth) {
    return { is: "no-such-day", daysInMonth, monthName: `${MONTHS[month - 1]} ${year}` }
  }
  return { year, month, day }
}

export const isCalendarDate = (read: CalendarDate | DateProblem): read is CalendarDate =>
  !("is" in read)

export const isIsoDate = (text: string) => isCalendarDate(readIsoDate(text))

/** An unreadable date is given back as it is. */
export function readableDate(iso: string): string {
  const read = readIsoDate(iso)
  if (!isCalendarDate(read)) return iso
  return `${read.day} ${MONTHS[read.month - 1]} ${read.year}`
}

/** ISO dates sort as text; ties keep their order (sort is stable). */
export const newestFirst = (a: string, b: string) => (a < b ? 1 : a > b ? -1 : 0)
