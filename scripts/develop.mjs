// npm run develop: the dev server with hot reload, and beside it decap-server, the content editor's
// local backend, so http://localhost:8000/admin/ edits this working copy (data/content.json and
// data/images/) with no sign-in. Stopping one stops both.
import { spawn } from "node:child_process"
import { startDecapServer } from "./decap-server.mjs"

const bin = (name) => new URL(`../node_modules/.bin/${name}`, import.meta.url).pathname

const children = [
  // On this computer's loopback address only (scripts/decap-server.mjs says why).
  startDecapServer(),
  spawn(bin("gatsby"), ["develop", ...process.argv.slice(2)], { stdio: "inherit" }),
]

let stopping = false
function stopAll(code) {
  if (stopping) return
  stopping = true
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM")
  process.exitCode = code
}

for (const child of children) child.on("exit", (code) => stopAll(code ?? 1))
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => stopAll(0))
