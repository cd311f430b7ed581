// A build each day, so that a piece dated for a day is published on that day with nobody pressing
// anything (src/model/publishing.ts decides what a build publishes). Netlify runs schedules in UTC,
// so the function runs hourly and one run a day, early in the day where the coach lives
// (SITE_TIME_ZONE), asks for a build. Set up as in docs/site-owner.md, "Scheduled publishing: a build
// every day".
import type { Config } from "@netlify/functions"
import { dayIn, timeZoneFrom } from "../../src/model/publishing"

const HOUR = 60 * 60 * 1000
// Netlify starts a run seconds early or minutes late; anything less than this either side is still
// the run of its hour.
const SLACK = HOUR / 2

// Three tries, each given 6 s (a hook answers at once, the build runs afterwards), 1 s and 3 s apart:
// at worst 22 s, inside the 30 s Netlify allows a scheduled function.
const HOOK_TIMEOUT = 6_000
const PAUSES = [1_000, 3_000]

// The address Netlify shows for a build hook, and nothing else: whoever holds it can start builds, so
// it is sent nowhere but Netlify's API.
const HOOK_HOST = "api.netlify.com"
const HOOK_PATH = /^\/build_hooks\/[A-Za-z0-9]{16,64}$/
const HOOK_FORM = `https://${HOOK_HOST}/build_hooks/ followed by the hook's id`

// An ISO time with its offset: a time without one would be read in this computer's zone.
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})$/

