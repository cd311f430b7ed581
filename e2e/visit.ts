import type { Page } from "@playwright/test"
import { expect } from "./test"

/**
 * Opens the page and waits until its script has taken over, as a visitor's first click would need: before
 * that the buttons are inert HTML. The page shows when: 'Send' stays disabled until the script runs. React
 * hydrates the whole page in one commit (no Suspense boundary splits it) and enables Send just after it,
 * so by then every control works. A busy test machine gets extra time.
 */
export async function visit(page: Page, path = "/") {
  await page.goto(path)
  // A resource's own page has no form: nothing on it waits for the script.
  const send = page.getByRole("button", { name: "Send" })
  if ((await send.count()) > 0) await expect(send).toBeEnabled({ timeout: 15_000 })
}

/** Scrolls the whole page down in steps, as a reader would, so lazy images load and entrances play. */
export async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  for (let y = 0; y <= height; y += 300) {
    await page.mouse.wheel(0, 300)
    await page.waitForTimeout(30)
  }
}
