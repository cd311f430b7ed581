// The throttled benchmark: real Chromium, with throttling applied through the DevTools protocol (not
// Lighthouse's simulation), loading each variant of the page as a phone on a slow network would. It
// measures what a visitor notices: first and largest paint, how long the main thread is blocked while
// the page loads (total blocking time, from the browser's long-task entries), when Send is enabled,
// and how fast each control answers a tap (Interaction to Next Paint, from the Event Timing entries),
// both for a visitor who taps as soon as the control is drawn and for one who taps once the page is idle.
import { chromium } from "@playwright/test"
import { chromiumArgs, chromiumPath } from "../../e2e/chromium.mjs"

export const PROFILE = {
  label: "390 px phone (DPR 3), slow 4G: 150 ms RTT, 1.6 Mbps down, 750 kbps up; CPU 4x slower",
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  network: {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  },
  cpuSlowdown: 4,
}

// Each probe is a separate fresh load: a tap ends the largest-paint measurement and changes what the
// main thread does, so the paint and blocking numbers come from a load nobody touches.
export const INTERACTIONS = ["menu", "resource", "message", "send"]
/** "load": the first tap as soon as the control is drawn; "idle": a tap once the page has settled. */
export const MOMENTS = ["load", "idle"]
export const PROBES = ["paint", ...INTERACTIONS.flatMap((i) => MOMENTS.map((m) => `${i}:${m}`))]

// What a visitor aims at.
const TARGETS = {
  menu: (page) => page.getByRole("button", { name: "Toggle Menu" }),
  resource: (page) => page.locator("#resources li a").first(),
  message: (page) => page.getByLabel("Message"),
  send: (page) => page.getByRole("button", { name: "Send" }),
}
const TYPED = "Hello"

// Runs before any of the page's own code. Notes when each answer first shows (the menu's popover opens,
// the resource dialog opens, Send starts sending: aria-busy, Send enabled), the long tasks, and each
// interaction's longest event duration: its INP, as the web-vitals library reckons it.
const RECORDER = () => {
  const answers = {}
  const longTasks = []
  Object.assign(window, { __benchAnswers: answers, __benchLongTasks: longTasks })
  const note = (name) => {
    if (name in answers) return
    answers[name] = performance.now()
    window.__benchAnswered?.(name)
  }
  addEventListener(
    "toggle",
    (event) => event.newState === "open" && event.target.matches("[popover]") && note("menu"),
    true,
  )
  new MutationObserver((records) => {
    for (const { target, attributeName } of records) {
      if (target.localName === "dialog" && target.open) note("resource")
      if (target.type !== "submit") continue
      if (target.getAttribute("aria-busy") === "true") note("send")
      if (attributeName === "disabled" && !target.disabled) note("sendEnabled")
    }
  }).observe(document, {
    subtree: true,
    attributes: true,
    attributeFilter: ["open", "aria-busy", "disabled"],
  })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longTasks.push([entry.startTime, entry.duration])
  }).observe({ type: "longtask" })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      // A tap on a link may unload the page before anyone asks: say it as it happens. The bench keeps
      // each interaction's longest event.
      if (entry.interactionId) window.__benchInteraction?.(entry.interactionId, entry.duration)
    }
  }).observe({ type: "event", durationThreshold: 16, buffered: true })
}

const PAINTS = () =>
  new Promise((resolve) => {
    const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime
    new PerformanceObserver((list) => {
      resolve({ fcp, lcp: list.getEntries().at(-1).startTime })
    }).observe({ type: "largest-contentful-paint", buffered: true })
    // A page with no contentful paint at all would otherwise never answer.
    setTimeout(() => resolve({ fcp, lcp: undefined }), 1000)
  })

const TIMEOUT = 60_000
// After `load`, how long the page is given to finish what its scripts start (hydration, effects).
const SETTLE = 3000
// Once idle: how long after scrolling a control into view the visitor taps it.
const READ = 1000

