// The benchmark of growth (npm run bench -- --grow N): the site with today's content against the same site
// with N times as many articles, podcasts and book reviews (scripts/grow-content.mjs: every copy has a title
// and a paragraph of its own). Each is a scratch copy of the committed site (HEAD, not the working tree)
// under .bench/grow/, built cold, one build after the other. Side by side: the first visit to / in Chromium
// (bytes on the wire by type, response headers included), the one page's data, the longest _headers line,
// the build's time, the editor's time to ready and to open the article list, and the time from a keystroke to the preview showing it.
// It prints each ratio against its budget and says which are over; it fails nothing on timing.
import { spawn, spawnSync } from "node:child_process"
import { once } from "node:events"
import { existsSync, readdirSync, readFileSync } from "node:fs"
import { cp, rm, writeFile } from "node:fs/promises"
import os from "node:os"
import path from "node:path"
import { gzipSync } from "node:zlib"
import { chromium } from "@playwright/test"
import { chromiumArgs, chromiumPath } from "../../e2e/chromium.mjs"
import { netlifyHeaders } from "../../e2e/netlify-headers.mjs"
import { serveStatic } from "../../e2e/static-server.mjs"
import { scratchCopy } from "./scratch.mjs"

// The growth budgets: at N times the content, against today's content in the same run.
const BUDGET = { visit: 1.1, pageData: 1.1, build: 1.5, editor: 1.5 }
// Search's: what one search downloads at N times the content, the library included (bytes on the wire).
const SEARCH_QUERY_BUDGET = 150 * 1024
const LISTS = ["Articles", "Podcasts", "Books"]
// The editor looks for decap-server here (Decap's default): one backend at a time, so it is restarted on
// the content of the site under test before each of the editor's runs.
const LOCAL_BACKEND = "http://localhost:8081/api/v1"
const BACKEND_TAKEN = `${LOCAL_BACKEND} already answers: stop npm run develop or the editor's tests`
// Lighthouse's mobile viewport, as the size budgets (e2e/budgets.spec.ts) measure the page.
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
}
const DESKTOP = { viewport: { width: 1400, height: 900 } }
// CDP's resource types, grouped as the table shows them.
const KINDS = {
  Document: "document",
  Script: "script",
  XHR: "page data (fetch/xhr)",
  Fetch: "page data (fetch/xhr)",
  Image: "image",
  Font: "font",
  Stylesheet: "css",
}
const KIND_ORDER = [...new Set([...Object.values(KINDS), "other"])]
const TIMEOUT = 180_000

const median = (list) => {
  const sorted = [...list].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}
const seconds = (from) => ((performance.now() - from) / 1000).toFixed(0)

