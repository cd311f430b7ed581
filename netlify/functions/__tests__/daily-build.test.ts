/** @jest-environment node */
// The daily build's dealings with Netlify: the hook address it accepts, what it posts and how often,
// what it does with each answer, how it reads a scheduled run's request, and what it logs.
import http from "node:http"
import { type AddressInfo } from "node:net"
import dailyBuildHandler, { config, dailyBuild } from "../daily-build"

const ID = "0123456789abcdef01234567"
const HOOK = `https://api.netlify.com/build_hooks/${ID}`
const ZONE = { SITE_TIME_ZONE: "America/New_York" }
// The run of 06:00 UTC: 01:00 in New York, the first run at least half an hour into 5 January.
const DECIDING = new Date("2031-01-05T06:00:00Z")

type Sent = { url: string; init: RequestInit }

/** A stand-in for fetch that answers each post in turn: a status, or an error to throw. */
function hookAnswering(...answers: (number | Error)[]) {
  const sent: Sent[] = []
  const post = async (url: string, init: RequestInit) => {
    sent.push({ url, init })
    const answer = answers[Math.min(sent.length, answers.length) - 1] ?? 200
    if (answer instanceof Error) throw answer
    return new Response(null, {
      status: answer,
      statusText: http.STATUS_CODES[answer],
      headers: { Location: "https://elsewhere.example/" },
    })
  }
  return { sent, post }
}

const scheduledRequest = (body: string) =>
  new Request("https://site.example/.netlify/functions/daily-build", { method: "POST", body })

async function run({
  env = { BUILD_HOOK_URL: HOOK, ...ZONE } as Record<string, string | undefined>,
  now = DECIDING,
  request = undefined as Request | undefined,
  hook = hookAnswering(200),
} = {}) {
  const lines: string[] = []
  const pauses: number[] = []
  const response = await dailyBuild({
    env,
    now,
    request,
    post: hook.post,
    sleep: async (ms) => void pauses.push(ms),
    log: (line) => lines.push(line),
  })
  return { status: response.status, lines, pauses, sent: hook.sent }
}