export async function launch() {
  return chromium.launch({
    executablePath: chromiumPath(),
    // Only loopback resolves: nothing the page asks of another host can reach it or be waited for.
    args: [...chromiumArgs, "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"],
  })
}

/** Total blocking time: each long task after the first paint, less its first 50 ms. */
const blockingTime = (longTasks, fcp) =>
  longTasks.filter(([start]) => start >= fcp).reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0)

/** One fresh load of `url` (empty cache, new context) under PROFILE; returns the probe's numbers in ms. */
export async function measure(browser, url, probe) {
  const context = await browser.newContext({
    viewport: PROFILE.viewport,
    deviceScaleFactor: PROFILE.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
  })
  try {
    const page = await context.newPage()
    await page.addInitScript(RECORDER)
    const answered = new Set()
    const interactions = new Map()
    await page.exposeFunction("__benchAnswered", (name) => answered.add(name))
    await page.exposeFunction("__benchInteraction", (id, duration) =>
      interactions.set(id, Math.max(interactions.get(id) ?? 0, duration)),
    )
    const cdp = await context.newCDPSession(page)
    await cdp.send("Network.enable")
    await cdp.send("Network.emulateNetworkConditions", PROFILE.network)
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: PROFILE.cpuSlowdown })

    if (probe === "paint") {
      await page.goto(url, { waitUntil: "load", timeout: TIMEOUT })
      // Gives a late hero or a late layout change its chance to be the largest paint, and the scripts
      // time to finish their work.
      await page.waitForTimeout(SETTLE)
      const { fcp, lcp } = await page.evaluate(PAINTS)
      if (fcp === undefined || lcp === undefined) throw new Error(`${url}: no paint was recorded`)
      const { longTasks, sendEnabled } = await page.evaluate(() => ({
        longTasks: window.__benchLongTasks,
        sendEnabled: window.__benchAnswers.sendEnabled,
      }))
      return { fcp, lcp, tbt: blockingTime(longTasks, fcp), sendEnabled }
    }

    const [interaction, moment] = probe.split(":")
    await page.goto(url, { waitUntil: moment === "idle" ? "load" : "commit", timeout: TIMEOUT })
    if (moment === "idle") await page.waitForTimeout(SETTLE)
    const target = TARGETS[interaction](page)
    await target.waitFor({ state: "visible", timeout: TIMEOUT })
    if (moment === "idle") {
      // A visitor scrolls to a control and taps it a moment later. What the scroll itself sets going
      // (sections revealed, pictures decoded) is the scroll's, not the tap's.
      await target.scrollIntoViewIfNeeded({ timeout: TIMEOUT })
      await page.waitForTimeout(READ)
    }
    const start = Date.now()
    if (interaction === "message") {
      await target.tap({ force: true })
      await page.keyboard.type(TYPED)
      // The text is there whether the page's script or the browser alone took it.
      await page.waitForFunction(
        (typed) => document.querySelector("#contact-message")?.value.includes(typed),
        TYPED,
        { timeout: TIMEOUT },
      )
    } else {
      // An impatient visitor taps again until the page answers: Send is disabled until the script runs.
      // `force` taps whatever state the control is in. A resource tapped before the script runs opens
      // its own page, as a link does: that is its answer.
      const left = page.waitForURL((address) => address.href !== url, { timeout: TIMEOUT })
      let navigated = false
      left.then(() => (navigated = true)).catch(() => {})
      while (!answered.has(interaction) && !navigated) {
        if (Date.now() - start > TIMEOUT) throw new Error(`${url}: ${probe} never answered a tap`)
        await target.tap({ force: true, timeout: 5000, noWaitAfter: true }).catch(() => {})
        await page.waitForTimeout(100)
      }
      if (navigated && interaction !== "resource") throw new Error(`${url}: ${probe} left the page`)
    }
    // Event Timing reports an interaction after the paint that follows it.
    await page.waitForTimeout(500)
    const inp = Math.max(0, ...interactions.values())
    return { [probe]: inp }
  } finally {
    await context.close()
  }
}
