import { chromium } from "@playwright/test"
import { serveStatic } from "/work/main/e2e/static-server.mjs"
import { gzipSync } from "node:zlib"
import { readFileSync } from "node:fs"
import path from "node:path"
const dirs = process.argv.slice(2)
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium-headless-shell" })
for (const [i, dir] of dirs.entries()) {
  const server = await serveStatic(path.resolve(dir), 9400 + i)
  const page = await browser.newPage({ viewport: { width: 412, height: 823 } })
  const scripts = []
  page.on("response", (r) => { const u = new URL(r.url()); if (u.pathname.endsWith(".js")) scripts.push(u.pathname) })
  await page.goto(`http://127.0.0.1:${9400 + i}/`, { waitUntil: "networkidle" })
  let total = 0
  for (const s of scripts) { const n = gzipSync(readFileSync(path.join(dir, s))).length; total += n; console.log(dir, n, s) }
  console.log(dir, "TOTAL", total)
  await page.close(); server.close()
}
await browser.close()
