/** @jest-environment node */
// Which hourly runs ask for a build: one a day in the site's time zone, however Netlify's runs jitter
// around their hour, through clock changes and in zones whose midnight is no whole UTC hour.
import { dailyBuild } from "../daily-build"

const HOOK = "https://api.netlify.com/build_hooks/0123456789abcdef01234567"
const SECOND = 1_000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE

// How far off its hour a run may start: every amount the function promises to take in its stride.
const JITTERS = [-29 * MINUTE, -SECOND, 0, 5 * MINUTE, 29 * MINUTE]
// With next_run a run may be later still, up to its successor's hour.
const LATE = [59 * MINUTE]

// The calendar day at `at` in `zone`, read with Intl directly rather than through the function's code.
const dayAt = (zone: string, at: Date) =>
  new Intl.DateTimeFormat("en-CA", {
    timeZone: zone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(at)

const nextRunAfter = (slot: number) => new Date(slot + HOUR).toISOString()

type Run = { slot: number; jitter: number; nextRun?: string }
type Build = { day: string; at: Date; slot: number }

/** Runs the function once per run, as Netlify would; the builds it asked for, in order. */
async function buildsOf(zone: string, runs: Run[]): Promise<Build[]> {
  const builds: Build[] = []
  for (const { slot, jitter, nextRun } of runs) {
    const at = new Date(slot + jitter)
    const lines: string[] = []
    const posted: string[] = []
    const response = await dailyBuild({
      env: { BUILD_HOOK_URL: HOOK, SITE_TIME_ZONE: zone },
      now: at,
      request: new Request("https://site.example/.netlify/functions/daily-build", {
        method: "POST",
        body: nextRun === undefined ? "" : JSON.stringify({ next_run: nextRun }),
      }),
      post: async (url) => {
        posted.push(url)
        return new Response(null, { status: 200 })
      },
      sleep: async () => {},
      log: (line) => lines.push(line),
    })
    expect(lines).toHaveLength(1)
    if (posted.length === 0) {
      expect(response.status).toBe(204)
      continue
    }
    expect(posted).toEqual([HOOK])
    expect(response.status).toBe(202)
    const day = /asked for the build of (\d{4}-\d{2}-\d{2})/.exec(lines[0] ?? "")?.[1] ?? "?"
    builds.push({ day, at, slot })
  }
  return builds
}

/** The consecutive calendar days from `first`, `count` of them. */
function daysFrom(first: string, count: number): string[] {
  const start = Date.parse(`${first}T00:00:00Z`)
  return Array.from({ length: count }, (_, i) =>
    new Date(start + i * 24 * HOUR).toISOString().slice(0, 10),
  )
}

// A repeatable stand-in for Netlify's jitter: a small linear congruential generator.
function jitterFrom(seed: number, choices: number[]) {
  let state = seed
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31
    return choices[state % choices.length] ?? 0
  }
}

/** Hourly runs from `from` (a whole UTC hour) for `days` days, each jittered. */
function hourly(from: string, days: number, jitter: () => number, withNextRun: boolean): Run[] {
  const start = Date.parse(from)
  return Array.from({ length: days * 24 }, (_, i) => {
    const slot = start + i * HOUR
    return { slot, jitter: jitter(), nextRun: withNextRun ? nextRunAfter(slot) : undefined }
  })
}

// Each day's deciding run, worked out by hand: the first whole UTC hour at least half an hour into
// the local day. [zone, local day, its deciding hour in UTC, that hour's local clock]
const DECIDING: [string, string, string, string][] = [
  ["UTC", "2031-01-05", "2031-01-05T01:00:00Z", "01:00"],
  ["Europe/London", "2031-01-05", "2031-01-05T01:00:00Z", "01:00"],
  // Spring forward at 01:00 GMT: 01:00 UTC is already 02:00 BST.
  ["Europe/London", "2031-03-30", "2031-03-30T01:00:00Z", "02:00"],
  // Fall back at 02:00 BST: the day starts at 23:00 UTC the evening before, and 01:00 comes twice.
  ["Europe/London", "2031-10-26", "2031-10-26T00:00:00Z", "01:00"],
  ["America/New_York", "2031-01-05", "2031-01-05T06:00:00Z", "01:00"],
  ["America/New_York", "2031-03-09", "2031-03-09T06:00:00Z", "01:00"],
  ["America/New_York", "2031-11-02", "2031-11-02T05:00:00Z", "01:00"],
  // +05:30 and +05:45: local midnight is 18:30 and 18:15 UTC, no run's hour.
  ["Asia/Kolkata", "2031-01-05", "2031-01-04T19:00:00Z", "00:30"],
  ["Asia/Kathmandu", "2031-01-05", "2031-01-04T19:00:00Z", "00:45"],
  // Santiago's clocks go from 23:59 on the 6th to 01:00 on the 7th: that day has no hour 0.
  ["America/Santiago", "2031-09-07", "2031-09-07T05:00:00Z", "02:00"],
  // And from 23:59 back to 23:00 on 5 April, so the 6th begins an hour later in UTC.
  ["America/Santiago", "2031-04-06", "2031-04-06T05:00:00Z", "01:00"],
]

describe.each(DECIDING)("%s on %s", (zone, day, deciding, clock) => {
  const slot = Date.parse(deciding)
  const around = (jitters: number[], nextRun: boolean): Run[] =>
    jitters.map((jitter, i) => {
      const at = slot + (i - 1) * HOUR
      return { slot: at, jitter, nextRun: nextRun ? nextRunAfter(at) : undefined }
    })

  it(`asks for the day's build at the run of ${deciding} (${clock} there), and at no other hour`, async () => {
    const runs = Array.from({ length: 24 }, (_, i) => ({
      slot: slot - 12 * HOUR + i * HOUR,
      jitter: 0,
      nextRun: nextRunAfter(slot - 12 * HOUR + i * HOUR),
    }))

    const builds = await buildsOf(zone, runs)

    expect(builds).toEqual([{ day, at: new Date(slot), slot }])
  })

  it("asks once, for that day and after its midnight, whichever way the runs around it jitter (clock only)", async () => {
    for (const before of JITTERS) {
      for (const at of JITTERS) {
        for (const after of JITTERS) {
          const builds = await buildsOf(zone, around([before, at, after], false))

          expect({ jitters: [before, at, after], days: builds.map((each) => each.day) }).toEqual({
            jitters: [before, at, after],
            days: [day],
          })
          expect(dayAt(zone, builds[0]!.at)).toBe(day)
        }
      }
    }
  })

  it("asks once, for that day, with next_run, even when a run is most of an hour late", async () => {
    const jitters = [...JITTERS, ...LATE]
    for (const before of jitters) {
      for (const at of jitters) {
        for (const after of jitters) {
          const builds = await buildsOf(zone, around([before, at, after], true))

          expect({ jitters: [before, at, after], days: builds.map((each) => each.day) }).toEqual({
            jitters: [before, at, after],
            days: [day],
          })
          expect(dayAt(zone, builds[0]!.at)).toBe(day)
        }
      }
    }
  })
})

describe("runs that land just off the deciding hour (Europe/London, 1:00 on 5 January)", () => {
  const zone = "Europe/London"
  const deciding = Date.parse("2031-01-05T01:00:00Z")
  const runs = (jitters: [number, number, number], nextRun: boolean) =>
    jitters.map((jitter, i) => {
      const slot = deciding + (i - 1) * HOUR
      return { slot, jitter, nextRun: nextRun ? nextRunAfter(slot) : undefined }
    })

  it.each([
    ["the deciding run 1 s early", [0, -SECOND, 0]],
    ["the deciding run 5 min late", [0, 5 * MINUTE, 0]],
    ["the deciding run 5 min late, the next 1 s early", [0, 5 * MINUTE, -SECOND]],
    ["the deciding run 1 s early, the one before 29 min late", [29 * MINUTE, -SECOND, 0]],
    ["the deciding run 29 min early, the next 29 min early", [0, -29 * MINUTE, -29 * MINUTE]],
  ] as [string, [number, number, number]][])(
    "%s: one build, for 5 January, asked for after its midnight",
    async (_case, jitters) => {
      for (const nextRun of [true, false]) {
        const builds = await buildsOf(zone, runs(jitters, nextRun))

        expect(builds.map((each) => each.day)).toEqual(["2031-01-05"])
        expect(builds[0]!.slot).toBe(deciding)
        expect(builds[0]!.at.getTime()).toBeGreaterThanOrEqual(Date.parse("2031-01-05T00:00:00Z"))
      }
    },
  )
})

describe("a week of hourly runs, jittered", () => {
  // [zone, the first whole UTC hour simulated (midday or so there), the first local day it builds]
  const WEEKS: [string, string, string][] = [
    ["UTC", "2031-01-04T12:00:00Z", "2031-01-05"],
    ["Asia/Kolkata", "2031-01-04T06:00:00Z", "2031-01-05"],
    ["Asia/Kathmandu", "2031-01-04T06:00:00Z", "2031-01-05"],
    ["Europe/London", "2031-03-26T12:00:00Z", "2031-03-27"],
    ["Europe/London", "2031-10-22T12:00:00Z", "2031-10-23"],
    ["America/New_York", "2031-03-05T17:00:00Z", "2031-03-06"],
    ["America/New_York", "2031-10-29T16:00:00Z", "2031-10-30"],
    ["America/Santiago", "2031-04-02T16:00:00Z", "2031-04-03"],
    ["America/Santiago", "2031-09-03T16:00:00Z", "2031-09-04"],
    // Zones whose clock changes move them by half an hour, and whose offset has 45 minutes.
    ["Australia/Lord_Howe", "2031-04-02T02:00:00Z", "2031-04-03"],
    ["Australia/Lord_Howe", "2031-10-01T02:00:00Z", "2031-10-02"],
    ["Pacific/Chatham", "2031-04-02T00:00:00Z", "2031-04-03"],
    ["Pacific/Chatham", "2031-09-24T00:00:00Z", "2031-09-25"],
  ]

  it.each(WEEKS)(
    "%s from %s: one build a day, each asked for on the day it is for",
    async (zone, from, firstDay) => {
      const variants = [
        { runs: hourly(from, 7, jitterFrom(7, JITTERS), false), how: "clock only" },
        { runs: hourly(from, 7, jitterFrom(11, JITTERS), true), how: "with next_run" },
        { runs: hourly(from, 7, jitterFrom(13, [...JITTERS, ...LATE]), true), how: "late runs" },
      ]
      for (const { runs, how } of variants) {
        const builds = await buildsOf(zone, runs)

        expect({ how, days: builds.map((each) => each.day) }).toEqual({
          how,
          days: daysFrom(firstDay, 7),
        })
        for (const build of builds) expect(dayAt(zone, build.at)).toBe(build.day)
      }
    },
  )

  it("keeps to one a day when next_run is missing or garbled on some runs", async () => {
    const garbled = [
      undefined,
      "soon",
      "2031-01-05T02:00:00",
      "2031-01-05T02:30:00Z",
      "2099-01-01T00:00:00Z",
    ]
    const jitter = jitterFrom(3, JITTERS)
    const start = Date.parse("2031-01-04T06:00:00Z")
    const runs = Array.from({ length: 7 * 24 }, (_, i) => {
      const slot = start + i * HOUR
      return { slot, jitter: jitter(), nextRun: i % 3 ? nextRunAfter(slot) : garbled[i % 5] }
    })

    const builds = await buildsOf("Asia/Kathmandu", runs)

    expect(builds.map((each) => each.day)).toEqual(daysFrom("2031-01-05", 7))
  })
})
