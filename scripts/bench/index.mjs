// The benchmark: builds the site and compares it, served on loopback with gzip as a CDN would, with two
// variants made from the same build: its scripts held until after load (the alternative the site once
// shipped) and no scripts at all (the page's physical limit). Two measurements, interleaved run by run so
// that a slow patch of the machine weighs on every variant alike, reported as medians:
// - throttled: real Chromium, throttling applied through the DevTools protocol (throttled.mjs);
// - lighthouse: Lighthouse's mobile audit, scores and its simulated timings (lighthouse.mjs).
// It prints and compares; it fails nothing on timing. Every run's numbers go to .bench/results.json.
// Usage: npm run bench -- [--reuse] [--runs N] [--lighthouse-runs N] [--only throttled|lighthouse]
//                         [--path /articles/<slug>/]   (another page than the one page; default /)
//        npm run bench -- --grow N [--builds N] [--runs N] [--keys N] [--reuse]
//   --grow N runs the benchmark of growth instead (growth.mjs): today's content against N times as many
//   resources, each built cold in a scratch copy of HEAD under .bench/grow/, --builds times (default 2,
//   alternating); --runs is then the editor's runs per size (default 5), --keys the keystrokes timed in
//   each (default 2); --reuse keeps the last builds and their times. Numbers in .bench/growth.json.
import { spawnSync } from "node:child_process"
import { existsSync } from "node:fs"
import { cp, mkdir, rm, writeFile } from "node:fs/promises"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { parseArgs } from "node:util"
import { serveStatic } from "../../e2e/static-server.mjs"
import { growth } from "./growth.mjs"
import { LIGHTHOUSE_ROWS, runLighthouse, summarise } from "./lighthouse.mjs"
import { launch, measure, PROBES, PROFILE } from "./throttled.mjs"
import { makeVariant, TRANSFORMS } from "./variants.mjs"

const ROOT = fileURLToPath(new URL("../..", import.meta.url))
const BENCH = path.join(ROOT, ".bench")
const SITE = path.join(BENCH, "site")
const VARIANTS = [
  { name: "site", root: SITE, port: 9400 },
  { name: "after-load", root: path.join(BENCH, "site-after-load"), port: 9401 },
  { name: "no-script", root: path.join(BENCH, "site-no-script"), port: 9402 },
]
const TRANSFORM = { "after-load": TRANSFORMS.holdScripts, "no-script": TRANSFORMS.stripScripts }
// Without scripts the resources and Send never answer; the menu is HTML's own and does.
const NEEDS_SCRIPT = new Set(["resource", "send"])
const THROTTLED_ROWS = [
  ["FCP (ms)", "fcp"],
  ["LCP (ms)", "lcp"],
  ["Menu answers a tap (ms)", "menu"],
  ["A resource answers (ms)", "resource"],
  ["Send answers (ms)", "send"],
]
// Measured with applied throttling only: Lighthouse's simulation counts against the largest paint whatever
// was requested before it in a fast trace, which real loads do not bear out.
const LCP_TARGET = 1.15

