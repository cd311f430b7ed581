import type { Locator, Page } from "@playwright/test"
import { listOf, type Content } from "../src/test/content"
import { lookOf, watchEntrance } from "./entrance"
import { shownItems } from "./resourcePages"
import { expect, test } from "./test"
import { scrollThrough, visit } from "./visit"

// The one page as a visitor's browser draws and runs it. What its built HTML holds (the sections' order,
// each testimonial's card and portrait, its head) is read from the file (e2e/built/onePage.spec.ts).

// Names are matched whole (exact): Playwright's match is otherwise by substring, in any case, and the
// page's other names are the coach's words: the sections' headings, the menu's links, resources' titles.
const testimonialCards = (page: Page) =>
  page.getByRole("region", { name: "Testimonials", exact: true }).getByRole("listitem")

const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" })

/** The menu's link named `name`, and no other whose name holds it ("About" in "About the Coach"). */
const navLink = (page: Page, name: string) => mainNav(page).getByRole("link", { name, exact: true })

const coachingHeading = (page: Page, title: string) =>
  page.locator("#unnamed").getByRole("heading", { name: title, exact: true })

const resourceItems = (page: Page, name: string) =>
  page.getByRole("list", { name }).getByRole("listitem")

/**
 * Everything that makes an entrance as it scrolls into view, found as a visitor finds it: the two coaching
 * blocks (by their headings), every testimonial card and every resource, as many as the content has.
 */
async function entering(page: Page, content: Content): Promise<Locator> {
  let all = coachingHeading(page, content.Coaching1.title).or(
    coachingHeading(page, content.Coaching2.title),
  )
  const lists = [
    [testimonialCards(page), listOf(content, "Testimonials")],
    [resourceItems(page, "Articles"), shownItems(content, "Articles")],
    [resourceItems(page, "Podcasts"), shownItems(content, "Podcasts")],
    [resourceItems(page, "Book Reviews"), shownItems(content, "Books")],
  ] as const
  for (const [list, entries] of lists) {
    await expect(list).toHaveCount(entries.length)
    all = all.or(list)
  }
  await expect(all).toHaveCount(2 + lists.reduce((count, [, entries]) => count + entries.length, 0))
  return all
}

/** How opaque each element shows (its own opacity times every ancestor's), and whether it has a box. */
const looksOfAll = (locator: Locator) =>
  locator.evaluateAll((elements) =>
    elements.map((element) => {
      let opacity = 1
      for (let node: Element | null = element; node; node = node.parentElement) {
        opacity *= Number(getComputedStyle(node).opacity)
      }
      const { width, height } = element.getBoundingClientRect()
      return { opacity, drawn: width > 0 && height > 0 }
    }),
  )

/** Waits for the frames in which the page would react to what just happened (observers, lazy loads). */
const nextFrames = (page: Page) =>
  page.evaluate(async () => {
    for (let frame = 0; frame < 3; frame++) await new Promise(requestAnimationFrame)
  })

/** Whether the element is what a pointer at its centre would land on: nothing covers it. */
const uncovered = (locator: Locator) =>
  locator.evaluate((element) => {
    const { x, y, width, height } = element.getBoundingClientRect()
    return element.contains(document.elementFromPoint(x + width / 2, y + height / 2))
  })

/**
 * The wide-screen header as a visitor sees it: no menu button; the site's title, then each link once, in
 * the header beside it; nothing covering any of them, nor the page below the header.
 */
async function expectDesktopHeader(page: Page, content: Content) {
  await expect(page.getByRole("button", { name: "Toggle Menu" })).toBeHidden()
  const header = (await page.getByRole("banner").boundingBox())!
  const title = page.getByRole("banner").getByRole("link").first()
  const titleBox = (await title.boundingBox())!
  expect(await uncovered(title)).toBe(true)
  for (const { name } of listOf(content, "Navigation")) {
    const link = navLink(page, name)
    await expect(link).toHaveCount(1)
    await expect(link).toBeVisible()
    expect(await uncovered(link), name).toBe(true)
    const box = (await link.boundingBox())!
    expect(box.x, name).toBeGreaterThan(titleBox.x + titleBox.width)
    expect(box.y, name).toBeGreaterThanOrEqual(header.y)
    expect(box.y + box.height, name).toBeLessThanOrEqual(header.y + header.height)
  }
  // Nothing of the header's reaches over the page below it.
  const overlaps = await page.getByRole("banner").evaluate((banner) => {
    const below = banner.getBoundingClientRect().bottom + 8
    return [0.1, 0.5, 0.9].some((across) =>
      banner.contains(document.elementFromPoint(innerWidth * across, below)),
    )
  })
  expect(overlaps).toBe(false)
}

/** Waits until the element shows as `opacity` (0: hidden, 1: fully shown). */
const expectShown = (locator: Locator, opacity: number) =>
  expect.poll(async () => (await lookOf(locator)).opacity).toBe(opacity)

/**
 * Whether the menu button is expanded, as Chromium's accessibility tree tells a screen reader. The button
 * opens a native popover, so the browser keeps this state; the DOM carries no aria-expanded to read.
 */