describe("the hook address", () => {
  it("posts once, with an empty body, to exactly the address Netlify gave, never following a redirect", async () => {
    const result = await run()

    expect(result.sent).toHaveLength(1)
    expect(result.sent[0]?.url).toBe(HOOK)
    expect(result.sent[0]?.init).toMatchObject({ method: "POST", body: "", redirect: "manual" })
    expect(result.sent[0]?.init.signal).toBeInstanceOf(AbortSignal)
    expect(result.status).toBe(202)
    expect(result.lines).toEqual([expect.stringContaining("asked for the build of 2031-01-05")])
    expect(result.lines[0]).toContain("answered 200")
  })

  it.each([
    ["unset", undefined],
    ["empty", ""],
  ])(
    "says in one line what to set, and where, and posts nothing when it is %s",
    async (_state, BUILD_HOOK_URL) => {
      const result = await run({ env: { BUILD_HOOK_URL, ...ZONE } })

      expect(result.sent).toEqual([])
      expect(result.status).toBe(204)
      expect(result.lines).toHaveLength(1)
      expect(result.lines[0]).toContain("BUILD_HOOK_URL is not set")
      expect(result.lines[0]).toContain("Build hooks")
      expect(result.lines[0]).toContain("docs/site-owner.md")
    },
  )

  it.each([
    ["over http", `http://api.netlify.com/build_hooks/${ID}`, "https://"],
    ["on another host", `https://evil.example/build_hooks/${ID}`, "host"],
    [
      "on a host that only starts alike",
      `https://api.netlify.com.evil.example/build_hooks/${ID}`,
      "host",
    ],
    ["on a look-alike host", `https://api.netlify.cοm/build_hooks/${ID}`, "host"],
    ["on the host written with a final dot", `https://api.netlify.com./build_hooks/${ID}`, "host"],
    ["on an address", `https://127.0.0.1/build_hooks/${ID}`, "host"],
    ["with a password", `https://user:pw@api.netlify.com/build_hooks/${ID}`, "user name"],
    [
      "with the host as a user name",
      `https://api.netlify.com@evil.example/build_hooks/${ID}`,
      "user name",
    ],
    ["with a query", `${HOOK}?trigger_title=x`, "?"],
    ["with an empty query", `${HOOK}?`, "?"],
    ["with a fragment", `${HOOK}#x`, "#"],
    ["with a port", `https://api.netlify.com:8443/build_hooks/${ID}`, "port"],
    ["with the default port written", `https://api.netlify.com:443/build_hooks/${ID}`, "port"],
    ["climbing out of build_hooks", "https://api.netlify.com/build_hooks/../api/v1/sites", "path"],
    ["climbing out, encoded", "https://api.netlify.com/build_hooks/%2e%2e/api/v1/sites", "path"],
    ["climbing out and back", `https://api.netlify.com/build_hooks/x/../${ID}`, "exactly"],
    ["with backslashes", `https://api.netlify.com\\build_hooks\\${ID}`, "exactly"],
    ["in capitals", `HTTPS://API.NETLIFY.COM/build_hooks/${ID}`, "exactly"],
    ["with a path after the id", `${HOOK}/x`, "path"],
    ["with a final slash", `${HOOK}/`, "path"],
    ["with no id", "https://api.netlify.com/build_hooks/", "path"],
    ["with another path", `https://api.netlify.com/api/v1/hooks/${ID}`, "path"],
    ["with an id holding other characters", `https://api.netlify.com/build_hooks/${ID}%00`, "path"],
    ["without its slashes", `https:api.netlify.com/build_hooks/${ID}`, "exactly"],
    ["with a space before it", ` ${HOOK}`, "space"],
    ["with a line break after it", `${HOOK}\n`, "space"],
    ["as a script", "javascript:alert(1)", "https://"],
    ["as spaces", "   ", "space"],
    ["as a scheme alone", "https://", "not an address"],
  ])(
    "refuses a hook %s in one line, posts nothing and never logs the id",
    async (_how, value, why) => {
      const result = await run({ env: { BUILD_HOOK_URL: value, ...ZONE } })

      expect(result.sent).toEqual([])
      expect(result.status).toBe(500)
      expect(result.lines).toHaveLength(1)
      expect(result.lines[0]).toContain("BUILD_HOOK_URL must be a Netlify build hook's address")
      expect(result.lines[0]).toContain("https://api.netlify.com/build_hooks/")
      expect(result.lines[0]).toContain(why)
      expect(result.lines[0]).not.toContain(ID)
      expect(result.lines[0]).not.toContain("pw")
    },
  )

  it("refuses it in every run, not only the one that asks for a build", async () => {
    const result = await run({
      env: { BUILD_HOOK_URL: `https://evil.example/build_hooks/${ID}`, ...ZONE },
      now: new Date("2031-01-05T15:00:00Z"),
    })

    expect(result.status).toBe(500)
  })
})

it.each(["Mars/Olympus_Mons", "America/New_York; rm -rf /", " UTC", "../../etc/passwd"])(
  "refuses the time zone %j in one line and posts nothing",
  async (SITE_TIME_ZONE) => {
    const result = await run({ env: { BUILD_HOOK_URL: HOOK, SITE_TIME_ZONE } })

    expect(result.sent).toEqual([])
    expect(result.status).toBe(500)
    expect(result.lines).toEqual([expect.stringContaining("SITE_TIME_ZONE")])
  },
)

