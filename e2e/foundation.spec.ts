import { expect, test } from "./test"

test("the built page shows the hero title as its one main heading", async ({ page, content }) => {
  await page.goto("/")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText([content.HeroSection.title])
})

test("the hero image is served as AVIF by the image pipeline, not the source JPEG", async ({
  page,
  content,
}) => {
  await page.goto("/")
  const hero = page.getByRole("img", { name: content.HeroSection.imagealt, exact: true })
  await expect(hero).toBeVisible()
  await expect
    .poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc))
    .toMatch(/\.avif$/)
})
