// The benchmark: builds the site and compares it, served on loopback with gzip as a CDN would, with
// variants: no scripts at all (made from the same build: the page's physical limit), optionally another
// commit's build (--base REF: "today's loading" before a change) and the scripts held until after load
// (--after-load: the alternative the site once shipped). Two measurements, interleaved run by run so
// that a slow patch of the machine weighs on every variant alike, reported as medians:
// - throttled: real Chromium, throttling applied through the DevTools protocol (throttled.mjs);
// - lighthouse: Lighthouse's mobile audit, scores and its simulated timings (lighthouse.mjs).
// --lighthouse-current runs Lighthouse's current major (lighthouse.mjs: CURRENT_LIGHTHOUSE) instead of
// the project's, with the Node it needs, both fetched from the npm registry by npm exec.
// It prints and compares; it fails nothing on timing. Every run's numbers go to .bench/results.json.
// Usage: npm run bench -- [--reuse] [--runs N] [--lighthouse-runs N] [--only throttled|lighthouse]
//                         [--base REF] [--after-load] [--lighthouse-current]
//                         [--probes paint,resource:idle,...]   (some of the throttled probes; default all)
//                         [--path /articles/<slug>/]   (another page than the one page; default /)
//        npm run bench -- --grow N [--builds N] [--runs N] [--keys N] [--reuse]
//   --grow N runs the benchmark of growth instead (growth.mjs): today's content against N times as many
//   resources, each built cold in a scratch copy of HEAD under .bench/grow/, --builds times (default 2,
//   alternating); --runs is then the editor's runs per size (default 5), --keys the keystrokes timed in
//   each (default 2); --reuse keeps the last builds and their times. Numbers in .bench/growth.json.
import { spawnSync } from "node:child_process"
import { existsSync } from "node:fs"
import { cp, mkdir, readFile, rm, writeFile } from "node:fs/promises"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { parseArgs } from "node:util"
import { serveStatic } from "../../e2e/static-server.mjs"
import { growth } from "./growth.mjs"
import { LIGHTHOUSE_ROWS, runCurrentLighthouse, runLighthouse, summarise } from "./lighthouse.mjs"
import { INTERACTIONS, launch, measure, MOMENTS, PROBES, PROFILE } from "./throttled.mjs"
import { commitOf, scratchCopy } from "./scratch.mjs"
import { makeVariant, TRANSFORMS } from "./variants.mjs"

const ROOT = fileURLToPath(new URL("../..", import.meta.url))
const BENCH = path.join(ROOT, ".bench")
const SITE = path.join(BENCH, "site")
const BASE_SOURCE = path.join(BENCH, "base-source")
// Without scripts the resources open their own pages and Send never answers; the menu is HTML's own.
const NEEDS_SCRIPT = new Set(["send:load", "send:idle"])
const MOMENT_LABEL = { load: "as soon as drawn", idle: "once idle" }
const INTERACTION_LABEL = {
  menu: "the menu",
  resource: "a resource",
  message: "typing a Message",
  send: "Send",
}
const THROTTLED_ROWS = [
  ["FCP (ms)", "fcp"],
  ["LCP (ms)", "lcp"],
  ["TBT, from long tasks (ms)", "tbt"],
  ["Send enabled (ms)", "sendEnabled"],
  ...INTERACTIONS.flatMap((i) =>
    MOMENTS.map((m) => [`INP ${INTERACTION_LABEL[i]}, ${MOMENT_LABEL[m]}`, `${i}:${m}`]),
  ),
]
// Measured with applied throttling only: Lighthouse's simulation counts against the largest paint whatever
// was requested before it in a fast trace, which real loads do not bear out.
const LCP_TARGET = 1.1
const TBT_TARGET = 60
const INP_TARGET = 200

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
    base: { type: "string" },
    "after-load": { type: "boolean", default: false },
    "lighthouse-current": { type: "boolean", default: false },
    probes: { type: "string" },
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
const probes = args.probes === undefined ? PROBES : args.probes.split(",")
for (const probe of probes) {
  if (!PROBES.includes(probe)) {
    throw new Error(`--probes takes some of ${PROBES.join(",")}; not ${JSON.stringify(probe)}`)
  }
}
// A resource's own page has the menu but no resource list and no form.
const onOnePageOnly = (probe) => probe !== "paint" && !probe.startsWith("menu:")
const VARIANTS = [
  { name: "site", root: SITE, port: 9400 },
  args.base && { name: "base", root: path.join(BENCH, "site-base"), port: 9401 },
  args["after-load"] && {
    name: "after-load",
    root: path.join(BENCH, "site-after-load"),
    port: 9402,
    transform: TRANSFORMS.holdScripts,
  },
  {
    name: "no-script",
    root: path.join(BENCH, "site-no-script"),
    port: 9403,
    transform: TRANSFORMS.stripScripts,
  },
].filter(Boolean)
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

