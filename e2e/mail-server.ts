import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http"
import type { Socket } from "node:net"
import type { BrowserContext, Route } from "@playwright/test"

/** How the next request is answered: an HTTP status (with a hostile body), or no answer at all. */
export type Fault = { status: number } | "hang"

const CORS = {
  "access-control-allow-origin": "*",
  "access-control-allow-methods": "GET, POST, OPTIONS",
  "access-control-allow-headers": "content-type",
}

/**
 * For a page's init script: the browser says it is not driven by automation, as a visitor's does. The
 * mail library's blockHeadless refuses a browser whose navigator.webdriver is true, as Playwright's is;
 * the tests that send use this, and one test leaves the truth to prove the refusal.
 */
export const asVisitorsBrowser = (context: BrowserContext) =>
  context.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, "webdriver", { get: () => false }),
  )

/** What EmailJS answers a template that requires reCAPTCHA when the send lacks the box's answer. */
const NO_RECAPTCHA_ANSWER = "reCAPTCHA: the g-recaptcha-response parameter is missing"

/** A body the page must never render: if it did, this markup would show and its handler would run. */
export const HOSTILE_BODY =
  "<img src=x onerror=\"document.title='pwned'\"><b>Injected by the server</b>"

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

/** How a request is answered: 200 "OK", a status with a body, or not at all. */
type Answer = { status: number; body: string; type: string } | "hang"

/**
 * A stand-in for the EmailJS API on loopback: it answers CORS like the real API, parses each multipart
 * send-form request and records its fields, and can be told to fail, hang or refuse connections, or to
 * require reCAPTCHA as a template can. It is reached on its port, or through a page's routing (`route`),
 * which needs no port: a spec of its own running beside another's server.
 */
export class MailServer {
  /** The fields of every send-form request received, in order. */
  readonly received: Record<string, string>[] = []
  /** As a template with reCAPTCHA on: a send without a non-empty g-recaptcha-response is refused. */
  requireRecaptcha = false
  private faults: Fault[] = []
  private server: Server | undefined
  private readonly sockets = new Set<Socket>()
  private readonly hanging = new Set<ServerResponse>()
  private readonly hangingRoutes = new Set<Route>()

  constructor(readonly port: number) {}

  /** Answers the next request with the fault instead of 200 "OK". */
  failNext(fault: Fault) {
    this.faults.push(fault)
  }

  reset() {
    this.received.length = 0
    this.faults = []
    this.requireRecaptcha = false
  }

  /** Answers every request still hanging, late, with 200 "OK": the provider accepted after all. */
  answerHanging() {
    for (const response of this.hanging) {
      response.writeHead(200, { ...CORS, "content-type": "text/plain" }).end("OK")
    }
    this.hanging.clear()
    for (const route of this.hangingRoutes) {
      void route.fulfill({ status: 200, headers: CORS, contentType: "text/plain", body: "OK" })
    }
    this.hangingRoutes.clear()
  }

  /** Answers a request the page routes here (page.route(`${MAIL_ORIGIN}/**`, mail.route)). */
  route = async (route: Route) => {
    const request = route.request()
    const answer = await this.answer(
      request.method(),
      new URL(request.url()).pathname,
      request.headers()["content-type"] ?? "",
      request.postDataBuffer() ?? Buffer.alloc(0),
    )
    if (answer === "hang") return void this.hangingRoutes.add(route)
    await route.fulfill({
      status: answer.status,
      headers: CORS,
      contentType: answer.type,
      body: answer.body,
    })
  }

  start(): Promise<void> {
    const server = createServer((request, response) => void this.handle(request, response))
    server.on("connection", (socket) => {
      this.sockets.add(socket)
      socket.on("close", () => this.sockets.delete(socket))
    })
    this.server = server
    return new Promise((resolve, reject) => {
      server.once("error", reject)
      server.listen(this.port, "127.0.0.1", () => resolve())
    })
  }

  /** Stops listening: from now on a connection to the port is refused. */
  stop(): Promise<void> {
    for (const response of this.hanging) response.destroy()
    this.hanging.clear()
    for (const route of this.hangingRoutes) void route.abort("connectionreset").catch(() => {})
    this.hangingRoutes.clear()
    for (const socket of this.sockets) socket.destroy()
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()))
  }

  private async handle(request: IncomingMessage, response: ServerResponse) {
    const answer = await this.answer(
      request.method ?? "",
      request.url ?? "",
      request.headers["content-type"] ?? "",
      await readBody(request),
    )
    if (answer === "hang") return void this.hanging.add(response)
    response.writeHead(answer.status, { ...CORS, "content-type": answer.type }).end(answer.body)
  }

  private async answer(method: string, path: string, type: string, body: Buffer): Promise<Answer> {
    if (method === "OPTIONS") return { status: 204, body: "", type: "text/plain" }
    if (method !== "POST" || path !== "/api/v1.0/email/send-form") {
      return { status: 404, body: "Not Found", type: "text/plain" }
    }
    const form = await new Request("http://mail.test/", {
      method: "POST",
      headers: { "content-type": type },
      body: new Uint8Array(body),
    }).formData()
    const fields: Record<string, string> = {}
    form.forEach((value, key) => (fields[key] = String(value)))
    this.received.push(fields)

    if (this.requireRecaptcha && !fields["g-recaptcha-response"]) {
      return { status: 400, body: NO_RECAPTCHA_ANSWER, type: "text/plain" }
    }
    const fault = this.faults.shift()
    if (fault === "hang") return "hang"
    if (fault) return { status: fault.status, body: HOSTILE_BODY, type: "text/html" }
    return { status: 200, body: "OK", type: "text/plain" }
  }
}