function run(command, args, options) {
  const result = spawnSync(command, args, { encoding: "utf8", ...options })
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(" ")} failed: ${result.error ?? result.stderr}`)
  }
  return result.stdout
}

/** The commit measured, and whether the working tree (which the copies leave out) had changes. */
function revision(root) {
  const commit = run("git", ["rev-parse", "--short", "HEAD"], { cwd: root }).trim()
  const changed = run("git", ["status", "--short"], { cwd: root }).split("\n").filter(Boolean)
  const folders = [...new Set(changed.map((line) => line.slice(3).split("/")[0]))]
  return { commit, changed, folders }
}

/**
 * A scratch copy of the committed site in `dir` (node_modules linked), grown `factor` times. Today's copy
 * goes through the script too (×1): without events of the coach's own it is given the samples, so both
 * sites have events and the comparison is of their growth, not of the block's first appearance.
 */
async function prepare(root, dir, factor) {
  // HEAD as committed: another change under way in the working tree can neither break nor flatter it.
  await scratchCopy(root, dir)
  const said = run(process.execPath, ["scripts/grow-content.mjs", String(factor)], { cwd: dir })
  console.error(said.trim())
}

// Gatsby's own timing of the steps whose work grows with the content, and of those whose work does not
// (the same code and pictures at any size), to read a build's time on a machine whose speed varies.
const STEPS = {
  "queries, page HTML": ["run queries in workers", "Building static HTML for pages"],
  "bundles, HTML renderer": [
    "Building production JavaScript and CSS bundles",
    "Building HTML renderer",
  ],
  "picture jobs": ["Running gatsby-plugin-sharp.IMAGE_PROCESSING jobs"],
}

/**
 * A cold `gatsby build` in `dir` (no .cache, no public/), complete with the editor. Its output is passed
 * on to stderr, so that stdout carries only the report, and read for Gatsby's timing of each step.
 */
async function build(dir) {
  // The editor is measured too: a SKIP_EDITOR in the caller's environment must not leave it out.
  const { SKIP_EDITOR: _skipped, ...env } = process.env
  const started = performance.now()
  const gatsby = spawn("npx", ["gatsby", "build"], {
    cwd: dir,
    env: { ...env, GATSBY_TELEMETRY_DISABLED: "1" },
    stdio: ["ignore", "pipe", "pipe"],
  })
  let output = ""
  for (const stream of [gatsby.stdout, gatsby.stderr]) {
    stream.on("data", (chunk) => {
      process.stderr.write(chunk)
      output += chunk
    })
  }
  const [status] = await once(gatsby, "close")
  const seconds = (performance.now() - started) / 1000
  if (status !== 0) throw new Error(`gatsby build in ${dir} failed (${status})`)
  // eslint-disable-next-line no-control-regex -- the terminal's colour codes around each line
  const plain = output.replace(/\x1b\[[0-9;]*[A-Za-z]/g, "").replaceAll("\r", "\n")
  const steps = {}
  for (const [, step, time] of plain.matchAll(/^success (.+?) - ([\d.]+)s/gm)) {
    steps[step] = (steps[step] ?? 0) + Number(time)
  }
  const grouped = Object.fromEntries(
    Object.entries(STEPS).map(([name, names]) => [
      name,
      names.reduce((sum, step) => sum + (steps[step] ?? NaN), 0),
    ]),
  )
  return { seconds, steps: grouped, allSteps: steps }
}

/** What the built files say, without a browser. */
function builtNumbers(dir) {
  const pub = path.join(dir, "public")
  const pageData = readFileSync(path.join(pub, "page-data", "index", "page-data.json"))
  const headers = readFileSync(path.join(pub, "_headers"), "utf8").split("\n")
  const content = JSON.parse(readFileSync(path.join(dir, "data", "content.json"), "utf8"))
  const filesOf = (folder) =>
    readdirSync(path.join(pub, folder), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => readFileSync(path.join(entry.parentPath, entry.name)).length)
  const index = filesOf("pagefind")
  const cards = filesOf("cards")
  return {
    search: { files: index.length, bytes: index.reduce((a, b) => a + b, 0) },
    cards: { files: cards.length, bytes: cards.reduce((a, b) => a + b, 0) },
    items: Object.fromEntries(
      [...LISTS, "Events"].map((list) => [list, content[list]?.length ?? 0]),
    ),
    pages: readdirSync(path.join(pub, "page-data"), { recursive: true }).filter(
      (file) => path.basename(file) === "page-data.json",
    ).length,
    pageData: { raw: pageData.length, gzip: gzipSync(pageData, { level: 9 }).length },
    headersFile: {
      lines: headers.length,
      bytes: Buffer.byteLength(headers.join("\n")),
      longestLine: Math.max(...headers.map((line) => Buffer.byteLength(line))),
    },
  }
}

async function launch() {
  return chromium.launch({
    executablePath: chromiumPath(),
    // Only loopback resolves: localhost for decap-server, 127.0.0.1 for the site.
    args: [
      ...chromiumArgs,
      "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost",
    ],
  })
}

/** Scrolls to the foot of the page a screen at a time, as a reader would, so lazy pictures load. */
const SCROLL_TO_BOTTOM = async () => {
  const bottom = () => scrollY + innerHeight >= document.documentElement.scrollHeight - 2
  while (!bottom()) {
    scrollBy(0, innerHeight * 0.8)
    await new Promise((resolve) => setTimeout(resolve, 150))
  }
}

/**
 * One first visit to `url` (new context, empty cache), scrolled to the bottom. Bytes per request are
 * CDP's `Network.loadingFinished.encodedDataLength`: everything received for it, the status line and
 * response headers included (request headers, which go the other way, are not); `headers` is the part
 * of it that `Network.responseReceivedExtraInfo` gives as the raw header block.
 */
async function firstVisit(browser, url) {
  const context = await browser.newContext(PHONE)
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    const requests = new Map()
    const entry = (id) => requests.get(id) ?? requests.set(id, {}).get(id)
    let lastEvent = performance.now()
    const on = (event, handle) =>
      cdp.on(event, (params) => {
        lastEvent = performance.now()
        handle(params)
      })
    on("Network.requestWillBeSent", ({ requestId, request, type }) => {
      if (request.url.startsWith("http"))
        Object.assign(entry(requestId), { url: request.url, type })
    })
    on("Network.responseReceivedExtraInfo", ({ requestId, headersText }) => {
      if (headersText) entry(requestId).headers = Buffer.byteLength(headersText)
    })
    on("Network.responseReceived", ({ requestId, response }) => {
      entry(requestId).status = response.status
    })
    on("Network.loadingFinished", ({ requestId, encodedDataLength }) => {
      Object.assign(entry(requestId), { bytes: encodedDataLength, done: true })
    })
    on("Network.loadingFailed", ({ requestId, errorText }) => {
      Object.assign(entry(requestId), { failed: errorText, done: true })
    })
    await cdp.send("Network.enable")
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true })
    await page.goto(url, { waitUntil: "load", timeout: TIMEOUT })
    await page.evaluate(SCROLL_TO_BOTTOM)
    // Quiet: every request finished and nothing new for a second.
    const deadline = performance.now() + 30_000
    const loaded = () => [...requests.values()].filter((r) => r.url)
    while (loaded().some((r) => !r.done) || performance.now() - lastEvent < 1000) {
      if (performance.now() > deadline) throw new Error(`${url}: the network never went quiet`)
      await page.waitForTimeout(100)
    }
    const list = loaded().map((r) => ({ ...r, kind: KINDS[r.type] ?? "other" }))
    const failed = list.filter((r) => r.failed || r.status >= 400)
    if (failed.length) {
      throw new Error(`${url}: ${failed.map((r) => `${r.url} ${r.failed ?? r.status}`)}`)
    }
    const byKind = Object.fromEntries(
      KIND_ORDER.map((kind) => {
        const of = list.filter((r) => r.kind === kind)
        const sum = (key) => of.reduce((total, r) => total + (r[key] ?? 0), 0)
        return [kind, { bytes: sum("bytes"), headers: sum("headers"), requests: of.length }]
      }),
    )
    const total = list.reduce((sum, r) => sum + r.bytes, 0)
    const headers = list.reduce((sum, r) => sum + (r.headers ?? 0), 0)
    return {
      byKind,
      total,
      headers,
      requests: list.length,
      urls: list.map(({ url, kind, bytes, headers }) => ({ url, kind, bytes, headers })),
    }
  } finally {
    await context.close()
  }
}

/**
 * One search, as a reader makes it: the search page opened with the words in its address, until the
 * results are shown. Counted: what comes from /pagefind/ (the library, its worker and WebAssembly, the
 * index's chunks and each result's fragment), on the wire (body as sent, gzip, and response headers).
 */
async function searchQuery(browser, base, words) {
  const context = await browser.newContext(PHONE)
  try {
    const page = await context.newPage()
    const sizes = []
    const urls = []
    page.on("requestfinished", (request) => {
      const { pathname } = new URL(request.url())
      if (!pathname.startsWith("/pagefind/")) return
      urls.push(pathname)
      sizes.push(request.sizes())
    })
    await page.goto(`${base}/search/?q=${encodeURIComponent(words)}`, { timeout: TIMEOUT })
    const status = page.getByRole("main").getByRole("status")
    await status.filter({ hasText: /results? for/ }).waitFor({ timeout: TIMEOUT })
    await page.waitForLoadState("networkidle")
    const measured = await Promise.all(sizes)
    // The library compiles its WebAssembly and fetches the index in a worker: those must be counted.
    const counted = urls.join(" ")
    if (!/wasm\.\w+\.pagefind/.test(counted) || !/\.pf_fragment/.test(counted)) {
      throw new Error(`The search's downloads were not all seen: ${counted}`)
    }
    return {
      words,
      said: await status.textContent(),
      requests: measured.length,
      bytes: measured.reduce((sum, s) => sum + s.responseBodySize + s.responseHeadersSize, 0),
    }
  } finally {
    await context.close()
  }
}

