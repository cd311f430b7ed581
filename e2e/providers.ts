// Stand-ins for the coach's scheduler and newsletter provider, on this computer: one HTTPS
// server the browser reaches at the providers' own names (e2e/coachEdits.ts), which Chromium's
// host-resolver-rules map here. The browser then does all a visit would do with the real ones: ask the
// provider's leave before a script's post (CORS), post the form itself, go to the scheduler. Playwright's
// page.route could not stand in for a provider that refuses a script: it answers every such question
// yes itself. Each worker has its own server, and its tests run one at a time.
import { execFileSync } from "node:child_process"
import { mkdtempSync, readFileSync, rmSync } from "node:fs"
import type { IncomingMessage, ServerResponse } from "node:http"
import { createServer } from "node:https"
import type { AddressInfo } from "node:net"
import { tmpdir } from "node:os"
import path from "node:path"
import type { Page } from "@playwright/test"
import { booking, newsletter } from "./coachEdits"
import { sites, type SiteName } from "./sites"
import { test as base } from "./test"

/**
 * How the newsletter provider answers: `confirm` and `refuse` let a script read the answer (2xx, 4xx),
 * `no-cors` lets no script post at all (as most providers' subscribe forms), `hang` never answers, and
 * `unreadable` lets a script post, then answers the post by sending the browser on to its own page,
 * with no leave for the script to read it: the address taken, and the script none the wiser.
 */
type Answer = "confirm" | "refuse" | "no-cors" | "hang" | "unreadable"

/** A request a stand-in received. */
type Received = {
  host: string
  method: string
  path: string
  /** A post's fields, as the provider reads them. */
  fields: URLSearchParams
  /** Whether it came from a script (the header the page's subscribe post adds) or the browser itself. */
  byScript: boolean
}

const SCHEDULER = new URL(booking.url).host
const PROVIDER = new URL(newsletter.action).host
/** What the scheduler shows, and what the provider's page says after a post the browser made itself. */
export const SCHEDULER_HEADING = "Pick a time"
export const PROVIDER_HEADING = "Almost there: confirm your address"

const page = (heading: string) => `<!doctype html><title>${heading}</title><h1>${heading}</h1>`

export class StandIns {
  answer: Answer = "confirm"
  readonly received: Received[] = []
  /** Requests held without an answer (`hang`), let go when the test ends. */
  private readonly held: ServerResponse[] = []

  /** Everything the newsletter provider (or, with `host`, another stand-in) received. */
  at(host = PROVIDER) {
    return this.received.filter((request) => request.host === host)
  }

  reset() {
    this.answer = "confirm"
    this.received.length = 0
    for (const response of this.held.splice(0)) response.destroy()
  }

  handle(request: IncomingMessage, body: string, response: ServerResponse) {
    const host = (request.headers.host ?? "").replace(/:\d+$/, "")
    const byScript = "x-requested-with" in request.headers
    this.received.push({
      host,
      method: request.method ?? "",
      path: request.url ?? "",
      fields: new URLSearchParams(body),
      byScript,
    })
    if (host === SCHEDULER) return end(response, 200, page(SCHEDULER_HEADING))
    if (host !== PROVIDER) return end(response, 404, "")
    if (this.answer === "hang") return void this.held.push(response)
    const allowed = this.answer !== "no-cors"
    const cors: Record<string, string> = allowed
      ? {
          "access-control-allow-origin": String(request.headers.origin ?? "*"),
          "access-control-allow-methods": "POST",
          "access-control-allow-headers": "x-requested-with",
        }
      : {}
    if (request.method === "OPTIONS") return end(response, allowed ? 204 : 405, "", cors)
    if (!byScript) return end(response, 200, page(PROVIDER_HEADING))
    if (this.answer === "unreadable" && request.method === "POST") {
      return end(response, 303, "", { location: "/subscribed" })
    }
    const status = this.answer === "refuse" ? 400 : 200
    end(response, status, JSON.stringify({ ok: status === 200 }), {
      ...cors,
      "content-type": "application/json",
    })
  }
}

function end(
  response: ServerResponse,
  status: number,
  body: string,
  headers: Record<string, string> = {},
) {
  response.writeHead(status, { "content-type": "text/html; charset=utf-8", ...headers })
  response.end(body)
}

