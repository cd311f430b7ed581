import type { Page } from "@playwright/test"
import { expect } from "./test"

/**
 * Opens the page and waits until its script has taken over, as a visitor's first click would need: before
 * that the buttons are inert HTML. The page shows when: 'Send' stays disabled until the script runs. React
 * hydrates the whole page in slices but commits it once (no Suspense boundary splits it), and enables
 * Send just after that commit, so by then every control works. A busy test machine gets extra time.
 */
export async function visit(page: Page, path = "/") {
  // The one page says when its script has taken over, so there is no need to wait for every picture
  // first; a resource's own page has no form, and is ready once loaded (its scripts run before `load`).
  await page.goto(path, { waitUntil: path === "/" ? "domcontentloaded" : "load" })
  const send = page.getByRole("button", { name: "Send" })
  if ((await send.count()) > 0) await expect(send).toBeEnabled({ timeout: 15_000 })
}

/**
 * Scrolls the whole page down half a screen at a time, as a reader would, so lazy images load and
 * entrances play, and then waits for every image in the page to arrive. One call into the page: a longer
 * page costs a few frames more, not a round trip per step.
 */
export async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve))
    for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
      scrollTo({ top: y, behavior: "instant" })
      // Intersection observers report, and lazy images are requested, in the frames after a scroll.
      await frame()
      await frame()
    }
  })
  await expect
    .poll(() =>
      page
        .locator("img")
        .evaluateAll((all) => all.every((img) => (img as HTMLImageElement).complete)),
    )
    .toBe(true)
}
