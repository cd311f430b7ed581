// What the specification says a visitor sees, read as the browser renders it (CSS included).
import type { Locator } from "@playwright/test"
import { expect, test } from "./test"
import { visit } from "./visit"

test.use({ viewport: { width: 1280, height: 900 } })

/** How far each rendered line of the element's text has its middle from the element's middle. */
const lineOffsets = (section: Locator) =>
  section.evaluate((element) => {
    const middle = ({ left, right }: { left: number; right: number }) => (left + right) / 2
    const axis = middle(element.getBoundingClientRect())
    const lines: { top: number; bottom: number; left: number; right: number }[] = []
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue
      const range = document.createRange()
      range.selectNodeContents(node)
      // One rectangle per line a text runs over; text on the same line shares its vertical middle.
      for (const rect of range.getClientRects()) {
        const mid = (rect.top + rect.bottom) / 2
        const line = lines.find(({ top, bottom }) => top <= mid && mid <= bottom)
        if (!line)
          lines.push({ top: rect.top, bottom: rect.bottom, left: rect.left, right: rect.right })
        else
          Object.assign(line, {
            left: Math.min(line.left, rect.left),
            right: Math.max(line.right, rect.right),
          })
      }
    }
    return lines.map((line) => Math.abs(middle(line) - axis))
  })

test("on a wide screen the coaching blocks alternate their images, the emotional intelligence section is centred, the Testimonials background stands out, and the dialog's heading reads 'Resource Details' as the spec writes it", async ({
  page,
  content,
}) => {
  await visit(page)

  // The first coaching block has its image left of its text, the second right.
  const coaching = page.locator("#unnamed")
  for (const [block, side] of [
    [content.Coaching1, "left"],
    [content.Coaching2, "right"],
  ] as const) {
    const image = (await coaching
      .getByRole("img", { name: block.imagealt, exact: true })
      .boundingBox())!
    const text = (await coaching
      .getByRole("heading", { name: block.title, exact: true })
      .boundingBox())!
    if (side === "left") expect(image.x + image.width, side).toBeLessThanOrEqual(text.x)
    else expect(image.x, side).toBeGreaterThanOrEqual(text.x + text.width)
  }

  // Its title and every line of its text, by its whole title: another section's heading may hold it
  // ("… and Emotional Intelligence").
  const offsets = await lineOffsets(
    page.getByRole("region", { name: content.Emotional.title, exact: true }),
  )
  expect(offsets.length).toBeGreaterThan(1)
  // Within a pixel, for rounding.
  for (const offset of offsets) expect(offset).toBeLessThan(1)

  // Against the section above it.
  const backgrounds = await page
    .locator("#testimonials")
    .evaluate((section) => [
      getComputedStyle(section).backgroundColor,
      getComputedStyle(section.previousElementSibling!).backgroundColor,
    ])
  expect(backgrounds[0]).not.toBe(backgrounds[1])

  await page.getByRole("list", { name: "Articles" }).getByRole("link").first().click()
  const heading = page.getByRole("dialog").getByRole("heading", { level: 2 })
  // innerText is the text as rendered: CSS text-transform shows in it, textContent would hide it.
  expect(await heading.evaluate((element: HTMLElement) => element.innerText)).toBe(
    "Resource Details",
  )
})
