// Search as a reader uses it, in a real browser against the built site: the header's link, the box, the
// results, the page they open, Back, and the page without script. The words searched for are read
// from the content the site was built from, so the tests hold whatever the coach writes.
import { sentenceCase } from "../src/content/inWords"
import { plainText } from "../src/content/sanitize"
import type { Content } from "../src/test/content"
import { PAGE_SIZE } from "../src/lib/search/results"
import { expectNoViolations } from "./axe"
import { listPages, resourcePages, type ResourcePage } from "./resourcePages"
import { expect, test } from "./test"

/** Every string content.json holds, but `except`'s own text. */
function otherText(value: unknown, except: unknown): string {
  if (value === except) return ""
  if (typeof value === "string") return value
  if (Array.isArray(value)) return value.map((each) => otherText(each, except)).join(" ")
  if (value && typeof value === "object") {
    return Object.values(value)
      .map((each) => otherText(each, except))
      .join(" ")
  }
  return ""
}

/**
 * A word of one resource's text that nothing else of the site's says, not even in another form (search
 * stems words, so no other text may share its first seven letters), with that resource's page.
 */
function wordOfOne(content: Content): { page: ResourcePage; word: string } {
  for (const page of resourcePages(content)) {
    const elsewhere = plainText(otherText(content, page.item.content)).toLowerCase()
    const word = plainText(page.item.content)
      .split(/[^\p{L}]+/u)
      .find((each) => each.length >= 9 && !elsewhere.includes(each.slice(0, 7).toLowerCase()))
    if (word) return { page, word }
  }
  throw new Error("no resource has a word of its own in content.json")
}

test("a reader searches from the header, finds the one piece that holds a word, opens it and comes back", async ({
  page,
  content,
}) => {
  const { page: resource, word } = wordOfOne(content)
  await page.goto("/")
  await page.getByRole("banner").getByRole("link", { name: "Search", exact: true }).click()
  await expect(page).toHaveURL(/\/search\/$/)
  const box = page.getByRole("searchbox")
  await box.fill(word)
  await box.press("Enter")
  await expect(page).toHaveURL(`/search/?q=${encodeURIComponent(word)}`)
  await expect(page.getByRole("main").getByRole("status")).toHaveText(`1 result for “${word}”`)
  const results = page.getByRole("list", { name: "Results" }).getByRole("listitem")
  await expect(results).toHaveCount(1)
  await expect(results.first()).toContainText(sentenceCase(resource.list.item))
  await expect(results.first().locator("mark").first()).toHaveText(new RegExp(word, "i"))
  // The keyboard reaches the result: from the box, past its button.
  await box.focus()
  await page.keyboard.press("Tab")
  await page.keyboard.press("Tab")
  const link = results.first().getByRole("link")
  await expect(link).toBeFocused()
  await expect(link).toHaveText(resource.title)
  await page.keyboard.press("Enter")
  await expect(page).toHaveURL(resource.path)
  // A line break in the title is no space in the heading's text.
  const heading = await page.getByRole("heading", { level: 1 }).textContent()
  expect(heading?.replace(/\s+/g, "")).toBe(resource.title.replace(/\s+/g, ""))
  await page.goBack()
  await expect(page.getByRole("searchbox")).toHaveValue(word)
  await expect(page.getByRole("main").getByRole("status")).toHaveText(`1 result for “${word}”`)
})

test("a search's address opens its results, and each search is a step Back returns to", async ({
  page,
  content,
}) => {
  const { word } = wordOfOne(content)
  await page.goto(`/search/?q=${encodeURIComponent(word)}`)
  await expect(page.getByRole("main").getByRole("status")).toHaveText(`1 result for “${word}”`)
  const nothing = "zqxjkvbw"
  await page.getByRole("searchbox").fill(nothing)
  await page.getByRole("searchbox").press("Enter")
  await expect(page.getByRole("main").getByRole("status")).toHaveText(`No results for “${nothing}”`)
  await expect(page.getByRole("list", { name: "Results" })).toHaveCount(0)
  await page.goBack()
  await expect(page.getByRole("searchbox")).toHaveValue(word)
  await expect(page.getByRole("main").getByRole("status")).toHaveText(`1 result for “${word}”`)
  await expectNoViolations(page)
})

