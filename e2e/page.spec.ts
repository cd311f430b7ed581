import type { Page } from "@playwright/test"
import { expect, test } from "./test"
import { visit } from "./visit"

const testimonialCards = (page: Page) =>
  page.getByRole("region", { name: "Testimonials" }).getByRole("listitem")

const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" })

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

/** Scrolls the whole page down in steps, as a reader would, so lazy images and reveals run. */
async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  for (let y = 0; y <= height; y += 300) {
    await page.mouse.wheel(0, 300)
    await page.waitForTimeout(30)
  }
}

test.describe("desktop", () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test("sections come in the spec's order, between the header and the footer", async ({ page }) => {
    await visit(page)
    const order = await page.evaluate(() =>
      [...document.querySelectorAll("#root > *")].map((element) => element.tagName.toLowerCase()),
    )
    expect(order.filter((tag) => tag !== "a")).toEqual(["header", "main", "footer"])
    const sections = page.locator("main > section")
    await expect(sections.first().getByRole("heading", { level: 1 })).toBeVisible()
    expect(await sections.evaluateAll((all) => all.slice(1).map((section) => section.id))).toEqual([
      "about",
      "services",
      "unnamed",
      "emotional-intelligence",
      "testimonials",
      "resources",
      "contact",
    ])
  })

  for (const [name, id] of [
    ["About", "about"],
    ["My Services", "services"],
    ["Articles", "articles"],
    ["Testimonials", "testimonials"],
    ["Contact", "contact"],
  ]) {
    test(`the '${name}' link scrolls to #${id}, leaves focus there, clear of the header`, async ({
      page,
    }) => {
      await visit(page)
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name }).click()
      await expect(page).toHaveURL(new RegExp(`#${id}$`))
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe(id)
      const header = page.locator("header").first()
      const heading = page.locator(`#${id}`).getByRole("heading").first()
      // Smooth scrolling takes a moment; wait until the heading settles below the sticky header.
      await expect
        .poll(async () => {
          const headerBox = await header.boundingBox()
          const headingBox = await heading.boundingBox()
          return headingBox && headerBox ? headingBox.y - (headerBox.y + headerBox.height) : -1
        })
        .toBeGreaterThanOrEqual(0)
      await expect(heading).toBeInViewport()
    })
  }

  test("the header shows every link inline, with no menu button", async ({ page, content }) => {
    await visit(page)
    await expect(page.getByRole("button", { name: "Toggle Menu" })).toBeHidden()
    const headerBox = await page.locator("header").first().boundingBox()
    for (const { name } of content.Navigation) {
      const link = mainNav(page).getByRole("link", { name, exact: true })
      await expect(link).toBeVisible()
      const box = await link.boundingBox()
      expect(box!.y + box!.height).toBeLessThanOrEqual(headerBox!.y + headerBox!.height)
    }
    // Shown as an ordinary list in the header, not as an open popover over the page.
    expect(
      await mainNav(page)
        .getByRole("list")
        .evaluate((list) => list.matches(":popover-open")),
    ).toBe(false)
  })

  test("the first Tab reaches a visible skip link that moves focus to the main content", async ({
    page,
  }) => {
    await visit(page)
    await page.keyboard.press("Tab")
    const skip = page.getByRole("link", { name: "Skip to main content" })
    await expect(skip).toBeFocused()
    await expect(skip).toBeInViewport()
    expect(await skip.evaluate((link) => getComputedStyle(link).outlineStyle)).not.toBe("none")
    await page.keyboard.press("Enter")
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("main")
    await page.keyboard.press("Tab")
    // Tab continues from the main content, not from the top of the page.
    await expect(page.getByRole("link", { name: "Click Me" })).toBeFocused()
  })

  test("the coaching blocks slide in from the left and from the right when scrolled into view", async ({
    page,
  }) => {
    await visit(page)
    const blocks = page.locator("#unnamed [data-reveal]")
    await expect(blocks.first()).toHaveAttribute("data-reveal", "waiting")
    await page.locator("#unnamed").scrollIntoViewIfNeeded()
    await blocks.nth(1).scrollIntoViewIfNeeded()
    await expect(blocks.nth(0)).toHaveAttribute("data-reveal", "entering")
    await expect(blocks.nth(1)).toHaveAttribute("data-reveal", "entering")
    const animations = await blocks.evaluateAll((all) =>
      all.map((block) => getComputedStyle(block).animationName),
    )
    expect(animations[0]).toMatch(/from-left/)
    expect(animations[1]).toMatch(/from-right/)
  })

  test("testimonial cards bounce in when they enter the viewport and lose it when they leave", async ({
    page,
  }) => {
    await visit(page)
    const card = testimonialCards(page).first()
    await expect(card).toHaveAttribute("data-reveal", "waiting")
    await card.scrollIntoViewIfNeeded()
    await expect(card).toHaveAttribute("data-reveal", "entering")
    expect(await card.evaluate((element) => getComputedStyle(element).animationName)).toMatch(
      /bounce-in-left/,
    )
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }))
    await expect(card).toHaveAttribute("data-reveal", "waiting")
    expect(await card.evaluate((element) => getComputedStyle(element).animationName)).toBe("none")
    await card.scrollIntoViewIfNeeded()
    await expect(card).toHaveAttribute("data-reveal", "entering")
  })

  // The spec's content has four; the coach's may have more or fewer, and each gets its card.
  test("one card per testimonial in the content, with its title and its portrait as AVIF", async ({
    page,
    content,
  }) => {
    await visit(page)
    const cards = testimonialCards(page)
    await expect(cards).toHaveCount(content.Testimonials.length)
    for (const [index, testimonial] of content.Testimonials.entries()) {
      const card = cards.nth(index)
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(testimonial.title)
      const portrait = card.getByRole("img", { name: testimonial.imagealt, exact: true })
      await portrait.scrollIntoViewIfNeeded()
      await expect
        .poll(() => portrait.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc))
        .toMatch(/\.avif$/)
    }
  })

  test("nothing shifts while the page loads and is scrolled (CLS 0)", async ({ page }) => {
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

  test("the menu button opens and closes the links, and choosing a link closes it", async ({
    page,
  }) => {
    await visit(page)
    const toggle = page.getByRole("button", { name: "Toggle Menu" })
    const services = mainNav(page).getByRole("link", { name: "My Services" })
    expect(await menuExpanded(page)).toBe(false)
    await expect(services).toBeHidden()

    await toggle.tap()
    await expect(services).toBeVisible()
    expect(await menuExpanded(page)).toBe(true)

    await toggle.tap()
    await expect(services).toBeHidden()
    expect(await menuExpanded(page)).toBe(false)

    await toggle.tap()
    await mainNav(page).getByRole("link", { name: "Contact" }).tap()
    await expect(services).toBeHidden()
    expect(await menuExpanded(page)).toBe(false)
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("contact")
  })

  test("the menu works from the keyboard, and Escape closes it and returns to the button", async ({
    page,
  }) => {
    await visit(page)
    const toggle = page.getByRole("button", { name: "Toggle Menu" })
    await toggle.focus()
    await page.keyboard.press("Enter")
    expect(await menuExpanded(page)).toBe(true)
    await page.keyboard.press("Tab")
    await expect(mainNav(page).getByRole("link", { name: "About" })).toBeFocused()

    await page.keyboard.press("Escape")
    await expect(mainNav(page).getByRole("link", { name: "About" })).toBeHidden()
    expect(await menuExpanded(page)).toBe(false)
    await expect(toggle).toBeFocused()
  })

  test("the menu opens on a tap before the page's script has arrived", async ({ page }) => {
    const held: string[] = []
    // Every script request is held and never answered, as on a slow phone network.
    await page.route("**/*.js", (route) => {
      held.push(route.request().url())
    })
    await page.goto("/")
    await page.getByRole("button", { name: "Toggle Menu" }).tap()
    const contact = mainNav(page).getByRole("link", { name: "Contact" })
    await expect(contact).toBeVisible()
    expect(await menuExpanded(page)).toBe(true)
    await contact.tap()
    await expect(page).toHaveURL(/#contact$/)
    await expect(page.locator("#contact")).toBeInViewport()
    expect(held.length).toBeGreaterThan(0)
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
    await visit(page)
    await scrollThrough(page)
    const states = await page
      .locator("[data-reveal]")
      .evaluateAll((all) =>
        all.map((element) => [
          element.getAttribute("data-reveal"),
          getComputedStyle(element).animationName,
          getComputedStyle(element).opacity,
        ]),
      )
    // The two coaching blocks, every testimonial card and every resource item.
    const { Testimonials, Articles, Podcasts, Books } = content
    expect(states).toHaveLength(
      2 + Testimonials.length + Articles.length + Podcasts.length + Books.length,
    )
    for (const state of states) expect(state).toEqual(["static", "none", "1"])
  })
})

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } })

  test("all content is visible and the menu button opens the links", async ({ page, content }) => {
    await page.goto("/")
    const contact = mainNav(page).getByRole("link", { name: "Contact" })
    await expect(contact).toBeHidden()
    await page.getByRole("button", { name: "Toggle Menu" }).click()
    await expect(contact).toBeVisible()
    expect(await menuExpanded(page)).toBe(true)
    await contact.click()
    await expect(page).toHaveURL(/#contact$/)
    await page.keyboard.press("Escape")
    await expect(contact).toBeHidden()

    for (const element of await page.locator("[data-reveal]").all()) {
      await element.scrollIntoViewIfNeeded()
      await expect(element).toBeVisible()
      expect(await element.evaluate((node) => getComputedStyle(node).opacity)).toBe("1")
    }
    const lastCard = content.Testimonials.at(-1)!
    const portrait = page.getByRole("img", { name: lastCard.imagealt, exact: true })
    await portrait.scrollIntoViewIfNeeded()
    await expect
      .poll(() => portrait.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0)
    expect(await portrait.evaluate((node) => getComputedStyle(node).opacity)).toBe("1")
  })
})
