import { expect, test } from "./test"

const SITE_URL = "https://becomingyourbest.netlify.app"

// What search engines and link previews read: the HTML as served. (Once the page's script runs, Gatsby
// renders the head again and, for a moment, holds each tag twice.)
test.use({ javaScriptEnabled: false })

test("the head names the page, its description, canonical URL and language", async ({ page }) => {
  await page.goto("/")
  await expect(page).toHaveTitle("Becoming Your Best | Executive Leadership Coaching")
  await expect(page.locator("html")).toHaveAttribute("lang", "en")
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /leadership/)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${SITE_URL}/`)
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute("content", "#1d3344")
})

test("Open Graph and Twitter cards point at a 1200×630 image the site serves", async ({
  page,
  request,
}) => {
  await page.goto("/")
  const og = (property: string) =>
    page.locator(`meta[property="og:${property}"]`).getAttribute("content")
  expect(await og("type")).toBe("website")
  expect(await og("url")).toBe(`${SITE_URL}/`)
  expect(await og("title")).toContain("Becoming Your Best")
  expect(await og("image:width")).toBe("1200")
  expect(await og("image:height")).toBe("630")
  const image = (await og("image"))!
  expect(image).toBe(`${SITE_URL}/social-card.jpg`)
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
    "content",
    "summary_large_image",
  )
  await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute("content", image)
  const served = await request.get(new URL(image).pathname)
  expect(served.ok()).toBe(true)
  expect(served.headers()["content-type"]).toBe("image/jpeg")
})

test("JSON-LD describes the coaching business, its coach and services", async ({
  page,
  content,
}) => {
  await page.goto("/")
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  expect(blocks).toHaveLength(1)
  const data = JSON.parse(blocks[0]!)
  expect(data["@context"]).toBe("https://schema.org")
  expect(data["@type"]).toBe("ProfessionalService")
  expect(data.name).toBe("Becoming Your Best")
  expect(data.url).toBe(`${SITE_URL}/`)
  // The coach, their credential and its certifying body are the Coach fields of content.json.
  const { name, credential, certifiedBy } = content.Coach
  expect(data.founder).toMatchObject({ "@type": "Person", jobTitle: credential })
  // Until the coach gives a name, the Person has none (never an empty or placeholder one).
  if (name) expect(data.founder.name).toBe(name)
  else expect(data.founder).not.toHaveProperty("name")
  expect(data.founder.hasCredential).toMatchObject({ name: credential, recognizedBy: certifiedBy })
  // The services are the hero's and the emotional intelligence section's.
  expect(
    data.makesOffer.map((offer: { itemOffered: { name: string } }) => offer.itemOffered.name),
  ).toEqual([content.HeroSection.title, content.Emotional.title])
  for (const offer of data.makesOffer) expect(offer.itemOffered["@type"]).toBe("Service")
})

test("robots.txt points at the sitemap, which lists the page", async ({ request }) => {
  const robots = await (await request.get("/robots.txt")).text()
  expect(robots).toContain(`Sitemap: ${SITE_URL}/sitemap-index.xml`)
  const index = await (await request.get("/sitemap-index.xml")).text()
  expect(index).toContain(`${SITE_URL}/sitemap-0.xml`)
  const sitemap = await (await request.get("/sitemap-0.xml")).text()
  expect(sitemap).toContain(`<loc>${SITE_URL}/</loc>`)
})

test("the manifest and icons come from one source image", async ({ page, request }) => {
  await page.goto("/")
  const manifestUrl = (await page.locator('link[rel="manifest"]').getAttribute("href"))!
  const manifest = await (await request.get(manifestUrl)).json()
  expect(manifest.short_name).toBe("Becoming Your Best")
  expect(manifest.theme_color).toBe("#1d3344")
  expect(manifest.icons.length).toBeGreaterThanOrEqual(4)
  for (const href of [
    await page.locator('link[rel="icon"]').getAttribute("href"),
    await page.locator('link[rel="apple-touch-icon"]').last().getAttribute("href"),
    manifest.icons[0].src,
  ]) {
    const icon = await request.get(href!)
    expect(icon.ok()).toBe(true)
    expect(icon.headers()["content-type"]).toBe("image/png")
  }
})
