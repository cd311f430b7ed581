// A build each day, so that a piece dated for a day is published on that day with nobody pressing
// anything (src/content/publishing.ts decides what a build publishes). Netlify runs schedules in UTC,
// so the function runs hourly and asks for a build only in the first hour of the day where the coach
// lives (SITE_TIME_ZONE). Set up as in docs/site-owner.md, "Scheduled publishing: a build every day".
import type { Config } from "@netlify/functions"
import { addressProblem } from "../../plugins/page-policy/addresses"
import { dayIn, timeZoneFrom } from "../../src/content/publishing"

const HOUR = 60 * 60 * 1000
// A build hook answers at once (the build itself runs afterwards); a hook that is silent for this
// long will not answer, and the function should end well within Netlify's limit.
const HOOK_TIMEOUT = 10_000

/**
 * Whether `now` falls in the first hour of its day in `timeZone`. Asked as "was it another day an hour
 * ago", not "is the hour 0": the same on ordinary days, and still once a day where a clock change skips
 * midnight (Chile's, at 24:00, makes 01:00 the first hour of that day).
 */
const inFirstHourOfDay = (timeZone: string, now: Date) =>
  dayIn(timeZone, now) !== dayIn(timeZone, new Date(now.getTime() - HOUR))

const clockIn = (timeZone: string, now: Date) =>
  new Intl.DateTimeFormat("en", {
    timeZone,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(now)

// fetch says only "fetch failed"; what failed (ECONNREFUSED, ENOTFOUND) is in its cause.
function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  const cause = error.cause as { code?: unknown } | undefined
  return typeof cause?.code === "string" ? `${error.message}: ${cause.code}` : error.message
}

type Post = (url: string, init: RequestInit) => Promise<Response>

type Options = {
  env?: Record<string, string | undefined>
  now?: Date
  post?: Post
  log?: (line: string) => void
}

/**
 * One run: asks for a build when the day has just begun in the site's time zone. Says what it did, or
 * why not, in one line, and never throws: a thrown error would only say "failed" in Netlify's log.
 * Answers 202 when a build was asked for, 204 when none was due or none is set up, 500 when a
 * setting is wrong, 502 when the hook failed.
 */
export async function dailyBuild({
  env = process.env,
  now = new Date(),
  post = fetch,
  log = console.log,
}: Options = {}): Promise<Response> {
  const answer = (status: number, line: string) => {
    log(`Daily build: ${line}`)
    return new Response(null, { status })
  }

  const hook = env.BUILD_HOOK_URL
  if (!hook) {
    return answer(
      204,
      "BUILD_HOOK_URL is not set, so no build is asked for and pieces scheduled for a day wait for the next deploy. To publish them on their day, add a build hook (Netlify → Project configuration, on older screens Site configuration → Build & deploy → Build hooks) and set its address as the environment variable BUILD_HOOK_URL: docs/site-owner.md, “Scheduled publishing”.",
    )
  }
  // Said without the address itself: whoever holds a hook's address can start builds, and function
  // logs are read by more people than the settings.
  const problem = addressProblem(hook, { allowPath: true })
  if (problem) {
    return answer(
      500,
      `BUILD_HOOK_URL must be a build hook's https:// address, like https://api.netlify.com/build_hooks/…, and is refused: ${problem}. No build is asked for.`,
    )
  }

  let zone: string
  try {
    zone = timeZoneFrom(env)
  } catch (error) {
    return answer(500, `${reasonOf(error)} No build is asked for.`)
  }

  const day = dayIn(zone, now)
  if (!inFirstHourOfDay(zone, now)) {
    return answer(
      204,
      `nothing to do at ${clockIn(zone, now)} on ${day} in ${zone}; a build is asked for in the first hour of each day.`,
    )
  }

  try {
    const response = await post(hook, {
      method: "POST",
      body: "",
      signal: AbortSignal.timeout(HOOK_TIMEOUT),
    })
    if (!response.ok) {
      return answer(
        502,
        `the build hook answered ${[response.status, response.statusText].join(" ").trim()}; no build was started for ${day}. Check that BUILD_HOOK_URL is the address of a hook that still exists (docs/site-owner.md).`,
      )
    }
    return answer(
      202,
      `asked for the build of ${day} (${zone}); the build hook answered ${response.status}.`,
    )
  } catch (error) {
    return answer(
      502,
      `the build hook could not be reached (${reasonOf(error)}); no build was started for ${day}.`,
    )
  }
}

export default async () => dailyBuild()

export const config: Config = { schedule: "@hourly" }
