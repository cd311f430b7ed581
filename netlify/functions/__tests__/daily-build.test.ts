/** @jest-environment node */
// The daily build against a stand-in of Netlify's build hook on this computer: what it asks for, when,
// and what it refuses to send.
import http from "node:http"
import { type AddressInfo } from "node:net"
import { config, dailyBuild } from "../daily-build"

type Received = { method: string; url: string; body: string }

let server: http.Server
let received: Received[]
let status: number
let hook: string

beforeAll(async () => {
  server = http.createServer((request, response) => {
    let body = ""
    request.on("data", (chunk) => (body += chunk))
    request.on("end", () => {
      received.push({ method: request.method ?? "", url: request.url ?? "", body })
      response.writeHead(status).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  hook = `http://127.0.0.1:${(server.address() as AddressInfo).port}/build_hooks/daily`
})

afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

beforeEach(() => {
  received = []
  status = 200
})

// 00:30 on 5 January 2031 in New York; 01:30 is an hour later.
const NEW_YORK_FIRST_HOUR = new Date("2031-01-05T05:30:00Z")

async function run(env: Record<string, string | undefined>, now = NEW_YORK_FIRST_HOUR) {
  const lines: string[] = []
  const response = await dailyBuild({ env, now, log: (line) => lines.push(line) })
  return { status: response.status, lines }
}

describe("dailyBuild", () => {
  it("asks the hook for a build, once, in the first hour of the day in the site's time zone", async () => {
    const result = await run({ BUILD_HOOK_URL: hook, SITE_TIME_ZONE: "America/New_York" })

    expect(received).toEqual([{ method: "POST", url: "/build_hooks/daily", body: "" }])
    expect(result.status).toBe(202)
    expect(result.lines).toEqual([expect.stringContaining("2031-01-05")])
    expect(result.lines[0]).toContain("200")
  })

  it.each([
    ["an hour later", "2031-01-05T06:30:00Z"],
    ["late the evening before", "2031-01-05T04:30:00Z"],
    ["at midnight in UTC", "2031-01-05T00:30:00Z"],
  ])("asks for nothing at another hour (%s)", async (_when, at) => {
    const result = await run(
      { BUILD_HOOK_URL: hook, SITE_TIME_ZONE: "America/New_York" },
      new Date(at),
    )

    expect(received).toEqual([])
    expect(result.status).toBe(204)
    expect(result.lines).toHaveLength(1)
  })

  it("keeps to UTC when no time zone is set", async () => {
    await run({ BUILD_HOOK_URL: hook }, new Date("2031-01-05T00:30:00Z"))
    await run({ BUILD_HOOK_URL: hook }, new Date("2031-01-05T05:30:00Z"))

    expect(received).toHaveLength(1)
  })

  it("asks for one build a day when a clock change skips midnight", async () => {
    // In Santiago, 23:00 on 6 September 2031 is followed by 01:00 on the 7th: no hour 0 that day.
    const start = Date.parse("2031-09-06T12:00:00Z")
    for (let hour = 0; hour < 48; hour++) {
      await run(
        { BUILD_HOOK_URL: hook, SITE_TIME_ZONE: "America/Santiago" },
        new Date(start + hour * 3_600_000),
      )
    }

    expect(received).toHaveLength(2)
  })

  it.each([
    ["unset", undefined],
    ["empty", ""],
  ])(
    "says in one line what to set, and where, when the hook is %s",
    async (_state, BUILD_HOOK_URL) => {
      const result = await run({ BUILD_HOOK_URL, SITE_TIME_ZONE: "America/New_York" })

      expect(received).toEqual([])
      expect(result.lines).toHaveLength(1)
      expect(result.lines[0]).toContain("BUILD_HOOK_URL")
      expect(result.lines[0]).toContain("Build hooks")
      expect(result.lines[0]).toContain("docs/site-owner.md")
    },
  )

  it.each([
    "javascript:alert(1)",
    "http://example.com/hook",
    "https://user:pw@api.netlify.com/build_hooks/x",
    "https:api.netlify.com/build_hooks/x",
    "   ",
    "https://",
  ])("refuses the hook %j in one line and sends nothing", async (value) => {
    const sent: string[] = []
    const lines: string[] = []
    const response = await dailyBuild({
      env: { BUILD_HOOK_URL: value, SITE_TIME_ZONE: "America/New_York" },
      now: NEW_YORK_FIRST_HOUR,
      post: async (url) => {
        sent.push(url)
        return new Response(null, { status: 200 })
      },
      log: (line) => lines.push(line),
    })

    expect(sent).toEqual([])
    expect(response.status).toBe(500)
    expect(lines).toEqual([expect.stringContaining("BUILD_HOOK_URL")])
  })

  it.each([
    ["with a user name and password", (address: string) => address.replace("//", "//user:pw@")],
    ["with a space before it", (address: string) => ` ${address}`],
    ["with a space after it", (address: string) => `${address} `],
    ["with a space inside", (address: string) => address.replace("daily", "dai ly")],
    ["with a line break", (address: string) => `${address}\n`],
  ])("refuses this computer's hook %s, and never logs the address", async (_how, written) => {
    const result = await run({
      BUILD_HOOK_URL: written(hook),
      SITE_TIME_ZONE: "America/New_York",
    })

    expect(received).toEqual([])
    expect(result.lines).toEqual([expect.stringContaining("BUILD_HOOK_URL")])
    // Not the address, nor any part of it the message does not name in general terms.
    expect(result.lines[0]).not.toContain(new URL(hook).pathname)
    expect(result.lines[0]).not.toContain("user:pw")
  })

  it.each(["Mars/Olympus_Mons", "America/New_York; rm -rf /", " UTC", "../../etc/passwd"])(
    "refuses the time zone %j in one line and sends nothing",
    async (SITE_TIME_ZONE) => {
      const result = await run({ BUILD_HOOK_URL: hook, SITE_TIME_ZONE })

      expect(received).toEqual([])
      expect(result.status).toBe(500)
      expect(result.lines).toEqual([expect.stringContaining("SITE_TIME_ZONE")])
    },
  )

  it("logs a hook that fails, in one line, and answers 502 without throwing", async () => {
    status = 500

    const result = await run({ BUILD_HOOK_URL: hook, SITE_TIME_ZONE: "America/New_York" })

    expect(received).toHaveLength(1)
    expect(result.status).toBe(502)
    expect(result.lines).toEqual([expect.stringContaining("500")])
  })

  it("logs a hook that cannot be reached, in one line, and answers 502 without throwing", async () => {
    const closed = http.createServer()
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve))
    const port = (closed.address() as AddressInfo).port
    await new Promise((resolve) => closed.close(resolve))

    const result = await run({
      BUILD_HOOK_URL: `http://127.0.0.1:${port}/build_hooks/daily`,
      SITE_TIME_ZONE: "America/New_York",
    })

    expect(result.status).toBe(502)
    expect(result.lines).toEqual([expect.stringContaining("could not be reached")])
  })
})

describe("config", () => {
  it("runs the function every hour", () => {
    expect(config.schedule).toBe("@hourly")
  })
})
