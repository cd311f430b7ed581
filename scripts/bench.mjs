// Performance benchmark: builds the site, serves it next to a copy with every script stripped (the
// "physical limit": the same HTML, CSS and images with nothing to download or run), and runs
// Lighthouse on both. Prints medians and writes them, with every run's numbers, to .bench/.
// Usage: node scripts/bench.mjs [--reuse] [--runs N]
import { spawnSync } from "node:child_process"
import { existsSync } from "node:fs"
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { parseArgs } from "node:util"
import * as chromeLauncher from "chrome-launcher"
import lighthouse from "lighthouse"
import { chromiumArgs, chromiumPath } from "../e2e/chromium.mjs"
import { serveStatic } from "../e2e/static-server.mjs"

const ROOT = fileURLToPath(new URL("..", import.meta.url))
const BENCH = path.join(ROOT, ".bench")
const SITE = path.join(BENCH, "site")
const NOSCRIPT = path.join(BENCH, "site-noscript")
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
const ROWS = [
  ...CATEGORIES,
  ...METRICS,
  ...TYPES.map((type) => [`Transfer ${type} (KB)`, `kb-${type}`, 1]),
  ["Requests", "requests", 0],
  ["Requests to other hosts", "foreign-requests", 0],
]
const VARIANTS = [
  { name: "site", root: SITE, port: 9400 },
  { name: "no-script", root: NOSCRIPT, port: 9401 },
]
const TARGET = 1.15

const { values: args } = parseArgs({
  options: { reuse: { type: "boolean", default: false }, runs: { type: "string", default: "3" } },
})
const runs = Number(args.runs)
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive integer`)

function build() {
  if (args.reuse && existsSync(path.join(SITE, "index.html"))) return false
  // Gatsby's progress goes to stderr so that stdout carries only the report.
  const result = spawnSync("npx", ["gatsby", "build"], {
    cwd: ROOT,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" },
    stdio: ["ignore", process.stderr, "inherit"],
  })
  if (result.status !== 0) throw new Error(`gatsby build failed (${result.error ?? result.status})`)
  return true
}

// Attribute values may hold ">", so a tag ends at the first ">" outside quotes.
const TAG_BODY = String.raw`(?:[^>"']|"[^"]*"|'[^']*')*`
const SCRIPT = new RegExp(String.raw`<script(?=[\s/>])${TAG_BODY}>[\s\S]*?</script\s*>`, "gi")
const LINK = new RegExp(String.raw`<link(?=[\s/>])${TAG_BODY}>`, "gi")
const attribute = (tag, name) => {
  const match = tag.match(
    new RegExp(String.raw`\s${name}\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))`, "i"),
  )
  return (match?.[1] ?? match?.[2] ?? match?.[3] ?? "").toLowerCase()
}
const fetchesCode = (tag) =>
  ["script", "fetch"].includes(attribute(tag, "as")) ||
  attribute(tag, "rel").split(/\s+/).includes("modulepreload")

async function stripScripts() {
  await rm(NOSCRIPT, { recursive: true, force: true })
  await cp(SITE, NOSCRIPT, { recursive: true })
  const removed = { scripts: 0, links: 0 }
  for (const file of await readdir(NOSCRIPT, { recursive: true })) {
    if (!file.endsWith(".html")) continue
    const full = path.join(NOSCRIPT, file)
    const html = await readFile(full, "utf8")
    removed.scripts += html.match(SCRIPT)?.length ?? 0
    const withoutScripts = html.replace(SCRIPT, "")
    removed.links += withoutScripts.match(LINK)?.filter(fetchesCode).length ?? 0
    const stripped = withoutScripts.replace(LINK, (tag) => (fetchesCode(tag) ? "" : tag))
    // Untouched files are left alone so that they stay byte-identical.
    if (stripped !== html) await writeFile(full, stripped)
  }
  return removed
}

function summarise(lhr) {
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

async function runLighthouse(url) {
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

const median = (list) => {
  const sorted = [...list].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

function printTable(medians, ratio) {
  const line = (cells) => cells.map((c, i) => (i ? c.padStart(12) : c.padEnd(36))).join("")
  console.log(line(["", ...VARIANTS.map((v) => v.name)]))
  for (const [label, key, digits] of ROWS) {
    console.log(line([label, ...VARIANTS.map((v) => medians[v.name][key].toFixed(digits))]))
  }
  const label = "LCP ratio (site / no-script limit)"
  console.log(`${line([label, ratio.toFixed(2)])}   target ≤ ${TARGET}`)
}

const started = Date.now()
const servers = []
try {
  const built = build()
  if (built) {
    await rm(SITE, { recursive: true, force: true })
    await cp(path.join(ROOT, "public"), SITE, { recursive: true })
  }
  const removed = await stripScripts()
  console.log(`${built ? "Built" : "Reused"} .bench/site.`)
  console.log(`No-script copy: removed ${removed.scripts} <script>s, ${removed.links} <link>s.\n`)
  for (const v of VARIANTS) servers.push(await serveStatic(v.root, v.port, { gzip: true }))

  const perRun = Object.fromEntries(VARIANTS.map((v) => [v.name, []]))
  await mkdir(path.join(BENCH, "reports"), { recursive: true })
  // Interleaved, so that a slow patch of the machine weighs on both variants alike.
  for (let run = 1; run <= runs; run++) {
    for (const v of VARIANTS) {
      console.error(`Lighthouse ${v.name}, run ${run} of ${runs}`)
      const lhr = await runLighthouse(`http://127.0.0.1:${v.port}/`)
      await writeFile(path.join(BENCH, "reports", `${v.name}-${run}.json`), JSON.stringify(lhr))
      perRun[v.name].push(summarise(lhr))
    }
  }

  const medians = {}
  for (const v of VARIANTS) {
    const keys = Object.keys(perRun[v.name][0].numbers)
    const values = (key) => perRun[v.name].map((r) => r.numbers[key])
    medians[v.name] = Object.fromEntries(keys.map((key) => [key, median(values(key))]))
  }
  const lcp = (name) => medians[name]["largest-contentful-paint"]
  const ratio = lcp("site") / lcp("no-script")
  printTable(medians, ratio)
  for (const v of VARIANTS)
    console.log(`\nLCP element (${v.name}): ${perRun[v.name][0].lcpElement}`)
  const seconds = Math.round((Date.now() - started) / 1000)
  console.log(`\n${runs} run(s) per variant in ${seconds} s; details in .bench/results.json`)
  const lcpRatio = { value: ratio, target: TARGET }
  const results = { runs, seconds, removed, lcpRatio, medians, perRun }
  await writeFile(path.join(BENCH, "results.json"), `${JSON.stringify(results, null, 2)}\n`)
} catch (error) {
  console.error(error)
  process.exitCode = 1
} finally {
  for (const server of servers) {
    server.closeAllConnections()
    server.close()
  }
}