const { values: args } = parseArgs({
  options: {
    reuse: { type: "boolean", default: false },
    runs: { type: "string", default: "5" },
    "lighthouse-runs": { type: "string", default: "3" },
    only: { type: "string" },
    path: { type: "string", default: "/" },
    grow: { type: "string" },
    keys: { type: "string", default: "2" },
    builds: { type: "string", default: "2" },
  },
})
const count = (name) => {
  const value = Number(args[name])
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a positive integer`)
  return value
}
const runs = { throttled: count("runs"), lighthouse: count("lighthouse-runs") }
if (args.only && !(args.only in runs)) throw new Error(`--only takes throttled or lighthouse`)
const parts = args.only ? [args.only] : Object.keys(runs)
if (!args.path.startsWith("/")) throw new Error(`--path must start with /`)
// A resource's own page has the menu but no resource list and no form.
const ON_ONE_PAGE_ONLY = new Set(["resource", "send"])
const url = (v) => `http://127.0.0.1:${v.port}${args.path}`

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

const median = (list) => {
  const sorted = [...list].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/** Medians per variant of every key in the runs' numbers. */
function medians(perRun) {
  return Object.fromEntries(
    Object.entries(perRun).map(([name, list]) => {
      const keys = [...new Set(list.flatMap((numbers) => Object.keys(numbers)))]
      return [name, Object.fromEntries(keys.map((key) => [key, median(list.map((n) => n[key]))]))]
    }),
  )
}

function printTable(title, rows, values) {
  const line = (cells) => cells.map((c, i) => (i ? c.padStart(12) : c.padEnd(36))).join("")
  console.log(`${title}\n${line(["", ...VARIANTS.map((v) => v.name)])}`)
  // A row no variant has (a probe the page has no control for) is left out.
  for (const [label, key, digits = 0] of rows.filter(([, key]) =>
    VARIANTS.some((v) => values[v.name][key] !== undefined),
  )) {
    const cell = (v) => values[v.name][key]?.toFixed(digits) ?? "never"
    console.log(line([label, ...VARIANTS.map(cell)]))
  }
}

async function throttled() {
  const perRun = Object.fromEntries(VARIANTS.map((v) => [v.name, []]))
  const browser = await launch()
  try {
    for (let run = 1; run <= runs.throttled; run++) {
      for (const v of VARIANTS) {
        console.error(`Throttled ${v.name}, run ${run} of ${runs.throttled}`)
        let numbers = {}
        for (const probe of PROBES) {
          if (v.name === "no-script" && NEEDS_SCRIPT.has(probe)) continue
          if (args.path !== "/" && ON_ONE_PAGE_ONLY.has(probe)) continue
          numbers = {
            ...numbers,
            ...(await measure(browser, url(v), probe)),
          }
        }
        perRun[v.name].push(numbers)
      }
    }
  } finally {
    await browser.close()
  }
  const result = medians(perRun)
  printTable(
    `Throttled, real Chromium, ${args.path}: ${PROFILE.label}. Medians of ${runs.throttled} fresh loads per cell.`,
    THROTTLED_ROWS,
    result,
  )
  const ratio = (a, b, key) => result[a][key] / result[b][key]
  const held = (key) => ratio("after-load", "site", key).toFixed(2).replace("NaN", "–")
  console.log(
    `after-load / site: LCP ${held("lcp")}, resource ${held("resource")}, Send ${held("send")}`,
  )
  const lcpRatio = ratio("site", "no-script", "lcp")
  console.log(
    `LCP ratio (site / no-script limit): ${lcpRatio.toFixed(2)}, target ≤ ${LCP_TARGET}\n`,
  )
  return {
    profile: PROFILE,
    runs: runs.throttled,
    lcpRatio: { value: lcpRatio, target: LCP_TARGET },
    medians: result,
    perRun,
  }
}

async function lighthouse() {
  const perRun = Object.fromEntries(VARIANTS.map((v) => [v.name, []]))
  const elements = {}
  await mkdir(path.join(BENCH, "reports"), { recursive: true })
  for (let run = 1; run <= runs.lighthouse; run++) {
    for (const v of VARIANTS) {
      console.error(`Lighthouse ${v.name}, run ${run} of ${runs.lighthouse}`)
      const lhr = await runLighthouse(url(v))
      await writeFile(path.join(BENCH, "reports", `${v.name}-${run}.json`), JSON.stringify(lhr))
      const { numbers, lcpElement } = summarise(lhr)
      perRun[v.name].push(numbers)
      elements[v.name] ??= lcpElement
    }
  }
  const result = medians(perRun)
  printTable(
    `Lighthouse mobile (simulated throttling), ${args.path}. Medians of ${runs.lighthouse} runs.`,
    LIGHTHOUSE_ROWS,
    result,
  )
  for (const v of VARIANTS) console.log(`LCP element (${v.name}): ${elements[v.name]}`)
  console.log()
  return { runs: runs.lighthouse, medians: result }
}

async function bench() {
  const started = Date.now()
  const servers = []
  try {
    const built = build()
    if (built) {
      await rm(SITE, { recursive: true, force: true })
      await cp(path.join(ROOT, "public"), SITE, { recursive: true })
    }
    console.log(`${built ? "Built" : "Reused"} .bench/site.`)
    for (const v of VARIANTS.filter((v) => TRANSFORM[v.name])) {
      const pages = await makeVariant(SITE, v.root, TRANSFORM[v.name])
      console.log(`${v.name}: rewrote ${pages} page(s).`)
    }
    console.log()
    for (const v of VARIANTS) servers.push(await serveStatic(v.root, v.port, { gzip: true }))

    const results = {}
    for (const part of parts)
      results[part] = part === "throttled" ? await throttled() : await lighthouse()
    const seconds = Math.round((Date.now() - started) / 1000)
    console.log(`Done in ${seconds} s; every run's numbers in .bench/results.json`)
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
}

if (args.grow === undefined) {
  await bench()
} else {
  if (args.only || args.path !== "/")
    throw new Error("--grow measures / alone: no --only, no --path")
  const factor = Number(args.grow)
  if (!Number.isInteger(factor) || factor < 2 || factor > 100) {
    throw new Error("--grow takes a whole number from 2 to 100")
  }
  await growth({
    root: ROOT,
    factor,
    builds: count("builds"),
    editorRuns: runs.throttled,
    keys: count("keys"),
    reuse: args.reuse,
  })
}
