import type { Page } from "@playwright/test"
import { resourceLists } from "../src/content/schema"
import { readable, resourcePages, samplePage, type ResourcePage } from "./resourcePages"
import { expect, test } from "./test"
import { visit } from "./visit"

const SITE_URL = "https://becomingyourbest.netlify.app"
const SITE_TITLE = "Becoming Your Best"
// What the issue fixes each list's page to be for search engines.
const SCHEMA_TYPES: Record<string, string> = {
  Articles: "Article",
  Podcasts: "PodcastSeries",
  Books: "Review",
}

test.use({ viewport: { width: 1280, height: 900 } })

test("the lists with pages of their own are the articles, podcasts and book reviews", () => {
  expect(resourceLists().map(({ name, pages }) => [name, pages])).toEqual([
    ["Articles", "articles"],
    ["Podcasts", "podcasts"],
    ["Books", "book-reviews"],
  ])
})

/** The page shows the resource: its title as the one h1, every line of its text, a book's cover. */
async function expectShows(page: Page, resource: ResourcePage) {
  const h1 = page.getByRole("heading", { level: 1 })
  await expect(h1).toHaveCount(1)
  expect(readable(await h1.innerText()), resource.path).toBe(resource.title)
  const main = readable(await page.getByRole("main").innerText())
  for (const line of resource.lines) expect(main, resource.path).toContain(line)
  const { imageurl, imagealt } = resource.item
  if (imageurl) {
    const cover = page.getByRole("img", { name: imagealt, exact: true })
    await expect(cover).toBeVisible()
    await cover.scrollIntoViewIfNeeded()
    await expect
      .poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0)
  }
}

test("a fresh load of each resource's address shows that resource, once the page's script has run", async ({
  page,
  content,
}) => {
  const errors: string[] = []
  page.on("pageerror", (error) => errors.push(error.message))
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text())
  })
  const resources = resourcePages(content)
  expect(resources.length).toBeGreaterThan(3)
  for (const resource of resources) {
    await visit(page, resource.path)
    await expectShows(page, resource)
  }
  // React took over the HTML as it was: no hydration mismatch, no error.
  expect(errors).toEqual([])
})

