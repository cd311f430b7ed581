// The throttled benchmark: real Chromium, with throttling applied through the DevTools protocol (not
// Lighthouse's simulation), loading each variant of the page as a phone on a slow network would. It
// measures what a visitor notices: first paint, largest paint, and when the menu, a resource and Send
// first answer a tap.
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

// Each probe is a separate fresh load: a tap ends the largest-paint measurement, so the paint numbers
// come from a load nobody touches.
export const PROBES = ["paint", "menu", "resource", "send"]

// What a tap aims at, and what counts as its answer (recorded in the page by ANSWER_RECORDER).
const TARGETS = {
  menu: (page) => page.getByRole("button", { name: "Toggle Menu" }),
  resource: (page) => page.locator("#resources").getByRole("button").first(),
  send: (page) => page.getByRole("button", { name: "Send" }),
}

// Runs before any of the page's own code: notes when each answer first shows. The menu answers when its
// popover opens, a resource when the dialog opens, Send when the form starts sending (aria-busy).
const ANSWER_RECORDER = () => {
  const answers = {}
  window.__benchAnswers = answers
  const note = (name) => {
    if (name in answers) return
    answers[name] = performance.now()
    window.__benchAnswered(name)
  }
  addEventListener(
    "toggle",
    (event) => event.newState === "open" && event.target.matches("[popover]") && note("menu"),
    true,
  )
  new MutationObserver((records) => {
    for (const { target } of records) {
      if (target.localName === "dialog" && target.open) note("resource")
      if (target.getAttribute("aria-busy") === "true" && target.type === "submit") note("send")
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ["open", "aria-busy"] })
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

export async function launch() {
  return chromium.launch({
    executablePath: chromiumPath(),
    // Only loopback resolves: nothing the page asks of another host can reach it or be waited for.
    args: [...chromiumArgs, "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"],
  })
}

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
    await page.addInitScript(ANSWER_RECORDER)
    const cdp = await context.newCDPSession(page)
    await cdp.send("Network.enable")
    await cdp.send("Network.emulateNetworkConditions", PROFILE.network)
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: PROFILE.cpuSlowdown })

    if (probe === "paint") {
      await page.goto(url, { waitUntil: "load", timeout: TIMEOUT })
      // Give a late hero or a late layout change its chance to be the largest paint.
      await page.waitForTimeout(1500)
      const { fcp, lcp } = await page.evaluate(PAINTS)
      if (fcp === undefined || lcp === undefined) throw new Error(`${url}: no paint was recorded`)
      return { fcp, lcp }
    }

    // The page says when it answers, so that the taps need not stop to ask.
    let answered = false
    await page.exposeFunction("__benchAnswered", (name) => (answered ||= name === probe))
    await page.goto(url, { waitUntil: "commit", timeout: TIMEOUT })
    const target = TARGETS[probe](page)
    const deadline = Date.now() + TIMEOUT
    // Tap, as an impatient visitor would, until the page answers. `force` taps whatever state the element
    // is in (a disabled Send, a button whose script has not arrived): that is the point.
    while (!answered) {
      if (Date.now() > deadline) throw new Error(`${url}: ${probe} never answered a tap`)
      await target.tap({ force: true, timeout: 5000 }).catch(() => {})
    }
    return { [probe]: await page.evaluate((name) => window.__benchAnswers[name], probe) }
  } finally {
    await context.close()
  }
}
