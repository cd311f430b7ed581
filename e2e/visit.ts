import type { Page } from "@playwright/test"

/**
 * Opens the page and waits until React has hydrated it, as a visitor's first click would need: before
 * that the buttons are inert HTML. React marks hydrated nodes with its internal `__reactFiber` key.
 */
export async function visit(page: Page, path = "/") {
  await page.goto(path)
  await page.waitForFunction(() => {
    const root = document.getElementById("root")
    return root !== null && Object.keys(root).some((key) => key.startsWith("__reactFiber"))
  })
}