/**
 * The built editor's page as `npm run develop` serves it, so that it uses decap-server: its settings
 * with `local` on, as e2e/editorPages.ts makes it for the editor's tests, but without its policy (whose
 * local form is made in TypeScript this script cannot load). A deployed editor reaches no localhost.
 */
function localEditor(pub) {
  const built = readFileSync(path.join(pub, "admin", "index.html"), "utf8")
  const body = built
    .replace('"local":false}', '"local":true}')
    .replace(/<meta http-equiv="Content-Security-Policy" content="[^"]*"\/>/, "")
  if (body === built || !body.includes('"local":true}'))
    throw new Error("The built editor's page has no settings to turn local: build it again.")
  return { body, headers: {} }
}

/** The words searched for at every size: the first long word of today's first article's title. */
function searchWords(dir) {
  const content = JSON.parse(readFileSync(path.join(dir, "data", "content.json"), "utf8"))
  const title = String(content.Articles?.[0]?.title ?? "").replace(/<[^>]*>/g, " ")
  return title.split(/[^\p{L}]+/u).find((word) => word.length >= 6) ?? "leadership"
}

async function backendAnswers() {
  const answer = await fetch(LOCAL_BACKEND, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ action: "info" }),
  }).catch(() => undefined)
  return answer?.ok === true
}