/** A certificate for the providers' names, made for this run (the browser is told to trust it). */
function certificate() {
  const folder = mkdtempSync(path.join(tmpdir(), "stand-in-tls-"))
  try {
    execFileSync(
      "openssl",
      [
        ...["req", "-x509", "-nodes", "-days", "1", "-subj", `/CN=${PROVIDER}`],
        ...["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1"],
        ...["-keyout", path.join(folder, "key.pem"), "-out", path.join(folder, "cert.pem")],
        ...["-addext", `subjectAltName=DNS:${PROVIDER},DNS:${SCHEDULER}`],
      ],
      { stdio: "ignore" },
    )
    return {
      key: readFileSync(path.join(folder, "key.pem")),
      cert: readFileSync(path.join(folder, "cert.pem")),
    }
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
}

type WorkerFixtures = { standInServer: { standIns: StandIns; port: number } }

/**
 * The site's `test`, with the stand-ins: `providers` is this worker's, reset for each test. The worker's
 * browser resolves the providers' names to it, and takes its certificate.
 */
export const test = base.extend<{ providers: StandIns }, WorkerFixtures>({
  standInServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from it
    async ({}, use) => {
      const standIns = new StandIns()
      const server = createServer(certificate(), (request, response) => {
        let body = ""
        request.setEncoding("utf8")
        request.on("data", (chunk: string) => (body += chunk))
        request.on("end", () => standIns.handle(request, body, response))
      })
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
      await use({ standIns, port: (server.address() as AddressInfo).port })
      standIns.reset()
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
    { scope: "worker" },
  ],
  launchOptions: [
    async ({ launchOptions, standInServer: { port } }, use) => {
      const rules = [PROVIDER, SCHEDULER].map((host) => `MAP ${host}:443 127.0.0.1:${port}`)
      await use({
        ...launchOptions,
        args: [...(launchOptions.args ?? []), `--host-resolver-rules=${rules.join(",")}`],
      })
    },
    { scope: "worker" },
  ],
  ignoreHTTPSErrors: true,
  providers: async ({ standInServer: { standIns } }, use) => {
    standIns.reset()
    await use(standIns)
    standIns.reset()
  },
})

/**
 * Google's reCAPTCHA api.js, as far as the contact form uses it (there is no internet here): it defines
 * grecaptcha (render draws a checkbox and the answer field reCAPTCHA adds to its form, reset unticks it)
 * and calls the page's onload function, as the real script does once loaded. Drawn in the page, not in
 * a frame as Google's is, so the tests tick it as a visitor would.
 */
const RECAPTCHA_API = `(() => {
  const onload = new URL(document.currentScript.src).searchParams.get("onload")
  const widgets = []
  window.grecaptcha = {
    render(box, parameters) {
      const tick = document.createElement("input")
      tick.type = "checkbox"
      const label = document.createElement("label")
      label.append(tick, " I'm not a robot")
      const answer = document.createElement("textarea")
      answer.name = "g-recaptcha-response"
      answer.hidden = true
      tick.addEventListener("change", () => {
        answer.value = tick.checked ? "stand-in-answer-for-" + parameters.sitekey : ""
        if (tick.checked) parameters.callback()
      })
      box.append(label, answer)
      widgets.push({ tick, answer })
      return widgets.length - 1
    },
    reset(widget) {
      widgets[widget].tick.checked = false
      widgets[widget].answer.value = ""
    },
  }
  window[onload]()
})()`

/** Where the contact form's reCAPTCHA script is asked for. */
export const RECAPTCHA_SCRIPT = "https://www.google.com/recaptcha/api.js"

/**
 * Serves the stand-in api.js to `page`, or refuses it (`blocked`, as a content blocker or no network
 * would). Returns every request the page makes to Google's hosts, in order.
 */
export async function standInRecaptcha(page: Page, { blocked = false } = {}) {
  const asked: string[] = []
  page.on("request", (request) => {
    const { hostname } = new URL(request.url())
    if (/(^|\.)(google|gstatic)\.com$/.test(hostname)) asked.push(request.url())
  })
  await page.route(`${RECAPTCHA_SCRIPT}?*`, (route) =>
    blocked
      ? route.abort("blockedbyclient")
      : route.fulfill({ contentType: "text/javascript", body: RECAPTCHA_API }),
  )
  return asked
}

/**
 * Readies `page` to send on `site`: where its build was given a reCAPTCHA key, the stand-in script, and
 * the box's tick, which each send needs (the box is reset after one). Returns that tick, or nothing to do.
 */
export async function recaptchaFor(page: Page, site: SiteName): Promise<() => Promise<void>> {
  const env: Record<string, string> = sites[site].env
  if (!env.GATSBY_RECAPTCHA_SITE_KEY) return async () => {}
  await standInRecaptcha(page)
  return () => page.getByRole("checkbox", { name: "I'm not a robot" }).check()
}

export { expect } from "./test"