async function menuExpanded(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  try {
    const { root } = await cdp.send("DOM.getDocument", { depth: 0 })
    const { nodes } = await cdp.send("Accessibility.queryAXTree", {
      nodeId: root.nodeId,
      accessibleName: "Toggle Menu",
      role: "button",
    })
    return nodes[0]?.properties?.find((property) => property.name === "expanded")?.value.value
  } finally {
    await cdp.detach()
  }
}

test.describe("desktop", () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test(
    "each menu link scrolls to its section, leaves focus there, clear of the header",
    { tag: "@content-free" },
    async ({ page }) => {
      await visit(page)
      for (const [name, id] of [
        ["About", "about"],
        ["My Services", "services"],
        ["Articles", "articles"],
        ["Testimonials", "testimonials"],
        ["Contact", "contact"],
      ] as const) {
        await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }))
        await navLink(page, name).click()
        await expect(page).toHaveURL(new RegExp(`#${id}$`))
        await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe(id)
        const header = page.locator("header").first()
        const heading = page.locator(`#${id}`).getByRole("heading").first()
        // Smooth scrolling takes a moment; wait until the heading settles below the sticky header.
        await expect
          .poll(
            async () => {
              const headerBox = await header.boundingBox()
              const headingBox = await heading.boundingBox()
              return headingBox && headerBox ? headingBox.y - (headerBox.y + headerBox.height) : -1
            },
            { message: name },
          )
          .toBeGreaterThanOrEqual(0)
        await expect(heading, name).toBeInViewport()
      }
    },
  )

  test(
    "the first Tab reaches a visible skip link that moves focus to the main content",
    { tag: "@content-free" },
    async ({ page }) => {
      await visit(page)
      await page.keyboard.press("Tab")
      const skip = page.getByRole("link", { name: "Skip to main content", exact: true })
      await expect(skip).toBeFocused()
      await expect(skip).toBeInViewport()
      expect(await skip.evaluate((link) => getComputedStyle(link).outlineStyle)).not.toBe("none")
      await page.keyboard.press("Enter")
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("main")
      await page.keyboard.press("Tab")
      // Tab continues from the main content, not from the top of the page.
      // The hero's call to action, by its whole words: a resource's title may hold them.
      await expect(page.getByRole("link", { name: "Click Me", exact: true })).toBeFocused()
    },
  )

  test(
    "the coaching blocks wait hidden below the fold, then slide in from the left and from the right; testimonial cards bounce in from the left each time they enter the viewport",
    { tag: "@content-free" },
    async ({ page, content }) => {
      await visit(page)
      for (const [title, side] of [
        [content.Coaching1.title, "left"],
        [content.Coaching2.title, "right"],
      ] as const) {
        const block = coachingHeading(page, title)
        await expectShown(block, 0)
        const laidOut = await lookOf(block)
        const film = await watchEntrance(block)
        const [first, rest] = [film[0]!, film.at(-1)!]
        expect(first.opacity, title).toBe(0)
        if (side === "left") expect(first.x, title).toBeLessThan(rest.x)
        else expect(first.x, title).toBeGreaterThan(rest.x)
        expect(rest, title).toEqual({ x: laidOut.x, opacity: 1 })
      }

      // Back at the top, the cards below, which may have entered on the way, wait hidden again.
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }))
      const card = testimonialCards(page).first()
      await expectShown(card, 0)
      const laidOut = await lookOf(card)
      for (const entry of ["first", "again"]) {
        const film = await watchEntrance(card)
        const rest = film.at(-1)!
        expect(film[0]!.x, entry).toBeLessThan(rest.x)
        // The bounce: past its place to the right, then back.
        expect(Math.max(...film.map(({ x }) => x)), entry).toBeGreaterThan(rest.x)
        expect(rest, entry).toEqual({ x: laidOut.x, opacity: 1 })
        // Out of view it is hidden again, ready to replay.
        await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }))
        await expectShown(card, 0)
      }
    },
  )

  test("nothing shifts while the page loads and is scrolled (CLS 0)", async ({ page }) => {
    // It walks the whole one page, slow at ten times the content with one core busy: its limit is tripled.
    test.slow()
    await page.addInitScript(() => {
      const shifts: number[] = []
      Object.assign(window, { shifts })
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
          shifts.push(entry.value)
        }
      }).observe({ type: "layout-shift", buffered: true })
    })
    await page.goto("/", { waitUntil: "networkidle" })
    await scrollThrough(page)
    await page.waitForLoadState("networkidle")
    const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBe(0)
  })
})

