import type { Locator, Page } from "@playwright/test"
import { listOf } from "../src/test/content"
import { ICON_SPRITE } from "../src/components/Icon"
import { drawingOf, drawingsIn, referencesOf, specIcon } from "../src/test/icons"
import { lookOf, watchEntrance } from "./entrance"
import { shownOf } from "./resourcePages"
import { expect, test } from "./test"
import { visit } from "./visit"

// The one page's resources and the 'Resource Details' dialog as the browser runs them: its modal
// behaviour (focus, Escape, the inert page), drawing and motion. What the dialog shows and how its text
// arrives (the title, 'loading', a failed fetch's link) is proven in jsdom
// (src/sections/__tests__/Resources.test.tsx); each item's link and page, in the built files
// (e2e/built/pages.spec.ts).

// Each list by its heading, and the content.json list it shows.
const LISTS = [
  ["Articles", "Articles"],
  ["Podcasts", "Podcasts"],
  ["Book Reviews", "Books"],
] as const

const list = (page: Page, name: string) => page.getByRole("list", { name })
/**
 * The first item of the one page's lists, whichever list it is in: for tests of what every item does
 * alike, which must not rely on one list having items (the coach may empty any of them).
 */
const anyItem = (page: Page) =>
  page.locator("#resources").getByRole("list").getByRole("link").first()
const dialog = (page: Page) => page.getByRole("dialog", { name: "Resource Details" })
/** The scroll position once it has stayed the same over several drawn frames (smooth scrolling at rest). */
const restingScrollY = (page: Page) =>
  page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve))
    let last = -1
    let still = 0
    while (still < 5) {
      await frame()
      still = window.scrollY === last ? still + 1 : 0
      last = window.scrollY
    }
    return last
  })

const focusIsInside = (locator: Locator) =>
  locator.evaluate((element) => element.contains(document.activeElement))

test.use({ viewport: { width: 1280, height: 900 } })

test("each list shows one item per resource in content.json, as many as it says, with its icon; a book review opens with its cover, a quotation and a summary", async ({
  page,
  request,
  content,
}) => {
  await visit(page)
  // The drawings are the served sprite's, as the browser draws them.
  const sprite = await request.get(ICON_SPRITE)
  expect(sprite.headers()["content-type"]).toMatch(/^image\/svg\+xml/)
  const spriteText = await sprite.text()
  expect(sprite.ok()).toBe(true)
  for (const [name, key] of LISTS) {
    const items = shownOf(content, listOf(content, key))
    await expect(list(page, name).getByRole("link")).toHaveCount(items.length)
    const icons = list(page, name).getByRole("link").locator("svg")
    const references = await icons.evaluateAll(referencesOf)
    expect(await page.evaluate(drawingsIn, { sprite: spriteText, references })).toEqual(
      items.map(({ icon }) => drawingOf(specIcon(icon))),
    )
    // Drawn, under the page's policy: each reference has a shape of its own size, not an empty box.
    await expect
      .poll(() =>
        icons
          .locator("use")
          .evaluateAll((uses) =>
            uses.every((use) => (use as SVGGraphicsElement).getBBox().height > 0),
          ),
      )
      .toBe(true)
  }

  const index = shownOf(content, listOf(content, "Books")).findIndex((book) => book.imageurl)
  expect(index, "a book review with a cover among those the one page shows").toBeGreaterThanOrEqual(
    0,
  )
  await list(page, "Book Reviews").getByRole("link").nth(index).click()
  const review = dialog(page)
  const cover = review.getByRole("img", {
    name: listOf(content, "Books")[index]!.imagealt,
    exact: true,
  })
  await expect
    .poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc))
    .toMatch(/\.avif$/)
  await expect(cover).toBeVisible()
  await expect(review.getByRole("blockquote")).toBeVisible()
  expect(await review.locator("blockquote ~ p").count()).toBeGreaterThan(0)
})