/** decap-server on `repo` (a throwaway copy of the site's content folders), as e2e/admin.spec.ts runs it. */
async function startBackend(root, repo) {
  if (await backendAnswers()) throw new Error(BACKEND_TAKEN)
  const decap = spawn(
    process.execPath,
    [path.join(root, "node_modules/decap-server/dist/index.js")],
    {
      cwd: repo,
      env: {
        ...process.env,
        PORT: "8081",
        MODE: "fs",
        GIT_REPO_DIRECTORY: repo,
        LOG_LEVEL: "warn",
      },
      stdio: ["ignore", "ignore", "inherit"],
    },
  )
  for (let attempt = 0; attempt < 100; attempt++) {
    if (await backendAnswers()) return decap
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  decap.kill()
  throw new Error(`decap-server did not answer at ${LOCAL_BACKEND}`)
}

async function stopBackend(decap) {
  if (decap.exitCode !== null) return
  const exited = once(decap, "exit")
  decap.kill()
  await exited
}

/** The editor's group for a section, found by its name in content.json (as e2e/admin.spec.ts finds it). */
const group = (page, name) =>
  page.locator(`[aria-label$=" field"]:has(> div > label[for^="${name}-field-"])`).first()

/**
 * Armed just before the click on "Site content": the editor is ready when the entry's form has its last
 * section (the footer group) in the document, one animation frame later. Times are the page's own clock
 * (the click's event time and performance.now).
 */
const ARM_READY = () => {
  let clicked
  addEventListener("click", (event) => (clicked ??= event.timeStamp), { capture: true, once: true })
  const observer = new MutationObserver(() => {
    if (clicked === undefined || !document.querySelector('label[for^="FooterText-field-"]')) return
    observer.disconnect()
    requestAnimationFrame(() => {
      window.__growthReady = {
        ms: performance.now() - clicked,
        contentEditable: document.querySelectorAll("[contenteditable]").length,
      }
    })
  })
  observer.observe(document.body, { childList: true, subtree: true })
}

/**
 * Armed just before the click that opens the article list (a list that grows opens as one line): it is
 * open when the list holds `count` items (dnd-kit's sortable items), one animation frame later.
 */
const ARM_LIST = (count) => {
  let clicked
  addEventListener("click", (event) => (clicked ??= event.timeStamp), { capture: true, once: true })
  const list = document
    .querySelector('label[for^="Articles-field-"]')
    .closest('[aria-label$=" field"]')
  const observer = new MutationObserver(() => {
    if (clicked === undefined) return
    if (list.querySelectorAll('[aria-roledescription="sortable"]').length < count) return
    observer.disconnect()
    requestAnimationFrame(() => (window.__growthList = performance.now() - clicked))
  })
  observer.observe(list, { childList: true, subtree: true })
}

/** The preview's frame: the one whose document has the page's h1. */
const PREVIEW_H1 = () =>
  [...document.querySelectorAll("iframe")]
    .map((frame) => frame.contentDocument?.querySelector("h1"))
    .find(Boolean)?.textContent

/** Armed before each key: from its keydown (the event's time) to the preview's h1 reading `expected`. */
const ARM_KEY = (expected) => {
  window.__growthKey = undefined
  const doc = [...document.querySelectorAll("iframe")]
    .map((frame) => frame.contentDocument)
    .find((d) => d?.querySelector("h1"))
  let down
  addEventListener("keydown", (event) => (down = event.timeStamp), { capture: true, once: true })
  const observer = new MutationObserver(() => {
    if (down === undefined || doc.querySelector("h1")?.textContent !== expected) return
    observer.disconnect()
    window.__growthKey = performance.now() - down
  })
  observer.observe(doc, { childList: true, subtree: true, characterData: true })
}

/** Lets the page's queued work run out: a pause, then two idle callbacks in a row. */
const settle = (page) =>
  page.evaluate(async () => {
    await new Promise((resolve) => setTimeout(resolve, 500))
    for (let i = 0; i < 2; i++)
      await new Promise((resolve) => requestIdleCallback(resolve, { timeout: 10_000 }))
  })

/**
 * One of the editor's runs, in a new context (no draft or backup of an earlier run): /admin/, Login,
 * then the time from the click on "Site content" to ready; then `keys` keystrokes into the hero's title,
 * each timed to the preview showing it.
 */
async function editorRun(browser, base, keys, articles) {
  const context = await browser.newContext(DESKTOP)
  try {
    const page = await context.newPage()
    await page.goto(`${base}/admin/`, { timeout: TIMEOUT })
    await page.getByRole("button", { name: "Login" }).click({ timeout: TIMEOUT })
    const link = page.getByRole("link", { name: /Site content/ })
    await link.waitFor({ timeout: TIMEOUT })
    await page.evaluate(ARM_READY)
    await link.click()
    const ready = await page
      .waitForFunction(() => window.__growthReady, null, { timeout: TIMEOUT, polling: 50 })
      .then((handle) => handle.jsonValue())

    await settle(page)
    await page.evaluate(ARM_LIST, articles)
    await group(page, "Articles").getByRole("button", { name: "Expand" }).first().click()
    const listMs = await page
      .waitForFunction(() => window.__growthList, null, { timeout: TIMEOUT, polling: 50 })
      .then((handle) => handle.jsonValue())

    await settle(page)
    const hero = group(page, "HeroSection")
    await hero.getByRole("button", { name: "Expand" }).first().click()
    const title = hero.getByLabel("Title", { exact: true })
    await title.click()
    await page.keyboard.press("End")
    await settle(page)
    const before = await page.evaluate(PREVIEW_H1)
    if (before !== (await title.inputValue())) {
      throw new Error(`the preview's h1 (${before}) is not the hero's title`)
    }
    const keystrokes = []
    let typed = ""
    for (const key of "abcdefghijklmnopqrstuvwxyz".slice(0, keys)) {
      typed += key
      await page.evaluate(ARM_KEY, before + typed)
      await page.keyboard.press(key)
      const handle = await page.waitForFunction(() => window.__growthKey, null, {
        timeout: 30_000,
        polling: 50,
      })
      keystrokes.push(await handle.jsonValue())
      // A person's pace between keys, so that each key is timed on its own.
      await page.waitForTimeout(250)
    }
    return { ...ready, listMs, keystrokes }
  } finally {
    await context.close()
  }
}

const ratio = (today, grown) => grown / today

function printTable(sites, results, factor) {
  const [today, grown] = sites.map((site) => results[site.name])
  const rows = []
  // Each heading's short name, to name a row over budget on its own.
  let section = ""
  const row = (label, pick, { digits = 0, budget } = {}) => {
    const a = pick(today)
    const b = pick(grown)
    const r = ratio(a, b)
    const verdict = budget === undefined ? "" : r <= budget ? "ok" : "OVER BUDGET"
    rows.push({ label, name: `${section}: ${label.trim()}`, a, b, r, budget, verdict, digits })
  }
  const heading = (label, name) => {
    section = name
    rows.push({ label })
  }
  heading("First visit to / (bytes on the wire, response headers included)", "first visit")
  for (const kind of KIND_ORDER) row(`  ${kind}`, (s) => s.visit.byKind[kind].bytes)
  row("  total", (s) => s.visit.total, { budget: BUDGET.visit })
  row("  of which response headers", (s) => s.visit.headers)
  row("  requests", (s) => s.visit.requests)
  heading("The one page's data (page-data/index/page-data.json, bytes)", "page data")
  row("  raw", (s) => s.built.pageData.raw, { budget: BUDGET.pageData })
  row("  gzip", (s) => s.built.pageData.gzip, { budget: BUDGET.pageData })
  heading(`Search (the index in public/pagefind/; one query for "${today.search.words}")`, "search")
  row("  index files", (s) => s.built.search.files)
  row("  index bytes (raw, as written)", (s) => s.built.search.bytes)
  row("  one query: requests", (s) => s.search.requests)
  row("  one query: bytes on the wire", (s) => s.search.bytes)
  heading("Share cards (public/cards/)", "cards")
  row("  cards", (s) => s.built.cards.files)
  row("  bytes", (s) => s.built.cards.bytes)
  heading("Headers (public/_headers, bytes)", "_headers")
  row("  longest line", (s) => s.built.headersFile.longestLine)
  row("  whole file", (s) => s.built.headersFile.bytes)
  heading("Build (Gatsby's steps: queries and page HTML grow with the content)", "build")
  row("  pages", (s) => s.built.pages)
  row(`  cold build (s, median of ${today.builds.length})`, (s) => s.buildSeconds, {
    digits: 1,
    budget: BUDGET.build,
  })
  for (const name of Object.keys(STEPS))
    row(`    of which ${name} (s)`, (s) => s.buildSteps?.[name], { digits: 1 })
  heading(`Editor (medians of ${today.editor.runs.length} runs each, interleaved)`, "editor")
  row('  ready after "Site content" (ms)', (s) => s.editor.readyMs, { budget: BUDGET.editor })
  row("  [contenteditable] at ready", (s) => s.editor.contentEditable)
  row("  the article list opened (ms)", (s) => s.editor.listMs)
  row(`  keystroke to preview (ms, median of ${today.editor.keystrokes.length})`, (s) =>
    median(s.editor.keystrokes),
  )
  row("  keystroke to preview, slowest (ms)", (s) => Math.max(...s.editor.keystrokes))

  const cols = ["", "today", `×${factor}`, "ratio", "budget", "verdict"]
  const line = (cells) =>
    cells
      .map((c, i) => (i ? String(c).padStart(i === 5 ? 13 : 10) : c.padEnd(46)))
      .join("")
      .trimEnd()
  console.log(line(cols))
  for (const { label, a, b, r, budget, verdict, digits } of rows) {
    if (a === undefined) {
      console.log(label)
      continue
    }
    const ratioCell = Number.isFinite(r) ? `${r.toFixed(2)}×` : "–"
    const budgetCell = budget === undefined ? "" : `≤ ${budget.toFixed(2)}×`
    console.log(line([label, a.toFixed(digits), b.toFixed(digits), ratioCell, budgetCell, verdict]))
  }
  const query = grown.search.bytes
  console.log(
    `\nOne search at ×${factor}: ${(query / 1024).toFixed(1)} KB on the wire (budget ${SEARCH_QUERY_BUDGET / 1024} KB): ${query <= SEARCH_QUERY_BUDGET ? "ok" : "OVER BUDGET"}; it said "${grown.search.said}".`,
  )
  return [
    ...rows.filter((r) => r.verdict === "OVER BUDGET").map((r) => r.name),
    ...(query > SEARCH_QUERY_BUDGET ? ["search: one query"] : []),
  ]
}

/**
 * @param {{ root: string, factor: number, builds: number, editorRuns: number, keys: number,
 *   reuse: boolean }} options
 */
export async function growth({ root, factor, builds, editorRuns, keys, reuse }) {
  const started = performance.now()
  const bench = path.join(root, ".bench")
  const resultsFile = path.join(bench, "growth.json")
  const sites = [
    { name: "today", factor: 1, port: 9510 },
    { name: `x${factor}`, factor, port: 9511 },
  ].map((site) => ({ ...site, dir: path.join(bench, "grow", site.name) }))
  const { commit, changed, folders } = revision(root)
  console.log(
    `Growth: today's content against ${factor} times as many resources, commit ${commit} as committed` +
      (changed.length
        ? ` (the working tree's uncommitted changes in ${folders.join(", ")} are not measured)`
        : " (working tree clean)"),
  )

  // Before the builds, not minutes later: the editor's runs need port 8081.
  if (await backendAnswers()) throw new Error(BACKEND_TAKEN)
  const earlier = existsSync(resultsFile) ? JSON.parse(readFileSync(resultsFile, "utf8")) : {}
  const results = Object.fromEntries(sites.map((site) => [site.name, { builds: [] }]))
  const reusable =
    reuse &&
    earlier.factor === factor &&
    sites.every(
      (site) =>
        existsSync(path.join(site.dir, "public", "index.html")) &&
        earlier.sites?.[site.name]?.builds?.length,
    )
  if (reusable) {
    console.error("Reusing the builds in .bench/grow/, with the times they took")
    for (const site of sites) results[site.name].builds = earlier.sites[site.name].builds
  }
  // Builds alternate (today, grown, today, grown …) so that a slow patch of the machine weighs on both.
  for (let round = 1; !reusable && round <= builds; round++) {
    for (const site of sites) {
      console.error(
        `Copying HEAD to ${site.dir}${site.factor > 1 ? `, grown ${site.factor}×` : ""}`,
      )
      await prepare(root, site.dir, site.factor)
      console.error(`Building ${site.name} (cold), ${round} of ${builds}`)
      const done = await build(site.dir)
      results[site.name].builds.push(done)
      console.error(`Built ${site.name} in ${done.seconds.toFixed(1)} s`)
    }
  }
  for (const site of sites) {
    const result = results[site.name]
    const of = (pick) => median(result.builds.map(pick))
    result.buildSeconds = of((b) => b.seconds)
    result.buildSteps = Object.fromEntries(
      Object.keys(STEPS).map((name) => [name, of((b) => b.steps[name])]),
    )
    result.built = builtNumbers(site.dir)
  }

  const servers = []
  const browser = await launch()
  let backend
  try {
    for (const site of sites) {
      const pub = path.join(site.dir, "public")
      servers.push(
        await serveStatic(pub, site.port, {
          gzip: true,
          headers: await netlifyHeaders(path.join(pub, "_headers")),
          override: (pathname) =>
            /^\/admin\/(index\.html)?$/.test(pathname) ? localEditor(pub) : undefined,
        }),
      )
      site.base = `http://127.0.0.1:${site.port}`
      // The editor's throwaway repository: the copy's content folders, as the editor's tests use.
      site.repo = path.join(bench, "grow", `${site.name}-editor`)
      await rm(site.repo, { recursive: true, force: true })
      for (const folder of ["data", "static"])
        await cp(path.join(site.dir, folder), path.join(site.repo, folder), { recursive: true })
    }

    // Bytes do not vary from load to load: two visits each, to see that they agree.
    const visits = Object.fromEntries(sites.map((site) => [site.name, []]))
    for (let visit = 1; visit <= 2; visit++) {
      for (const site of sites) {
        console.error(`First visit to / of ${site.name}, ${visit} of 2`)
        visits[site.name].push(await firstVisit(browser, `${site.base}/`))
      }
    }
    for (const site of sites) {
      const [first, second] = visits[site.name]
      if (first.total !== second.total) {
        console.error(`${site.name}: the two visits differ (${first.total}, ${second.total} bytes)`)
      }
      results[site.name].visit = first.total <= second.total ? first : second
      results[site.name].visitTotals = visits[site.name].map((v) => v.total)
    }

    const words = searchWords(sites[0].dir)
    for (const site of sites) {
      console.error(`A search for "${words}" on ${site.name}`)
      results[site.name].search = await searchQuery(browser, site.base, words)
    }

    const editor = Object.fromEntries(sites.map((site) => [site.name, []]))
    for (let attempt = 1; attempt <= editorRuns; attempt++) {
      for (const site of sites) {
        console.error(`Editor of ${site.name}, run ${attempt} of ${editorRuns}`)
        backend = await startBackend(root, site.repo)
        const articles = results[site.name].built.items.Articles
        editor[site.name].push(await editorRun(browser, site.base, keys, articles))
        await stopBackend(backend)
        backend = undefined
      }
    }
    for (const site of sites) {
      const runs = editor[site.name]
      results[site.name].editor = {
        readyMs: median(runs.map((r) => r.ms)),
        contentEditable: median(runs.map((r) => r.contentEditable)),
        listMs: median(runs.map((r) => r.listMs)),
        keystrokes: runs.flatMap((r) => r.keystrokes),
        runs,
      }
    }
  } finally {
    if (backend) await stopBackend(backend)
    await browser.close()
    for (const server of servers) {
      server.closeAllConnections()
      server.close()
    }
  }

  console.log(
    `Items (articles, podcasts, books): ${sites
      .map((site) => `${site.name} ${Object.values(results[site.name].built.items).join(", ")}`)
      .join(
        "; ",
      )}. First visit: ${PHONE.viewport.width} px phone (DPR ${PHONE.deviceScaleFactor}), ` +
      `gzip, scrolled to the bottom. ${os.cpus().length} cores.\n`,
  )
  const over = printTable(sites, results, factor)
  console.log(
    over.length
      ? `\nOver budget: ${over.join("; ")}.`
      : "\nEvery ratio with a budget is within it.",
  )
  const output = {
    date: new Date().toISOString(),
    commit,
    uncommitted: changed,
    factor,
    machine: {
      cores: os.cpus().length,
      cpu: os.cpus()[0]?.model,
      memoryGB: os.totalmem() / 2 ** 30,
    },
    budgets: BUDGET,
    overBudget: over,
    sites: results,
  }
  await writeFile(resultsFile, `${JSON.stringify(output, null, 2)}\n`)
  console.log(`Done in ${seconds(started)} s; every number in .bench/growth.json`)
}
