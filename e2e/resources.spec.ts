import type { Locator, Page } from "@playwright/test"
import { plainText } from "../src/model/sanitize"
import { slugOf } from "../src/model/slug"
import { listOf } from "../src/test/content"
import { ICON_SPRITE } from "../src/components/Icon"
import { drawingOf, drawingsIn, referencesOf, specIcon } from "../src/test/icons"
import { lookOf, watchEntrance } from "./entrance"
import { shownOf } from "./resourcePages"
import { expect, test } from "./test"
import { visit } from "./visit"

// Each list by its heading, and the content.json list it shows.
const LISTS = [
  ["Articles", "Articles"],
  ["Podcasts", "Podcasts"],
  ["Book Reviews", "Books"],
] as const

const list = (page: Page, name: string) => page.getByRole("list", { name })
/**
 * The `index`-th item of the one page's lists, whichever list it is in: for tests of what every item does
 * alike, which must not rely on one list having items (the coach may empty any of them).
 */
const anyItem = (page: Page, index = 0) =>
  page.locator("#resources").getByRole("list").getByRole("link").nth(index)
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

test("each list shows one item per resource in content.json, as many as it says, with its icon", async ({
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

test("a click opens 'Resource Details' with the item's title and content; Close returns focus", async ({
  page,
}) => {
  await visit(page)
  const item = list(page, "Articles").getByRole("link").last()
  await item.click()
  await expect(dialog(page)).toBeVisible()
  await expect(dialog(page).getByRole("heading", { level: 3 })).toHaveText(
    (await item.textContent()) ?? "",
  )
  await expect.poll(() => focusIsInside(dialog(page))).toBe(true)
  await dialog(page).getByRole("button", { name: "Close" }).click()
  await expect(dialog(page)).toBeHidden()
  await expect(item).toBeFocused()
})

// A link opens on Enter, as every link does (Space scrolls the page).
test(
  "the keyboard opens an item (Enter) and Escape closes it",
  { tag: "@content-free" },
  async ({ page }) => {
    await visit(page)
    const item = anyItem(page)
    await item.focus()
    await page.keyboard.press("Enter")
    await expect(dialog(page)).toBeVisible()
    await page.keyboard.press("Escape")
    await expect(dialog(page)).toBeHidden()
    await expect(item).toBeFocused()
  },
)

test(
  "a click on the overlay closes the dialog; a click inside the content does not",
  { tag: "@content-free" },
  async ({ page }) => {
    await visit(page)
    await list(page, "Articles").getByRole("link").first().click()
    await dialog(page).locator("p").first().click()
    await expect(dialog(page)).toBeVisible()
    // Exactly: the item's title and its text's headings are headings of the dialog too.
    await dialog(page).getByRole("heading", { name: "Resource Details", exact: true }).click()
    await expect(dialog(page)).toBeVisible()
    await page.mouse.click(10, 450)
    await expect(dialog(page)).toBeHidden()
  },
)

test(
  "Tab and Shift+Tab stay inside the open dialog",
  { tag: "@content-free" },
  async ({ page }) => {
    await visit(page)
    await anyItem(page).click()
    await expect(dialog(page)).toBeVisible()
    for (let step = 0; step < 6; step++) {
      await page.keyboard.press("Tab")
      expect(await focusIsInside(dialog(page))).toBe(true)
    }
    for (let step = 0; step < 6; step++) {
      await page.keyboard.press("Shift+Tab")
      expect(await focusIsInside(dialog(page))).toBe(true)
    }
  },
)

test(
  "the page behind is inert and neither scrolls nor jumps while the dialog is open",
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
    await page.keyboard.press("Escape")
    expect(await page.evaluate(() => window.scrollY)).toBe(before)
  },
)

test("a book review shows its cover image, a quotation and a summary", async ({
  page,
  content,
}) => {
  await visit(page)
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

test.describe("an item's text comes when it is opened", () => {
  test(
    "on a slow network the dialog shows 'loading', then the text; a failed fetch links to the item's page",
    { tag: "@content-free" },
    async ({ page }) => {
      // Held until the test lets it through: the slowest network there is.
      let release: () => void = () => undefined
      const held = new Promise<void>((resolve) => (release = resolve))
      await visit(page)
      const item = anyItem(page)
      await page.route(
        `**/page-data${await item.getAttribute("href")}page-data.json`,
        async (route) => {
          await held
          await route.continue()
        },
      )
      await item.click()
      await expect(dialog(page).getByText("loading", { exact: true })).toBeVisible()
      await expect(dialog(page).getByRole("heading", { level: 3 })).toHaveText(
        (await item.textContent())!,
      )
      release()
      await expect(dialog(page).getByText("loading", { exact: true })).toBeHidden()
      await expect(dialog(page).locator("article p").first()).toBeVisible()
      await page.keyboard.press("Escape")

      const other = anyItem(page, 1)
      await page.route(`**/page-data${await other.getAttribute("href")}page-data.json`, (route) =>
        route.abort("internetdisconnected"),
      )
      await other.click()
      await expect(dialog(page).getByRole("alert")).toHaveText(
        "This resource could not be loaded here. Read it on its own page.",
      )
      await expect(
        dialog(page).getByRole("link", { name: "Read it on its own page" }),
      ).toHaveAttribute("href", (await other.getAttribute("href"))!)
    },
  )

  test(
    "pointing at an item fetches its text before the click",
    { tag: "@content-free" },
    async ({ page }) => {
      await visit(page)
      const item = anyItem(page)
      const href = (await item.getAttribute("href"))!
      const fetched = page.waitForRequest(`**/page-data${href}page-data.json`)
      await item.hover()
      await fetched
    },
  )
})

test.describe("before the page's script runs", () => {
  test.use({ javaScriptEnabled: false })

  test("an item is a link that opens its own page", async ({ page, content }) => {
    await page.goto("/")
    const first = listOf(content, "Articles")[0]!
    await list(page, "Articles").getByRole("link").first().click()
    await expect(page).toHaveURL(/\/articles\/[a-z0-9-]+\/$/)
    await expect(page).toHaveURL(new RegExp(`/articles/${slugOf(first)}/$`))
    // A line break in the title shows as one; the words are the title's.
    const words = (text: string) => text.replace(/\s+/g, "")
    expect(words((await page.getByRole("heading", { level: 1 }).textContent())!)).toBe(
      words(plainText(first.title)),
    )
  })
})
