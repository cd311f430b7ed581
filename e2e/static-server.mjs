// Serves a built site from a folder on loopback, as a static host or CDN would. Used by the browser tests
// (plain) and the benchmark (gzip, like a CDN).
import { readFileSync, statSync } from "node:fs"
import { createServer } from "node:http"
import path from "node:path"
import { gzipSync } from "node:zlib"

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml",
  ".ics": "text/calendar; charset=utf-8",
  ".svg": "image/svg+xml",
  ".avif": "image/avif",
  ".webp": "image/webp",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".ico": "image/x-icon",
}
const COMPRESSIBLE = /^(text\/|application\/(json|manifest\+json|xml)|image\/svg)/

function resolveFile(root, urlPath) {
  const file = path.join(root, decodeURIComponent(urlPath))
  if (!file.startsWith(root)) return undefined
  const stat = statSync(file, { throwIfNoEntry: false })
  if (stat?.isFile()) return file
  if (stat?.isDirectory()) return resolveFile(root, path.posix.join(urlPath, "index.html"))
  return undefined
}

/**
 * @param {string} root the folder to serve
 * @param {number} port the loopback port
 * `override` answers an address itself (a page and its headers) instead of the folder, for a request to
 * that host name; undefined leaves it to the folder.
 * @param {{
 *   gzip?: boolean,
 *   headers?: (pathname: string) => Record<string, string>,
 *   override?: (pathname: string, host: string) => { body: string, headers: Record<string, string> } | undefined,
 * }} [options]
 * @returns {Promise<import("node:http").Server>}
 */
export function serveStatic(root, port, options = {}) {
  const base = path.resolve(root)
  const server = createServer((request, response) => {
    const { pathname } = new URL(request.url ?? "/", "http://localhost")
    const own = options.override?.(pathname, (request.headers.host ?? "").replace(/:\d+$/, ""))
    if (own) {
      response.writeHead(200, { "content-type": TYPES[".html"], ...own.headers }).end(own.body)
      return
    }
    const file = resolveFile(base, pathname)
    const body = file ?? resolveFile(base, "/404.html")
    if (!body) {
      response.writeHead(404).end("Not found")
      return
    }
    const type = TYPES[path.extname(body)] ?? "application/octet-stream"
    let content = readFileSync(body)
    const headers = { "content-type": type, ...options.headers?.(pathname) }
    if (
      options.gzip &&
      COMPRESSIBLE.test(type) &&
      /\bgzip\b/.test(request.headers["accept-encoding"] ?? "")
    ) {
      content = gzipSync(content, { level: 9 })
      headers["content-encoding"] = "gzip"
      headers["vary"] = "accept-encoding"
    }
    response.writeHead(file ? 200 : 404, headers).end(content)
  })
  return new Promise((resolve, reject) => {
    server.once("error", reject)
    server.listen(port, "127.0.0.1", () => resolve(server))
  })
}
