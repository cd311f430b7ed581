import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http"
import type { Socket } from "node:net"

/** How the next request is answered: an HTTP status (with a hostile body), or no answer at all. */
export type Fault = { status: number } | "hang"

const CORS = {
  "access-control-allow-origin": "*",
  "access-control-allow-methods": "GET, POST, OPTIONS",
  "access-control-allow-headers": "content-type",
}

/** A body the page must never render: if it did, this markup would show and its handler would run. */
export const HOSTILE_BODY =
  "<img src=x onerror=\"document.title='pwned'\"><b>Injected by the server</b>"

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

/**
 * A stand-in for the EmailJS API on loopback: it answers CORS like the real API, parses each multipart
 * send-form request and records its fields, and can be told to fail, hang or refuse connections.
 */
export class MailServer {
  /** The fields of every send-form request received, in order. */
  readonly received: Record<string, string>[] = []
  private faults: Fault[] = []
  private server: Server | undefined
  private readonly sockets = new Set<Socket>()
  private readonly hanging = new Set<ServerResponse>()

  constructor(readonly port: number) {}

  /** Answers the next request with the fault instead of 200 "OK". */
  failNext(fault: Fault) {
    this.faults.push(fault)
  }

  reset() {
    this.received.length = 0
    this.faults = []
  }

  /** Answers every request still hanging, late, with 200 "OK": the provider accepted after all. */
  answerHanging() {
    for (const response of this.hanging) {
      response.writeHead(200, { ...CORS, "content-type": "text/plain" }).end("OK")
    }
    this.hanging.clear()
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
    for (const socket of this.sockets) socket.destroy()
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()))
  }

  private async handle(request: IncomingMessage, response: ServerResponse) {
    if (request.method === "OPTIONS") {
      response.writeHead(204, CORS).end()
      return
    }
    if (request.method !== "POST" || request.url !== "/api/v1.0/email/send-form") {
      response.writeHead(404, CORS).end("Not Found")
      return
    }
    const body = await readBody(request)
    const form = await new Request("http://mail.test/", {
      method: "POST",
      headers: { "content-type": request.headers["content-type"] ?? "" },
      body: new Uint8Array(body),
    }).formData()
    const fields: Record<string, string> = {}
    form.forEach((value, key) => (fields[key] = String(value)))
    this.received.push(fields)

    const fault = this.faults.shift()
    if (fault === "hang") {
      this.hanging.add(response)
      return
    }
    if (fault) {
      response.writeHead(fault.status, { ...CORS, "content-type": "text/html" }).end(HOSTILE_BODY)
      return
    }
    response.writeHead(200, { ...CORS, "content-type": "text/plain" }).end("OK")
  }
}
