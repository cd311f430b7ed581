// A resource's own page in the browser, on one resource of each list: what every page holds in its HTML
// (text, headings, head tags, JSON-LD) is checked for every resource from the built files (built/pages.spec.ts).
import type { Page } from "@playwright/test"
import { resourceLists } from "../src/model/schema"
import { listOf } from "../src/test/content"
import { parseHtml } from "./builtSite"
import { listPath } from "../src/model/addresses"
import { listPages, readable, samplePage, shownOf, type ResourcePage } from "./resourcePages"
import { expect, test } from "./test"
import { visit } from "./visit"

test.use({ viewport: { width: 1280, height: 900 } })

/** The page shows the resource: its title as the one h1, every line of its text, a book's cover. */
async function expectShows(page: Page, resource: ResourcePage) {
  const h1 = page.getByRole("heading", { level: 1 })
  await expect(h1).toHaveCount(1)
  expect(readable(await h1.innerText())).toBe(resource.title)
  const main = readable(await page.getByRole("main").innerText())
  for (const line of resource.lines) expect(main).toContain(line)
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

for (const list of resourceLists()) {
  test.describe(list.label, () => {
    test("a fresh load of an item's address shows it, once the page's script has run, without an error", async ({
      page,
      content,
    }) => {
      const errors: string[] = []
      page.on("pageerror", (error) => errors.push(error.message))
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text())
      })
      const resource = samplePage(content, list)
      await visit(page, resource.path)
      await expectShows(page, resource)
      // React took over the HTML as it was: no hydration mismatch, no error.
      expect(errors).toEqual([])
    })

    test.describe("without JavaScript", () => {
      test.use({ javaScriptEnabled: false })

      test("an item's page shows it whole", async ({ page, content }) => {
        const resource = samplePage(content, list)
        await page.goto(resource.path)
        await expectShows(page, resource)
      })
    })

    test("the back link leads from an item's page to the list's own page, which links to every item in order", async ({
      page,
      content,
    }) => {
      const resource = samplePage(content, list)
      const { items } = listPages(content).find((each) => each.list.name === list.name)!
      await visit(page, resource.path)
      // Exactly: the item's text may hold a link whose words begin the same.
      await page.getByRole("link", { name: `Back to all ${list.plural}`, exact: true }).click()
      await expect(page).toHaveURL(listPath(list.pages))
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(list.heading)
      const links = page.getByRole("main").getByRole("list").getByRole("link")
      await expect(links).toHaveCount(items.length)
      expect(
        await links.evaluateAll((all) => all.map((link) => link.getAttribute("href"))),
      ).toEqual(items.map(({ path }) => path))
      await links.nth(items.indexOf(items.find(({ path }) => path === resource.path)!)).click()
      await expect(page).toHaveURL(resource.path)
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1)
    })

    test("the one page shows the list's first items; a longer list links to its own page, naming how many", async ({
      page,
      content,
    }) => {
      const listPage = listPages(content).find((each) => each.list.name === list.name)
      await visit(page)
      const block = page.locator(`#${list.pages}`)
      if (!listPage) {
        // The coach has emptied the list: the specification's 'loading' in its place, and no link.
        await expect(block.getByText("loading", { exact: true })).toBeVisible()
        await expect(block.getByRole("link")).toHaveCount(0)
        return
      }
      const { items, path } = listPage
      const shown = shownOf(content, items)
      await expect(block.getByRole("list").getByRole("link")).toHaveCount(shown.length)
      // Exactly: the items' titles are links of the block too, and one may hold these words.
      const all = block.getByRole("link", {
        name: `All ${list.plural} (${items.length})`,
        exact: true,
      })
      if (shown.length === items.length) {
        // No link but the items': a title may begin with "All " ("All In: Leading …"), so the list's
        // link is not told apart by its name.
        await expect(block.getByRole("link")).toHaveCount(shown.length)
        return
      }
      await all.click()
      await expect(page).toHaveURL(path)
      await expect(page.getByRole("main").getByRole("list").getByRole("link")).toHaveCount(
        items.length,
      )
    })

    test("the menu leads from an item's page to the one page's sections", async ({
      page,
      content,
    }) => {
      const resource = samplePage(content, list)
      const [first] = listOf(content, "Navigation")
      await visit(page, resource.path)
      // By its whole name: another link of the menu may begin with it ("About", "About the Coach").
      await page
        .getByRole("navigation", { name: "Main" })
        .getByRole("link", { name: first!.name, exact: true })
        .click()
      await expect(page).toHaveURL(`/${first!.link}`)
      await expect(page.locator(first!.link)).toBeInViewport()
    })

    test("the picture its share card names is served as a PNG of the size the card states", async ({
      page,
      request,
      content,
    }) => {
      // As a link preview reads it: from the HTML as served, before any script.
      const $ = parseHtml(await (await request.get(samplePage(content, list).path)).text())
      const meta = (property: string) => $(`meta[property="og:${property}"]`).attr("content")
      const image = new URL(meta("image")!).pathname
      const served = await request.get(image)
      expect(served.ok(), image).toBe(true)
      expect(served.headers()["content-type"]).toBe("image/png")
      await page.goto(image)
      const size = await page
        .getByRole("img")
        .evaluate((img: HTMLImageElement) => [String(img.naturalWidth), String(img.naturalHeight)])
      expect(size).toEqual([meta("image:width"), meta("image:height")])
    })
  })
}

// A list's page is sent without scripts (plugins/scriptless-pages): on a phone its menu, a native popover,
// and its links work all the same. The longest list's page stands for all three.
test.describe("a list's own page on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true })

  test("loads no script, and its menu and links work", async ({ page, content }) => {
    const [longest] = listPages(content).sort((a, b) => b.items.length - a.items.length)
    const scripts: string[] = []
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url())
    })
    const errors: string[] = []
    page.on("pageerror", (error) => errors.push(error.message))
    await page.goto(longest!.path)

    const [first] = listOf(content, "Navigation")
    // By its whole name: another link of the menu may begin with it ("About", "About the Coach").
    const link = page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: first!.name, exact: true })
    await expect(link).toBeHidden()
    await page.getByRole("button", { name: "Toggle Menu" }).tap()
    await expect(link).toBeVisible()
    await page.getByRole("button", { name: "Toggle Menu" }).tap()
    await expect(link).toBeHidden()

    expect(scripts).toEqual([])
    expect(errors).toEqual([])

    const [item] = longest!.items
    await page.getByRole("main").getByRole("list").getByRole("link").first().tap()
    await expect(page).toHaveURL(item!.path)
  })
})
