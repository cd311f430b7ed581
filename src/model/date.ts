// A resource's date as content.json holds it: an ISO 8601 calendar date, 2026-03-14, and nothing else.
// Read here by hand, never by `new Date(text)`, which accepts "March 14", rolls 2026-02-30 over into March
// and reads a date in the reader's time zone: a date is a day, the same everywhere.

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/
// A date followed by a time ("2026-03-14T09:00", "2026-03-14 09:00:00Z"): what a date-time picker writes.
const WITH_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d/

/** The months' names, January first. */
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

/** A day of the calendar. */
type CalendarDate = { year: number; month: number; day: number }

/** What is wrong with a date as written: not the ISO form, a time where a date belongs, or no such day. */
type DateProblem =
  | { is: "not-iso" }
  | { is: "with-time" }
  | { is: "no-such-day"; daysInMonth: number; monthName: string }

// By the Gregorian rule, not Date.UTC, which reads the years 0 to 99 as 1900 to 1999.
const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0
const DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const
const daysIn = (year: number, month: number) =>
  month === 2 && isLeap(year) ? 29 : DAYS[month - 1]!

/** The day a text names, or what is wrong with it. */
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

/** Whether a text is a day written as the site reads it: what a date field holds, or null to the page. */
export const isIsoDate = (text: string) => isCalendarDate(readIsoDate(text))

/** "2026-03-14" as people read it: "14 March 2026". An unreadable date is given back as it is. */
export function readableDate(iso: string): string {
  const read = readIsoDate(iso)
  if (!isCalendarDate(read)) return iso
  return `${read.day} ${MONTHS[read.month - 1]} ${read.year}`
}

/** Newest first; equal dates keep their order (Array.prototype.sort is stable). ISO dates sort as text. */
export const newestFirst = (a: string, b: string) => (a < b ? 1 : a > b ? -1 : 0)
