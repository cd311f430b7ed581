import { createReadStream, statSync } from "node:fs"
import { createServer, type Server } from "node:http"
import path from "node:path"

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml",
  ".svg": "image/svg+xml",
  ".avif": "image/avif",
  ".webp": "image/webp",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".ico": "image/x-icon",
}

function resolveFile(root: string, urlPath: string): string | undefined {
  const file = path.join(root, decodeURIComponent(urlPath))
  if (!file.startsWith(root)) return undefined
  const stat = statSync(file, { throwIfNoEntry: false })
  if (stat?.isFile()) return file
  if (stat?.isDirectory()) return resolveFile(root, path.posix.join(urlPath, "index.html"))
  return undefined
}

/** Serves a built site from a folder on loopback, as a static host would. */
export function serveStatic(root: string, port: number): Promise<Server> {
  const base = path.resolve(root)
  const server = createServer((request, response) => {
    const { pathname } = new URL(request.url ?? "/", "http://localhost")
    const file = resolveFile(base, pathname)
    const status = file ? 200 : 404
    const body = file ?? resolveFile(base, "/404.html")
    if (!body) {
      response.writeHead(404).end("Not found")
      return
    }
    response.writeHead(status, {
      "content-type": TYPES[path.extname(body)] ?? "application/octet-stream",
    })
    createReadStream(body).pipe(response)
  })
  return new Promise((resolve, reject) => {
    server.once("error", reject)
    server.listen(port, "127.0.0.1", () => resolve(server))
  })
}
