// Lighthouse (mobile emulation, its simulated throttling) on Debian's Chromium through chrome-launcher.
import { mkdtemp, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import path from "node:path"
import * as chromeLauncher from "chrome-launcher"
import lighthouse from "lighthouse"
import { chromiumArgs, chromiumPath } from "../../e2e/chromium.mjs"

// Rows of the report: label, key, decimals. Categories and metrics are keyed by their Lighthouse id.
const CATEGORIES = [
  ["Performance", "performance", 0],
  ["Accessibility", "accessibility", 0],
  ["Best Practices", "best-practices", 0],
  ["SEO", "seo", 0],
]
const METRICS = [
  ["FCP (ms)", "first-contentful-paint", 0],
  ["LCP (ms)", "largest-contentful-paint", 0],
  ["TBT (ms)", "total-blocking-time", 0],
  ["CLS", "cumulative-layout-shift", 3],
  ["Speed Index (ms)", "speed-index", 0],
]
const TYPES = ["document", "script", "stylesheet", "image", "font", "other", "total"]
export const LIGHTHOUSE_ROWS = [
  ...CATEGORIES,
  ...METRICS,
  ...TYPES.map((type) => [`Transfer ${type} (KB)`, `kb-${type}`, 1]),
  ["Requests", "requests", 0],
  ["Requests to other hosts", "foreign-requests", 0],
]

/** The numbers of one report, keyed as LIGHTHOUSE_ROWS, and the element Lighthouse named as the LCP. */
export function summarise(lhr) {
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`)
  const audit = (id) => lhr.audits[id]
  const numbers = {}
  for (const [, id] of CATEGORIES) numbers[id] = Math.round(lhr.categories[id].score * 100)
  for (const [, id] of METRICS) numbers[id] = audit(id).numericValue
  const bytes = Object.fromEntries(
    audit("resource-summary").details.items.map((item) => [item.resourceType, item]),
  )
  for (const type of TYPES) numbers[`kb-${type}`] = (bytes[type]?.transferSize ?? 0) / 1024
  // Media has no row of its own; it counts as "other" so that the rows add up to the total.
  numbers["kb-other"] += (bytes.media?.transferSize ?? 0) / 1024
  numbers.requests = bytes.total.requestCount
  numbers["foreign-requests"] = audit("network-requests").details.items.filter(({ url }) => {
    const { protocol, hostname } = new URL(url)
    return /^(https?|wss?):$/.test(protocol) && hostname !== "127.0.0.1"
  }).length
  // Lighthouse 12 nests the element in a list next to the LCP phases; older versions did not.
  const details = audit("largest-contentful-paint-element").details
  const table = details?.type === "list" ? details.items[0] : details
  const node = table?.items?.[0]?.node
  const lcpElement = node
    ? `${node.selector}\n  ${node.snippet.replace(/\s+/g, " ")}`
    : "(none reported)"
  return { numbers, lcpElement }
}

/** One Lighthouse run on `url` in a fresh Chromium profile; returns the full report. */
export async function runLighthouse(url) {
  // A fresh profile each time, so that no run finds another's cache.
  const userDataDir = await mkdtemp(path.join(tmpdir(), "bench-chrome-"))
  let chrome
  try {
    chrome = await chromeLauncher.launch({
      chromePath: chromiumPath(),
      chromeFlags: [...chromiumArgs, "--headless=new"],
      userDataDir,
      logLevel: "error",
    })
    const onlyCategories = CATEGORIES.map(([, id]) => id)
    const result = await lighthouse(url, { port: chrome.port, logLevel: "error", onlyCategories })
    if (!result) throw new Error("Lighthouse returned no result")
    return result.lhr
  } finally {
    // Chrome still writes to its profile as it dies; wait, or the folder cannot be removed.
    const child = chrome?.process
    const exited = child && new Promise((resolve) => child.once("exit", resolve))
    chrome?.kill()
    if (child && child.exitCode === null && child.signalCode === null) await exited
    await rm(userDataDir, { recursive: true, force: true, maxRetries: 3 })
  }
}