test("words typed into the address are searched for as text, and shown as text", async ({
  page,
}) => {
  const hostile = `<img src=x onerror="window.pwned=1">`
  await page.goto(`/search/?q=${encodeURIComponent(hostile)}`)
  await expect(page.getByRole("main").getByRole("status")).toContainText(`for “${hostile}”`)
  expect(await page.evaluate(() => (window as { pwned?: unknown }).pwned)).toBeUndefined()
  await expect(page.locator("main img")).toHaveCount(0)
})

test("a resource is found with its title as text, whatever markup it shows", async ({
  page,
  content,
}) => {
  // The title with the most of what markup is made of: in the edited content, the book review whose
  // title reads "A hostile book: <b>bold</b> ]]> & more …".
  const markup = (title: string) => title.replace(/[^<>&"']/g, "").length
  const marked = resourcePages(content).sort((a, b) => markup(b.title) - markup(a.title))[0]
  await page.goto(
    `/search/?q=${encodeURIComponent(marked!.title.split(/\s+/).slice(0, 3).join(" "))}`,
  )
  const link = page
    .getByRole("list", { name: "Results" })
    .getByRole("link", { name: marked!.title, exact: true })
  await expect(link).toHaveAttribute("href", marked!.path)
  await expect(page.locator("main ol b")).toHaveCount(0)
  expect(await page.evaluate(() => (window as { pwned?: unknown }).pwned)).toBeUndefined()
})

test("no page but the search page downloads anything of search", async ({ page, content }) => {
  const asked: string[] = []
  page.on("request", (request) => asked.push(new URL(request.url()).pathname))
  const [resource] = resourcePages(content)
  const pages = [
    "/",
    ...listPages(content).map(({ path }) => path),
    ...(resource ? [resource.path] : []),
  ]
  for (const path of pages) {
    await page.goto(path)
    await page.waitForLoadState("networkidle")
  }
  expect(asked.filter((path) => path.startsWith("/pagefind/"))).toEqual([])
  await page.goto("/search/")
  await page.waitForLoadState("networkidle")
  expect(asked.filter((path) => path.startsWith("/pagefind/"))).not.toEqual([])
})

test("a search with many results shows ten, then the next ones on request, with the focus on the first of them", async ({
  page,
  content,
}) => {
  // The word most pieces hold: its results, at least one per piece, run past one screenful.
  const counts = new Map<string, number>()
  for (const { item } of resourcePages(content)) {
    const words = new Set(
      plainText(item.content)
        .toLowerCase()
        .match(/\p{L}{6,}/gu) ?? [],
    )
    for (const word of words) counts.set(word, (counts.get(word) ?? 0) + 1)
  }
  const [word, pieces] = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]!
  test.skip(pieces <= PAGE_SIZE, `no word is in more than ${PAGE_SIZE} pieces`)
  await page.goto(`/search/?q=${word}`)
  const status = page.getByRole("main").getByRole("status")
  await expect(status).toHaveText(/^\d+ results for “/)
  const total = Number((await status.textContent())!.split(" ")[0])
  expect(total).toBeGreaterThanOrEqual(pieces)
  const links = page.getByRole("list", { name: "Results" }).getByRole("link")
  await expect(links).toHaveCount(PAGE_SIZE)
  await page.getByRole("button", { name: "More results" }).click()
  await expect(links).toHaveCount(Math.min(total, 2 * PAGE_SIZE))
  await expect(links.nth(PAGE_SIZE)).toBeFocused()
  const addresses = await links.evaluateAll((all) => all.map((link) => link.getAttribute("href")))
  expect(new Set(addresses).size).toBe(addresses.length)
})