test.describe("phone", () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true })

  test(
    "the menu button opens and closes the links, from the keyboard too, where Escape closes it and returns to the button; choosing a link closes it",
    { tag: "@content-free" },
    async ({ page }) => {
      await visit(page)
      const toggle = page.getByRole("button", { name: "Toggle Menu" })
      const services = navLink(page, "My Services")
      expect(await menuExpanded(page)).toBe(false)
      await expect(services).toBeHidden()

      await toggle.focus()
      await page.keyboard.press("Enter")
      expect(await menuExpanded(page)).toBe(true)
      await page.keyboard.press("Tab")
      await expect(navLink(page, "About")).toBeFocused()
      await page.keyboard.press("Escape")
      await expect(navLink(page, "About")).toBeHidden()
      expect(await menuExpanded(page)).toBe(false)
      await expect(toggle).toBeFocused()

      await toggle.tap()
      await expect(services).toBeVisible()
      expect(await menuExpanded(page)).toBe(true)

      await toggle.tap()
      await expect(services).toBeHidden()
      expect(await menuExpanded(page)).toBe(false)

      await toggle.tap()
      await navLink(page, "Contact").tap()
      await expect(services).toBeHidden()
      expect(await menuExpanded(page)).toBe(false)
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("contact")
    },
  )

  test(
    "the menu opens on a tap before the page's script has arrived",
    { tag: "@content-free" },
    async ({ page }) => {
      const held: string[] = []
      // Every script request is held and never answered, as on a slow phone network.
      await page.route("**/*.js", (route) => {
        held.push(route.request().url())
      })
      // The page never finishes loading (its scripts never arrive): the visitor sees it long before.
      await page.goto("/", { waitUntil: "domcontentloaded" })
      await page.getByRole("button", { name: "Toggle Menu" }).tap()
      const contact = navLink(page, "Contact")
      await expect(contact).toBeVisible()
      expect(await menuExpanded(page)).toBe(true)
      await contact.tap()
      await expect(page).toHaveURL(/#contact$/)
      await expect(page.locator("#contact")).toBeInViewport()
      expect(held.length).toBeGreaterThan(0)
    },
  )
})

// The wide screen's header, reached the hard way: a fresh load at 1280 px is the same CSS, minus the
// open menu.
test.describe("a phone's window widened past the breakpoint", () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test("with the menu open, it shows the desktop header, whose links work", async ({
    page,
    content,
  }) => {
    await visit(page)
    await page.getByRole("button", { name: "Toggle Menu" }).click()
    await expect(navLink(page, "Contact")).toBeVisible()
    await page.setViewportSize({ width: 1280, height: 900 })
    await expectDesktopHeader(page, content)
    const boxes = () =>
      mainNav(page)
        .getByRole("link")
        .evaluateAll((links) => links.map((link) => link.getBoundingClientRect().toJSON()))
    const before = await boxes()
    await navLink(page, "Testimonials").click()
    await expect(page).toHaveURL(/#testimonials$/)
    // Choosing a link closes the menu; the links stay exactly where they stood.
    expect(await boxes()).toEqual(before)
    await expectDesktopHeader(page, content)
    // Shown as an ordinary list in the header, not as an open popover over the page.
    expect(
      await mainNav(page)
        .getByRole("list")
        .evaluate((list) => list.matches(":popover-open")),
    ).toBe(false)
  })
})

test.describe("320 px wide", () => {
  test.use({ viewport: { width: 320, height: 640 } })

  test("the page reflows with no horizontal scrolling", async ({ page }) => {
    await visit(page)
    await scrollThrough(page)
    const widths = await page.evaluate(() => [
      document.documentElement.scrollWidth,
      document.documentElement.clientWidth,
    ])
    expect(widths[0]).toBeLessThanOrEqual(widths[1]!)
  })
})

test.describe("reduced motion", () => {
  test.use({ reducedMotion: "reduce", viewport: { width: 1280, height: 900 } })

  test("nothing is hidden or animated while scrolling", async ({ page, content }) => {
    await page.addInitScript(() => {
      const started: string[] = []
      Object.assign(window, { started })
      addEventListener("animationstart", (event) => started.push(event.animationName), true)
    })
    await visit(page)
    // Give the entrances below the fold the frames they would need to hide.
    await nextFrames(page)
    const items = await entering(page, content)
    const shown = { opacity: 1, drawn: true }
    for (const look of await looksOfAll(items)) expect(look).toEqual(shown)
    await scrollThrough(page)
    for (const look of await looksOfAll(items)) expect(look).toEqual(shown)
    expect(await page.evaluate(() => (window as unknown as { started: string[] }).started)).toEqual(
      [],
    )
  })
})

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } })

  test("all content is visible and the menu button opens the links", async ({ page, content }) => {
    await page.goto("/")
    const contact = navLink(page, "Contact")
    await expect(contact).toBeHidden()
    await page.getByRole("button", { name: "Toggle Menu" }).click()
    await expect(contact).toBeVisible()
    expect(await menuExpanded(page)).toBe(true)
    await contact.click()
    await expect(page).toHaveURL(/#contact$/)
    await page.keyboard.press("Escape")
    await expect(contact).toBeHidden()

    for (const look of await looksOfAll(await entering(page, content))) {
      expect(look).toEqual({ opacity: 1, drawn: true })
    }
    const lastCard = listOf(content, "Testimonials").at(-1)!
    // In the last card: another picture of the page may be described in the same words.
    const portrait = testimonialCards(page)
      .last()
      .getByRole("img", { name: lastCard.imagealt, exact: true })
    await portrait.scrollIntoViewIfNeeded()
    await expect
      .poll(() => portrait.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0)
    expect(await portrait.evaluate((node) => getComputedStyle(node).opacity)).toBe("1")
  })
})