test(
  "items wait hidden below the fold, then bounce in from the left when scrolled into view",
  { tag: "@content-free" },
  async ({ page }) => {
    await visit(page)
    const item = list(page, "Articles").getByRole("listitem").first()
    await expect.poll(async () => (await lookOf(item)).opacity).toBe(0)
    const laidOut = await lookOf(item)
    const film = await watchEntrance(item)
    const [first, rest] = [film[0]!, film.at(-1)!]
    expect(first).toMatchObject({ opacity: 0 })
    expect(first.x).toBeLessThan(rest.x)
    // The bounce: past its place to the right, then back.
    expect(Math.max(...film.map(({ x }) => x))).toBeGreaterThan(rest.x)
    expect(rest).toEqual({ x: laidOut.x, opacity: 1 })
  },
)

// A link opens on Enter, as every link does (Space scrolls the page).
test(
  "pointing at an item fetches its text before the click; a click or Enter opens it in 'Resource Details' with the focus inside, and Close or Escape returns the focus to it",
  { tag: "@content-free" },
  async ({ page }) => {
    await visit(page)
    const item = anyItem(page)
    const fetched = page.waitForRequest(
      `**/page-data${await item.getAttribute("href")}page-data.json`,
    )
    await item.hover()
    await fetched

    await item.click()
    await expect(dialog(page)).toBeVisible()
    await expect.poll(() => focusIsInside(dialog(page))).toBe(true)
    await dialog(page).getByRole("button", { name: "Close" }).click()
    await expect(dialog(page)).toBeHidden()
    await expect(item).toBeFocused()

    await page.keyboard.press("Enter")
    await expect(dialog(page)).toBeVisible()
    await expect.poll(() => focusIsInside(dialog(page))).toBe(true)
    await page.keyboard.press("Escape")
    await expect(dialog(page)).toBeHidden()
    await expect(item).toBeFocused()
  },
)

test(
  "while the dialog is open the page behind is out of reach: Tab stays inside, nothing scrolls or jumps, and a pointer lands on the overlay, which closes it; a click inside does not",
  { tag: "@content-free" },
  async ({ page }) => {
    await visit(page)
    const item = list(page, "Articles").getByRole("link").first()
    // Mid-screen, clear of the sticky header, so the click itself needs no scrolling.
    await item.evaluate((element) =>
      element.scrollIntoView({ block: "center", behavior: "instant" }),
    )
    // Let the item's bounce-in finish: Playwright would otherwise scroll to chase the moving target.
    const listItem = list(page, "Articles").getByRole("listitem").first()
    await expect.poll(async () => (await lookOf(listItem)).opacity).toBe(1)
    await listItem.evaluate((element) =>
      Promise.all(element.getAnimations().map((animation) => animation.finished)),
    )
    const before = await restingScrollY(page)
    await item.click()
    await expect(dialog(page)).toBeVisible()
    expect(await page.evaluate(() => window.scrollY)).toBe(before)
    await page.mouse.move(10, 450)
    await page.mouse.wheel(0, 800)
    // A wheel that scrolled the page would have moved it by the time it has rested again.
    expect(await restingScrollY(page)).toBe(before)
    // The page behind cannot be reached: the pointer lands on the overlay, not on the link beneath it.
    // By its whole name: the menu's links are the coach's words, another may begin with it.
    const link = page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "About", exact: true })
    const box = (await link.boundingBox())!
    const hit = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x!, y!)?.tagName,
      [box.x + box.width / 2, box.y + box.height / 2],
    )
    expect(hit).toBe("DIALOG")

    for (let step = 0; step < 6; step++) {
      await page.keyboard.press("Tab")
      expect(await focusIsInside(dialog(page))).toBe(true)
    }
    for (let step = 0; step < 6; step++) {
      await page.keyboard.press("Shift+Tab")
      expect(await focusIsInside(dialog(page))).toBe(true)
    }
    await dialog(page).locator("p").first().click()
    await expect(dialog(page)).toBeVisible()
    // Exactly: the item's title and its text's headings are headings of the dialog too.
    await dialog(page).getByRole("heading", { name: "Resource Details", exact: true }).click()
    await expect(dialog(page)).toBeVisible()
    await page.mouse.click(10, 450)
    await expect(dialog(page)).toBeHidden()
    expect(await page.evaluate(() => window.scrollY)).toBe(before)
  },
)