test("from a resource's page, the menu and the back link lead to the one page's sections", async ({
  page,
  content,
}) => {
  for (const list of resourceLists()) {
    const resource = samplePage(content, list)
    await visit(page, resource.path)
    await page.getByRole("link", { name: `Back to all ${list.label.toLowerCase()}` }).click()
    await expect(page).toHaveURL(`/#${list.pages}`)
    await expect(page.getByRole("heading", { level: 1, name: resource.title })).toHaveCount(0)
    await expect(page.locator(`#${list.pages}`)).toBeInViewport()
  }
  const [first] = content.Navigation
  await visit(page, samplePage(content, resourceLists()[0]!).path)
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: first!.name })
    .click()
  await expect(page).toHaveURL(`/${first!.link}`)
  await expect(page.locator(first!.link)).toBeInViewport()
})

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false })

  test("each resource's page holds the whole resource in its HTML", async ({ page, content }) => {
    for (const resource of resourcePages(content)) {
      await page.goto(resource.path)
      await expectShows(page, resource)
    }
  })

  test("each resource's headings go down one level at a time from its h1", async ({
    page,
    content,
  }) => {
    for (const resource of resourcePages(content)) {
      await page.goto(resource.path)
      const levels = await page
        .getByRole("heading")
        .evaluateAll((all) => all.map((heading) => Number(heading.tagName.slice(1))))
      expect(levels[0], resource.path).toBe(1)
      levels.slice(1).forEach((level, index) => {
        expect(level - levels[index]!, `${resource.path}: ${levels.join(" ")}`).toBeLessThanOrEqual(
          1,
        )
      })
    }
  })

  // What search engines and link previews read: the head as served (see seo.spec.ts).
  test("each resource's page has its own title, description, canonical address and cards", async ({
    page,
    content,
    request,
  }) => {
    for (const resource of resourcePages(content)) {
      const { path, title } = resource
      await page.goto(path)
      const meta = (selector: string) => page.locator(selector).getAttribute("content")
      const og = (property: string) => meta(`meta[property="og:${property}"]`)
      const twitter = (name: string) => meta(`meta[name="twitter:${name}"]`)
      const url = `${SITE_URL}${path}`

      // "<title> | <site>" in the cards; in the tab and search results as much as fits 70 characters.
      const full = `${title} | ${SITE_TITLE}`
      const documentTitle = await page.title()
      if (full.length <= 70) expect(documentTitle, path).toBe(full)
      else if (title.length <= 70) expect(documentTitle, path).toBe(title)
      else {
        expect(documentTitle.length, path).toBeLessThanOrEqual(70)
        expect(title.startsWith(documentTitle.replace(/…$/, "")), path).toBe(true)
      }
      // The first sentence of its text (cut, with an ellipsis, if long): what its page begins with.
      const description = (await meta('meta[name="description"]'))!
      expect(description.length, path).toBeGreaterThan(0)
      expect(description.length, path).toBeLessThanOrEqual(160)
      expect(description, path).toMatch(/([.!?]["”’)]?|…)$|^[^.!?]*$/)
      expect(resource.lines.join(" ").startsWith(description.replace(/…$/, "")), path).toBe(true)
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", url)

      expect(await og("type")).toBe("article")
      expect(await og("url")).toBe(url)
      expect(await og("title")).toBe(full)
      expect(await og("description")).toBe(description)
      expect(await twitter("title")).toBe(full)
      expect(await twitter("description")).toBe(description)
      const image = (await og("image"))!
      expect(await twitter("image")).toBe(image)
      const { imageurl, imagealt } = resource.item
      if (imageurl) {
        // A book's cover: upright, so the small card.
        expect(image, path).toMatch(new RegExp(`^${SITE_URL}/static/.+\\.jpg$`))
        expect(await og("image:alt")).toBe(imagealt)
        expect(await twitter("card")).toBe("summary")
      } else {
        expect(image).toBe(`${SITE_URL}/social-card.jpg`)
        expect(await twitter("card")).toBe("summary_large_image")
      }
      const served = await request.get(new URL(image).pathname)
      expect(served.ok(), image).toBe(true)
      expect(served.headers()["content-type"]).toBe("image/jpeg")
      const { width, height } = await page.evaluate(async (src) => {
        const img = new Image()
        img.src = src
        await img.decode()
        return { width: img.naturalWidth, height: img.naturalHeight }
      }, new URL(image).pathname)
      expect([String(width), String(height)]).toEqual([
        await og("image:width"),
        await og("image:height"),
      ])
    }
  })

  test("each resource's page describes it in JSON-LD of its kind, from its fields", async ({
    page,
    content,
  }) => {
    const { name: coachName, credential } = content.Coach
    for (const { list, item, path, title } of resourcePages(content)) {
      await page.goto(path)
      const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
      expect(blocks, path).toHaveLength(1)
      const data = JSON.parse(blocks[0]!)
      const url = `${SITE_URL}${path}`
      expect(data["@context"]).toBe("https://schema.org")
      expect(data["@type"], path).toBe(SCHEMA_TYPES[list.name])
      expect(data.mainEntityOfPage).toBe(url)
      expect(data.description).toBe(
        await page.locator('meta[name="description"]').getAttribute("content"),
      )
      if (data["@type"] === "PodcastSeries") {
        expect(data.name).toBe(title)
        continue
      }
      // The coach's own work: written by the coach, published by the business, at this address.
      expect(data.url).toBe(url)
      expect(data.author).toMatchObject({ "@type": "Person", jobTitle: credential })
      if (coachName) expect(data.author.name).toBe(coachName)
      else expect(data.author).not.toHaveProperty("name")
      expect(data.publisher).toMatchObject({ name: SITE_TITLE, url: `${SITE_URL}/` })
      if (data["@type"] === "Article") {
        expect(data.headline).toBe(title)
        continue
      }
      expect(data.itemReviewed).toMatchObject({
        "@type": "Book",
        name: item.bookTitle || title,
      })
      const authors = (item.bookAuthor ?? "").split(",").map((name) => name.trim())
      expect(
        data.itemReviewed.author?.map((author: { name: string }) => author.name) ?? [],
      ).toEqual(authors.filter(Boolean))
    }
  })
})

test("the sitemap lists every resource's page", async ({ request, content }) => {
  const sitemap = await (await request.get("/sitemap-0.xml")).text()
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc)
  const resources = resourcePages(content).map(({ path }) => `${SITE_URL}${path}`)
  expect(listed.sort()).toEqual([`${SITE_URL}/`, ...resources].sort())
})
