// A resource's own page in the browser, on one resource of each list: what every page holds in its HTML
// (text, headings, head tags and share card, JSON-LD) is checked for every resource from the built files
// (built/pages.spec.ts), and so is what the one page shows of each list and the link to the rest.
import type { Page } from "@playwright/test"
import { resourceLists } from "../src/model/schema"
import { listOf } from "../src/test/content"
import { listPath } from "../src/model/addresses"
import { listPages, readable, samplePage, type ResourcePage } from "./resourcePages"
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
  test(`${list.label}: a fresh load of an item's address shows it, once the page's script has run, without an error; its back link leads to the list's own page, which links to every item in order, and its menu to the one page's sections`, async ({
    page,
    content,
  }) => {
    const errors: string[] = []
    page.on("pageerror", (error) => errors.push(error.message))
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text())
    })
    const resource = samplePage(content, list)
    const { items } = listPages(content).find((each) => each.list.name === list.name)!
    await visit(page, resource.path)
    await expectShows(page, resource)
    // React took over the HTML as it was: no hydration mismatch, no error.
    expect(errors).toEqual([])

    // Exactly: the item's text may hold a link whose words begin the same.
    await page.getByRole("link", { name: `Back to all ${list.plural}`, exact: true }).click()
    await expect(page).toHaveURL(listPath(list.pages))
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(list.heading)
    const links = page.getByRole("main").getByRole("list").getByRole("link")
    await expect(links).toHaveCount(items.length)
    expect(await links.evaluateAll((all) => all.map((link) => link.getAttribute("href")))).toEqual(
      items.map(({ path }) => path),
    )
    await links.nth(items.indexOf(items.find(({ path }) => path === resource.path)!)).click()
    await expect(page).toHaveURL(resource.path)
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1)

    const [first] = listOf(content, "Navigation")
    // By its whole name: another link of the menu may begin with it ("About", "About the Coach").
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: first!.name, exact: true })
      .click()
    await expect(page).toHaveURL(`/${first!.link}`)
    await expect(page.locator(first!.link)).toBeInViewport()
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
