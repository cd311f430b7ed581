// The Resource Details dialog and the resource's address: opening pushes it, Back and Forward close and
// reopen the dialog on the one page, and Copy link hands out the address. Every resource comes from the
// content.json of the site under test. A fresh load of the address is resourcePages.spec.ts's.
import type { Page } from "@playwright/test"
import { resourceLists } from "../src/model/schema"
import type { Content } from "../src/test/content"
import { slugOf } from "../src/model/slug"
import { plainText } from "../src/model/sanitize"
import { resourceTitle } from "../src/lib/pageContext"
import { parseHtml } from "./builtSite"
import { shownItems, SITE_TITLE } from "./resourcePages"
import { expect, test } from "./test"
import { visit } from "./visit"

// The lists with pages of their own, by the heading the page shows them under (the spec's words).
const HEADINGS = { Articles: "Articles", Podcasts: "Podcasts", Books: "Book Reviews" } as const
type ListName = keyof typeof HEADINGS

const folderOf = (list: ListName) => {
  const found = resourceLists().find(({ name }) => name === list)
  if (!found) throw new Error(`${list} has no pages in the schema`)
  return found.pages
}
const dialog = (page: Page) => page.getByRole("dialog", { name: "Resource Details" })

/**
 * The last resource the one page shows of a list, so that a test never relies on the first being special.
 * A list the coach has emptied has none: the tests take the lists that have.
 */
function lastOf(content: Content, list: ListName) {
  const items = shownItems(content, list)
  const item = items.at(-1)
  if (!item) throw new Error(`content.json has no ${list}`)
  return { index: items.length - 1, item, path: `/${folderOf(list)}/${slugOf(item)}/` }
}

async function open(page: Page, list: ListName, index: number) {
  await page.getByRole("list", { name: HEADINGS[list] }).getByRole("link").nth(index).click()
  await expect(dialog(page)).toBeVisible()
}

test.use({ viewport: { width: 1280, height: 900 } })

test("in each list, opening an item pushes its address and its own page's title, Back closes the dialog, Forward reopens it, and Close returns to / leaving no entry behind", async ({
  page,
  request,
  content,
}) => {
  const lists = (Object.keys(HEADINGS) as ListName[]).filter(
    (list) => shownItems(content, list).length,
  )
  if (lists.length === 0) throw new Error("content.json has no resource")
  await visit(page)
  const siteTitle = await page.title()
  const heading = await page.getByRole("heading", { level: 1 }).textContent()
  for (const list of lists) {
    const { index, item, path } = lastOf(content, list)
    const title = plainText(item.title)
    // The tab shows what the resource's own page is called, as its HTML names it: this resource's
    // title, whole (a part of it would also be another's that begins the same), as
    // src/lib/pageContext.ts writes it; built/pages.spec.ts checks that rule on every page.
    const ownTitle = parseHtml(await (await request.get(path)).text())("title").text()
    expect(ownTitle).toBe(resourceTitle(title, SITE_TITLE))

    await open(page, list, index)
    expect(new URL(page.url()).pathname).toBe(path)
    await expect(page).toHaveTitle(ownTitle)

    await page.goBack()
    await expect(dialog(page)).toBeHidden()
    expect(new URL(page.url()).pathname).toBe("/")
    await expect(page).toHaveTitle(siteTitle)

    await page.goForward()
    await expect(dialog(page)).toBeVisible()
    // As rendered, a line break in the title reads as a space.
    await expect(dialog(page).getByRole("heading", { level: 3 })).toHaveText(title, {
      useInnerText: true,
    })
    // Still the one page behind the dialog, not the resource's own page.
    await expect(page.getByRole("heading", { level: 1, includeHidden: true })).toHaveText(heading!)
    expect(new URL(page.url()).pathname).toBe(path)

    await dialog(page).getByRole("button", { name: "Close" }).click()
    await expect(dialog(page)).toBeHidden()
    await expect.poll(() => new URL(page.url()).pathname).toBe("/")
    await expect(page).toHaveTitle(siteTitle)
  }
  // Each Close went back rather than forward to a new entry: Back now leaves the site.
  await page.goBack()
  await expect.poll(() => page.url()).toBe("about:blank")
})

// Any resource's link is copied alike, whatever the content.
test(
  "Copy link puts the full address on the clipboard and says so; where the clipboard is refused, it shows the address selected in a field",
  { tag: "@content-free" },
  async ({ page, context, content }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"])
    const list = (Object.keys(HEADINGS) as ListName[]).find(
      (name) => shownItems(content, name).length,
    )
    if (!list) throw new Error("content.json has no resource")
    const { index, path } = lastOf(content, list)
    await visit(page)
    await open(page, list, index)
    const address = new URL(path, page.url()).href
    const copy = dialog(page).getByRole("button", { name: "Copy link" })
    await copy.click()
    await expect(dialog(page).getByRole("status")).toHaveText("Link copied.")
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address)

    // As a browser that refuses the page the clipboard does.
    await page.evaluate(() => {
      navigator.clipboard.writeText = () => Promise.reject(new DOMException("", "NotAllowedError"))
    })
    await copy.click()
    const field = dialog(page).getByRole("textbox", { name: "Link to this resource" })
    await expect(field).toHaveValue(address)
    await expect(field).toBeFocused()
    expect(await field.evaluate((input: HTMLInputElement) => input.selectionEnd)).toBe(
      address.length,
    )
    await expect(dialog(page).getByRole("status")).toHaveText("Copy the link from the field below.")
  },
)