/**
 * The build of another commit (`ref`), for "today's loading" before a change: made from the commit as
 * committed, in a scratch copy with this checkout's node_modules, and kept for --reuse.
 */
async function buildBase(ref) {
  const commit = commitOf(ROOT, ref)
  const root = VARIANTS.find((v) => v.name === "base").root
  const stamp = path.join(root, ".commit")
  if (args.reuse && existsSync(stamp) && (await readFile(stamp, "utf8")) === commit) {
    return `Reused base: ${commit.slice(0, 9)}.`
  }
  await scratchCopy(ROOT, BASE_SOURCE, commit)
  const result = spawnSync("npx", ["gatsby", "build"], {
    cwd: BASE_SOURCE,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", SKIP_EDITOR: "1" },
    stdio: ["ignore", process.stderr, "inherit"],
  })
  if (result.status !== 0) throw new Error(`gatsby build of ${commit} failed`)
  await rm(root, { recursive: true, force: true })
  await cp(path.join(BASE_SOURCE, "public"), root, { recursive: true })
  await writeFile(stamp, commit)
  return `Built base: ${commit.slice(0, 9)}.`
}

const median = (list) => {
  if (list.length === 0) return undefined
  const sorted = [...list].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/** Medians per variant of every key in the runs' numbers. */
function medians(perRun) {
  return Object.fromEntries(
    Object.entries(perRun).map(([name, list]) => {
      const keys = [...new Set(list.flatMap((numbers) => Object.keys(numbers)))]
      // A number a run did not have (Send on the no-script copy) is left out, not counted as zero.
      const of = (key) => list.map((n) => n[key]).filter((value) => value !== undefined)
      return [name, Object.fromEntries(keys.map((key) => [key, median(of(key))]))]
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
        for (const probe of probes) {
          if (v.name === "no-script" && NEEDS_SCRIPT.has(probe)) continue
          if (args.path !== "/" && onOnePageOnly(probe)) continue
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
  const site = result.site
  const inps = PROBES.filter((probe) => probe in site && probe !== "paint").map((p) => site[p])
  // Each goal whose numbers were measured (--probes may leave some out).
  const goals = []
  if (site.tbt !== undefined) {
    goals.push([`TBT ${site.tbt.toFixed(0)} ms`, `≤ ${TBT_TARGET}`, site.tbt <= TBT_TARGET])
  }
  if (inps.length > 0) {
    const worstInp = Math.max(...inps)
    goals.push([`worst INP ${worstInp.toFixed(0)} ms`, `≤ ${INP_TARGET}`, worstInp <= INP_TARGET])
  }
  if (site.lcp !== undefined && result["no-script"]?.lcp !== undefined) {
    const lcpRatio = site.lcp / result["no-script"].lcp
    goals.push([`LCP ${lcpRatio.toFixed(2)}× no-script`, `≤ ${LCP_TARGET}`, lcpRatio <= LCP_TARGET])
  }
  if (result.base?.sendEnabled !== undefined && site.sendEnabled !== undefined) {
    const sooner = site.sendEnabled <= result.base.sendEnabled
    goals.push([`Send enabled ${site.sendEnabled.toFixed(0)} ms`, `≤ base's`, sooner])
  }
  for (const [what, target, met] of goals) {
    console.log(`${met ? "met    " : "NOT met"}  site: ${what}, goal ${target}`)
  }
  console.log()
  return {
    profile: PROFILE,
    runs: runs.throttled,
    goals: goals.map(([what, target, met]) => ({ what, target, met })),
    medians: result,
    perRun,
  }
}

async function lighthouse() {
  const perRun = Object.fromEntries(VARIANTS.map((v) => [v.name, []]))
  let version
  const elements = {}
  await mkdir(path.join(BENCH, "reports"), { recursive: true })
  for (let run = 1; run <= runs.lighthouse; run++) {
    for (const v of VARIANTS) {
      console.error(`Lighthouse ${v.name}, run ${run} of ${runs.lighthouse}`)
      const lhr = await (args["lighthouse-current"] ? runCurrentLighthouse : runLighthouse)(url(v))
      await writeFile(path.join(BENCH, "reports", `${v.name}-${run}.json`), JSON.stringify(lhr))
      version ??= lhr.lighthouseVersion
      const { numbers, lcpElement } = summarise(lhr)
      perRun[v.name].push(numbers)
      elements[v.name] ??= lcpElement
    }
  }
  const result = medians(perRun)
  printTable(
    `Lighthouse ${version} mobile (simulated throttling), ${args.path}. Medians of ${runs.lighthouse} runs.`,
    LIGHTHOUSE_ROWS,
    result,
  )
  for (const v of VARIANTS) console.log(`LCP element (${v.name}): ${elements[v.name]}`)
  console.log()
  return { version, runs: runs.lighthouse, medians: result, perRun }
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
    if (args.base) console.log(await buildBase(args.base))
    for (const v of VARIANTS.filter((v) => v.transform)) {
      const pages = await makeVariant(SITE, v.root, v.transform)
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