describe("a hook that fails", () => {
  it("is tried again: failing twice then taking it makes one build from three posts", async () => {
    const reset = new TypeError("fetch failed", { cause: { code: "ECONNRESET" } })

    const result = await run({ hook: hookAnswering(503, reset, 200) })

    expect(result.sent.map((each) => each.url)).toEqual([HOOK, HOOK, HOOK])
    expect(result.pauses).toEqual([1_000, 3_000])
    expect(result.status).toBe(202)
    expect(result.lines).toHaveLength(1)
    expect(result.lines[0]).toContain("asked for the build of 2031-01-05")
    expect(result.lines[0]).toContain("try 1: answered 503")
    expect(result.lines[0]).toContain("try 2: could not be reached (fetch failed: ECONNRESET)")
  })

  it("stops after it took the request once", async () => {
    const result = await run({ hook: hookAnswering(500, 201) })

    expect(result.sent).toHaveLength(2)
    expect(result.pauses).toEqual([1_000])
    expect(result.status).toBe(202)
  })

  it("is tried three times at most, then logged with each reason and answered 502", async () => {
    const result = await run({ hook: hookAnswering(500, new Error("socket hang up"), 404) })

    expect(result.sent).toHaveLength(3)
    expect(result.pauses).toEqual([1_000, 3_000])
    expect(result.status).toBe(502)
    expect(result.lines).toHaveLength(1)
    expect(result.lines[0]).toContain("no build was started for 2031-01-05")
    expect(result.lines[0]).toContain("failed 3 tries")
    expect(result.lines[0]).toContain("try 1: answered 500 Internal Server Error")
    expect(result.lines[0]).toContain("try 2: could not be reached (socket hang up)")
    expect(result.lines[0]).toContain("try 3: answered 404 Not Found")
    expect(result.lines[0]).toContain("BUILD_HOOK_URL")
    expect(result.lines[0]).not.toContain(ID)
  })

  it("treats a redirect as a failure, reports it, and never posts where it points", async () => {
    const result = await run({ hook: hookAnswering(302) })

    expect(result.sent.map((each) => each.url)).toEqual([HOOK, HOOK, HOOK])
    expect(result.status).toBe(502)
    expect(result.lines[0]).toContain("answered 302 Found, a redirect, which is not followed")
    expect(result.lines[0]).not.toContain("elsewhere")
  })

  it("ends, having given up, well inside Netlify's 30 s for a scheduled function when the hook never answers", async () => {
    jest.useFakeTimers({ doNotFake: ["nextTick", "queueMicrotask"] })
    try {
      const sent: string[] = []
      const lines: string[] = []
      const hanging = (url: string, init: RequestInit) => {
        sent.push(url)
        return new Promise<Response>((_, reject) =>
          init.signal?.addEventListener("abort", () => reject(init.signal?.reason)),
        )
      }
      let status: number | undefined
      void dailyBuild({
        env: { BUILD_HOOK_URL: HOOK, ...ZONE },
        now: DECIDING,
        post: hanging,
        log: (line) => lines.push(line),
      }).then((response) => (status = response.status))

      await jest.advanceTimersByTimeAsync(25_000)

      expect(status).toBe(502)
      expect(sent).toHaveLength(3)
      expect(lines[0]).toContain("try 3: could not be reached (no answer within 6 s)")
    } finally {
      jest.useRealTimers()
    }
  })
})

