// What the specification says a visitor sees, read as the browser renders it (CSS included).
import { expect, test } from "./test"
import { visit } from "./visit"

test.use({ viewport: { width: 1280, height: 900 } })

test("the dialog's heading reads 'Resource Details' as the spec writes it, not in capitals", async ({
  page,
}) => {
  await visit(page)
  await page.getByRole("list", { name: "Articles" }).getByRole("button").first().click()
  const heading = page.getByRole("dialog").getByRole("heading", { level: 2 })
  // innerText is the text as rendered: CSS text-transform shows in it, textContent would hide it.
  expect(await heading.evaluate((element: HTMLElement) => element.innerText)).toBe(
    "Resource Details",
  )
})

test("the Testimonials section's alternate background stands out from the section above it", async ({
  page,
}) => {
  await visit(page)
  const backgrounds = await page
    .locator("#testimonials")
    .evaluate((section) => [
      getComputedStyle(section).backgroundColor,
      getComputedStyle(section.previousElementSibling!).backgroundColor,
    ])
  expect(backgrounds[0]).not.toBe(backgrounds[1])
})
