import { expect, test } from "@playwright/test"

test("the built page shows the hero title as its one main heading", async ({ page }) => {
  await page.goto("/")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText([
    "Executive Leadership Coaching Services",
  ])
})

test("the hero image is served as AVIF by the image pipeline, not the source JPEG", async ({
  page,
}) => {
  await page.goto("/")
  const hero = page.getByRole("img", { name: /path winding up through layered hills/ })
  await expect(hero).toBeVisible()
  await expect
    .poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc))
    .toMatch(/\.avif$/)
})