describe("against a stand-in for Netlify's API on this computer, through fetch", () => {
  let server: http.Server
  let paths: string[]
  let origin: string

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      paths.push(`${request.method} ${request.url}`)
      if (request.url?.startsWith("/build_hooks/")) {
        response.writeHead(302, { Location: "/elsewhere" }).end()
      } else {
        response.writeHead(200).end()
      }
    })
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })

  afterAll(async () => {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  })

  beforeEach(() => {
    paths = []
  })

  // fetch itself, sent to this computer in place of api.netlify.com.
  const fetchHere = (to: () => string) => (url: string, init: RequestInit) =>
    fetch(`${to()}${new URL(url).pathname}`, init)

  it("does not follow the hook's redirect", async () => {
    const result = await run({ hook: { sent: [], post: fetchHere(() => origin) } })

    expect(paths).toEqual(Array(3).fill(`POST /build_hooks/${ID}`))
    expect(result.status).toBe(502)
    expect(result.lines[0]).toContain("answered 302 Found, a redirect, which is not followed")
  })

  it("says why a hook that cannot be reached failed", async () => {
    const closed = http.createServer()
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve))
    const gone = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`
    await new Promise((resolve) => closed.close(resolve))

    const result = await run({ hook: { sent: [], post: fetchHere(() => gone) } })

    expect(result.status).toBe(502)
    expect(result.lines[0]).toContain("could not be reached (fetch failed: ECONNREFUSED)")
  })
})

describe("the run's hour", () => {
  it("is read from next_run in the request's body: a run 45 min late still counts as its hour", async () => {
    const late = new Date("2031-01-05T06:45:00Z")

    const withNextRun = await run({
      now: late,
      request: scheduledRequest(JSON.stringify({ next_run: "2031-01-05T07:00:00.000Z" })),
    })
    const byClock = await run({ now: late })

    expect(withNextRun.status).toBe(202)
    expect(withNextRun.lines[0]).toContain("the run of 2031-01-05 06:00 UTC")
    expect(withNextRun.lines[0]).toContain("its hour from next_run")
    expect(byClock.status).toBe(204)
    expect(byClock.lines[0]).toContain("the run of 2031-01-05 07:00 UTC")
  })

  it("takes next_run with an offset", async () => {
    const result = await run({
      now: new Date("2031-01-05T06:40:00Z"),
      request: scheduledRequest(JSON.stringify({ next_run: "2031-01-05T02:00:00-05:00" })),
    })

    expect(result.status).toBe(202)
  })

  it.each([
    ["no body", ""],
    ["a body that is no JSON", "next_run=2031-01-05T07:00:00Z"],
    ["null", "null"],
    ["a list", "[]"],
    ["no next_run", "{}"],
    ["a number", JSON.stringify({ next_run: 1925449200000 })],
    ["words", JSON.stringify({ next_run: "soon" })],
    ["a time without its offset", JSON.stringify({ next_run: "2031-01-05T06:00:00" })],
    ["a time off the hour", JSON.stringify({ next_run: "2031-01-05T06:30:00Z" })],
    ["a run's own hour", JSON.stringify({ next_run: "2031-01-05T06:00:00Z" })],
    ["an hour the clock has not reached", JSON.stringify({ next_run: "2031-01-05T08:00:00Z" })],
    ["a far-off time", JSON.stringify({ next_run: "2099-01-01T00:00:00Z" })],
  ])(
    "comes from the clock when the body has %s, so one run a day still asks",
    async (_what, body) => {
      const deciding = await run({ request: scheduledRequest(body) })
      const later = await run({
        now: new Date("2031-01-05T07:00:00Z"),
        request: scheduledRequest(body),
      })

      expect(deciding.status).toBe(202)
      expect(deciding.lines[0]).toContain("its hour from the clock")
      expect(later.status).toBe(204)
      expect(later.sent).toEqual([])
    },
  )

  it("is logged with the local clock when nothing is due", async () => {
    const result = await run({ now: new Date("2031-01-05T15:00:00Z") })

    expect(result.status).toBe(204)
    expect(result.lines).toEqual([
      "Daily build: nothing to do at the run of 2031-01-05 15:00 UTC (10:00 on 2031-01-05 in America/New_York; its hour from the clock, with no next_run that fits it); a build is asked for once a day, by the first run at least half an hour into the day.",
    ])
  })
})

it("answers Netlify's scheduled request through the default export", async () => {
  const log = jest.spyOn(console, "log").mockImplementation(() => {})
  const saved = process.env.BUILD_HOOK_URL
  delete process.env.BUILD_HOOK_URL
  try {
    const response = await dailyBuildHandler(
      scheduledRequest(JSON.stringify({ next_run: "2031-01-05T07:00:00Z" })),
    )

    expect(response.status).toBe(204)
    expect(log).toHaveBeenCalledWith(expect.stringContaining("BUILD_HOOK_URL is not set"))
  } finally {
    if (saved !== undefined) process.env.BUILD_HOOK_URL = saved
    log.mockRestore()
  }
})

describe("config", () => {
  it("runs the function every hour", () => {
    expect(config).toEqual({ schedule: "@hourly" })
  })
})