/** What is wrong with BUILD_HOOK_URL, if anything, in words that never repeat the address. */
function hookProblem(value: string): string | undefined {
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  if (/[\s\u0000-\u001f\u007f]/.test(value)) return "it holds a space or a control character"
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return "it is not an address"
  }
  if (url.protocol !== "https:") return "it does not start with https://"
  if (url.username || url.password) return "it holds a user name or password"
  if (url.hostname !== HOOK_HOST) return `its host is not ${HOOK_HOST}`
  // The parser drops a written :443, so the port is looked for as written too.
  if (url.port || /^https:\/\/[^/]*:/i.test(value)) return "it names a port"
  if (url.search || url.hash || /[?#]/.test(value)) return "it has a ? or # part"
  if (!HOOK_PATH.test(url.pathname))
    return "its path is not /build_hooks/ and an id of letters and digits"
  // Whatever the parser rewrote (dot segments, backslashes, capitals) was not the address Netlify gave.
  if (url.href !== value) return "it is not written exactly as Netlify shows it"
  return undefined
}

type ScheduledHour = { at: Date; from: string }

/**
 * The whole UTC hour this run was scheduled for. Netlify's body names the next run, so this one's is
 * an hour before, believed while the clock agrees (at most half an hour early, less than an hour
 * late); otherwise the nearest whole hour, which is right for any run less than half an hour off.
 */
function scheduledHour(now: Date, nextRun: unknown): ScheduledHour {
  const next = typeof nextRun === "string" && ISO_TIME.test(nextRun) ? Date.parse(nextRun) : NaN
  const late = now.getTime() - (next - HOUR)
  if (next % HOUR === 0 && late >= -SLACK && late < HOUR) {
    return { at: new Date(next - HOUR), from: "next_run" }
  }
  return {
    at: new Date(Math.round(now.getTime() / HOUR) * HOUR),
    from: "the clock, with no next_run that fits it",
  }
}

// The body of a scheduled run is {"next_run": "<ISO time>"}; any other body counts as none.
async function nextRunOf(request: Request | undefined): Promise<unknown> {
  try {
    const body: unknown = await request?.json()
    return typeof body === "object" && body !== null
      ? (body as { next_run?: unknown }).next_run
      : undefined
  } catch {
    return undefined
  }
}

const startsDay = (zone: string, at: number) =>
  dayIn(zone, new Date(at)) !== dayIn(zone, new Date(at - HOUR))

/**
 * Whether the run of `hour` is the day's one: the first whose hour is at least half an hour into the
 * local day. Asked of UTC hours as "was it another day an hour before", not "is it 00:30", so there is
 * exactly one a day where midnight is no whole UTC hour (Asia/Kolkata, +05:30) or a clock change skips
 * it (Chile's makes 01:00 the first hour of that day). The half hour keeps a run that starts early
 * after midnight: the build reads the day from its own clock.
 */
const asksForBuild = (zone: string, hour: Date) => startsDay(zone, hour.getTime() - SLACK)

const clockIn = (timeZone: string, at: Date) =>
  new Intl.DateTimeFormat("en", {
    timeZone,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(at)

const utc = (at: Date) => `${at.toISOString().slice(0, 16).replace("T", " ")} UTC`

// fetch says only "fetch failed"; what failed (ECONNREFUSED, ENOTFOUND) is in its cause. Read by
// shape, not instanceof: fetch's errors are not always of this realm's Error.
function reasonOf(error: unknown): string {
  const { message, cause } = (error ?? {}) as { message?: unknown; cause?: { code?: unknown } }
  if (typeof message !== "string") return String(error)
  return typeof cause?.code === "string" ? `${message}: ${cause.code}` : message
}

function refusal(response: Response): string {
  const status = [response.status, response.statusText].join(" ").trim()
  const redirect =
    response.type === "opaqueredirect" || (response.status >= 300 && response.status < 400)
  return redirect ? `answered ${status}, a redirect, which is not followed` : `answered ${status}`
}

type Post = (url: string, init: RequestInit) => Promise<Response>
type Tried = { status: number } | { failure: string }

/** One POST, given up after HOOK_TIMEOUT. */
async function tryHook(post: Post, hook: string): Promise<Tried> {
  const controller = new AbortController()
  const timer = setTimeout(
    () => controller.abort(new Error(`no answer within ${HOOK_TIMEOUT / 1000} s`)),
    HOOK_TIMEOUT,
  )
  try {
    // A hook answers for itself: a redirect means the address is no hook, and following it would
    // report a build that never started.
    const response = await post(hook, {
      method: "POST",
      body: "",
      redirect: "manual",
      signal: controller.signal,
    })
    return response.ok ? { status: response.status } : { failure: refusal(response) }
  } catch (error) {
    return { failure: `could not be reached (${reasonOf(error)})` }
  } finally {
    clearTimeout(timer)
  }
}

/** Tries the hook until it takes the request or the tries run out; says why each try failed. */
async function askForBuild(post: Post, sleep: (ms: number) => Promise<void>, hook: string) {
  const failures: string[] = []
  for (const pause of [...PAUSES, undefined]) {
    const tried = await tryHook(post, hook)
    if ("status" in tried) return { status: tried.status, failures }
    failures.push(`try ${failures.length + 1}: ${tried.failure}`)
    if (pause !== undefined) await sleep(pause)
  }
  return { failures }
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

type Options = {
  env?: Record<string, string | undefined>
  now?: Date
  /** The scheduled run's request, whose body names the next run. */
  request?: Request
  post?: Post
  sleep?: (ms: number) => Promise<void>
  log?: (line: string) => void
}

/**
 * One run: asks for a build when it is the run that begins the day in the site's time zone. Says what
 * it did, or why not, in one line, and never throws: a thrown error would only say "failed" in
 * Netlify's log. Answers 202 when a build was asked for, 204 when none was due or none is set up, 500
 * when a setting is wrong, 502 when the hook failed every try.
 */
export async function dailyBuild({
  env = process.env,
  now = new Date(),
  request,
  post = fetch,
  sleep = wait,
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
  const problem = hookProblem(hook)
  if (problem) {
    return answer(
      500,
      `BUILD_HOOK_URL must be a Netlify build hook's address, exactly ${HOOK_FORM}, and is refused: ${problem}. No build is asked for.`,
    )
  }

  let zone: string
  try {
    zone = timeZoneFrom(env)
  } catch (error) {
    return answer(500, `${reasonOf(error)} No build is asked for.`)
  }

  const hour = scheduledHour(now, await nextRunOf(request))
  const day = dayIn(zone, hour.at)
  const run = `the run of ${utc(hour.at)} (${clockIn(zone, hour.at)} on ${day} in ${zone}; its hour from ${hour.from})`
  if (!asksForBuild(zone, hour.at)) {
    return answer(
      204,
      `nothing to do at ${run}; a build is asked for once a day, by the first run at least half an hour into the day.`,
    )
  }

  const { status, failures } = await askForBuild(post, sleep, hook)
  const before = failures.length ? `, after ${failures.join("; ")}` : ""
  if (status === undefined) {
    return answer(
      502,
      `no build was started for ${day} at ${run}: the build hook failed ${failures.length} tries (${failures.join("; ")}). Check that BUILD_HOOK_URL is the address of a hook that still exists (docs/site-owner.md).`,
    )
  }
  return answer(
    202,
    `asked for the build of ${day} at ${run}; the build hook answered ${status}${before}.`,
  )
}

export default async (request: Request) => dailyBuild({ request })

export const config: Config = { schedule: "@hourly" }
