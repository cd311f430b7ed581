// What is on the site on the day of a build: a resource is published unless it is a draft or dated
// after that day. A scheduled piece thus appears by itself with the first build on its day (a daily
// build: netlify/functions/daily-build.ts). The build's day is the calendar day in the site's time
// zone, or SITE_TODAY for previews and tests. Shared by the build, the editor and the daily function.
import { isIsoDate } from "./date"
import { refused, settingFrom, type Env } from "./settings"

/** What a resource says of its own publishing: the `draft` box and its day. */
type Publishable = { draft?: unknown; date?: unknown }

/** Whether `item` is on the site on `today` (YYYY-MM-DD): not a draft, and undated or dated today or before. */
export const isPublished = (item: Publishable, today: string) =>
  item.draft !== true &&
  !(typeof item.date === "string" && isIsoDate(item.date) && item.date > today)

/** Why an item is not on the site on `today`, if it is not. */
export const unpublishedAs = (item: Publishable, today: string) =>
  item.draft === true ? "draft" : isPublished(item, today) ? undefined : "scheduled"

/** The items of a list that are on the site on `today`, in their order. */
export const publishedOf = <T extends Publishable>(
  items: readonly T[] | null | undefined,
  today: string,
): T[] | null => (items ? items.filter((item) => isPublished(item, today)) : null)

const DEFAULT_TIME_ZONE = "UTC"

/** The site's time zone from SITE_TIME_ZONE, an IANA name (Europe/London), or UTC. */
export const timeZoneFrom = (env: Env): string =>
  settingFrom(env, "SITE_TIME_ZONE", {
    expected: "a time zone's IANA name, like Europe/London or America/New_York",
    read: (zone) => (isTimeZone(zone) ? zone : refused()),
  }) ?? DEFAULT_TIME_ZONE

// Intl takes names in any case and some with spaces around them; the setting is taken as written.
function isTimeZone(zone: string) {
  if (!/^[A-Za-z][A-Za-z0-9_+/-]*$/.test(zone)) return false
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone })
    return true
  } catch {
    return false
  }
}

/** The calendar day it is at `now` in `timeZone`, as YYYY-MM-DD. */
export function dayIn(timeZone: string, now: Date): string {
  const parts = new Intl.DateTimeFormat("en", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(now)
  const part = (type: string) => parts.find((each) => each.type === type)?.value ?? ""
  return `${part("year").padStart(4, "0")}-${part("month")}-${part("day")}`
}

/** The calendar day on this computer, in its own time zone: the editor's day. */
export const localDay = (now = new Date()) =>
  dayIn(Intl.DateTimeFormat().resolvedOptions().timeZone, now)

/**
 * The build's day: SITE_TODAY when set (a day written YYYY-MM-DD, for previews and tests), else the
 * day it is now in the site's time zone. Throws, naming the setting, on a bad value of either.
 */
export function buildDayFrom(env: Env, now = new Date()): string {
  const zone = timeZoneFrom(env)
  const given = settingFrom(env, "SITE_TODAY", {
    expected: "a day written YYYY-MM-DD, like 2031-01-05",
    read: (day) => (isIsoDate(day) ? day : refused()),
  })
  return given ?? dayIn(zone, now)
}
