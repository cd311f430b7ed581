// Lighthouse (mobile emulation, its simulated throttling) on Debian's Chromium through chrome-launcher.
import { spawn } from "node:child_process"
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

/**
 * The element a report names as the largest paint. Lighthouse 12 nests it in a list beside the LCP
 * phases, older versions did not, and 13 names it only in its LCP breakdown insight, as a node of its own.
 */
function lcpNode(lhr) {
  const details =
    lhr.audits["largest-contentful-paint-element"]?.details ??
    lhr.audits["lcp-breakdown-insight"]?.details
  const parts = details?.type === "list" ? details.items : [details]
  for (const part of parts) {
    if (part?.type === "node") return part
    if (part?.items?.[0]?.node) return part.items[0].node
  }
  return undefined
}

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
  const node = lcpNode(lhr)
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

// Lighthouse's current major needs a newer Node (13: Node 22.19 or later) than the project's. Both come
// from the npm registry, the one place this machine can download from: Node as the platform's
// node-<os>-<cpu> package, whose `node` the Lighthouse command's `#!/usr/bin/env node` then finds first.
export const CURRENT_LIGHTHOUSE = { lighthouse: "13", node: "22" }
const nodePackage = () =>
  `node-${process.platform === "win32" ? "win" : process.platform}-${process.arch}@${CURRENT_LIGHTHOUSE.node}`

/**
 * One run of the current Lighthouse's command (through npm exec, cached by npm after the first) on
 * `url`, in a fresh Chromium profile, with the same categories and browser as runLighthouse; returns
 * the full report, which summarise reads alike.
 */
export async function runCurrentLighthouse(url) {
  const onlyCategories = CATEGORIES.map(([, id]) => id).join(",")
  const command = spawn(
    "npm",
    [
      "exec",
      "--yes",
      `--package=${nodePackage()}`,
      `--package=lighthouse@${CURRENT_LIGHTHOUSE.lighthouse}`,
      "--",
      "lighthouse",
      url,
      "--output=json",
      "--output-path=stdout",
      "--quiet",
      `--only-categories=${onlyCategories}`,
      `--chrome-path=${chromiumPath()}`,
      `--chrome-flags=${[...chromiumArgs, "--headless=new"].join(" ")}`,
    ],
    { stdio: ["ignore", "pipe", "pipe"] },
  )
  let out = ""
  let err = ""
  command.stdout.on("data", (chunk) => (out += chunk))
  command.stderr.on("data", (chunk) => (err += chunk))
  const status = await new Promise((resolve, reject) => {
    command.once("error", reject)
    command.once("close", resolve)
  })
  if (status !== 0)
    throw new Error(`Lighthouse ${CURRENT_LIGHTHOUSE.lighthouse} failed (${status}): ${err.trim()}`)
  return JSON.parse(out)
}
