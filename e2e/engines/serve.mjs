// Serves a built site on a free loopback port, with the headers its _headers file gives, as Netlify
// sends them (e2e/global-setup.ts serves the test builds the same way). A process of its own because the
// engine tests run in Jest, which cannot load these ES modules. Usage: node e2e/engines/serve.mjs <dir>.
// Prints the site's origin, then serves until its standard input closes: when the run that started it
// ends, however it ends.
import path from "node:path"
import { netlifyHeaders } from "../netlify-headers.mjs"
import { serveStatic } from "../static-server.mjs"

const dir = process.argv[2]
// Awaited whether the rules are read at once or, by Netlify's own parser, asynchronously.
const headers = await netlifyHeaders(path.join(dir, "_headers"))
const server = await serveStatic(dir, 0, { headers })
console.log(`http://127.0.0.1:${server.address().port}`)
process.stdin.on("data", () => {})
process.stdin.on("end", () => {
  server.close()
  // A browser that hung may still hold a connection open: close would wait for it.
  server.closeAllConnections()
})
