// Search as a reader uses it, in a real browser against the built site: the header's link, the box, the
// results, the page they open, Back, and the page without script. The words searched for are read
// from the content the site was built from, so the tests hold whatever the coach writes.
import { sentenceCase } from "../src/content/inWords"
import { plainText } from "../src/content/sanitize"
import type { Content } from "../src/test/content"
import { PAGE_SIZE } from "../src/lib/search/results"
import { expectNoViolations } from "./axe"
import { parseHtml, readBuilt } from "./builtSite"
import { listPages, resourcePages, type ResourcePage } from "./resourcePages"
import type { SiteName } from "./sites"
import { expect, test } from "./test"

/** Every string content.json holds, but those of the objects in `except`. */
function otherText(value: unknown, except: Set<unknown>): string {
  if (except.has(value)) return ""
  if (typeof value === "string") return value
  if (Array.isArray(value)) return value.map((each) => otherText(each, except)).join(" ")
  if (value && typeof value === "object") {
    return Object.values(value)
      .map((each) => otherText(each, except))
      .join(" ")
  }
  return ""
}

/** What search reads of a resource: its title and its text, lowercased. */
const searchedText = ({ item }: ResourcePage) =>
  plainText(`${item.title} ${item.content}`).toLowerCase()

/**
 * A long word of a resource's text held by as few resources as any (one, in content a coach wrote; ten
 * in content grown tenfold, whose copies share their texts), with that resource's page and every page
 * that holds the word. Search stems words ("following" finds "follows"), so the word is one whose first
 * five letters no other page of the site says (the one page, the lists' pages: the content's text and
 * the site's own words), and that every resource holding those five letters holds whole: then every
 * form search may match is in exactly the pages counted.
 */
function rarestWord(content: Content, site: SiteName) {
  const pages = resourcePages(content)
  const others = [
    "index.html",
    ...listPages(content).map(({ path }) => `${path.slice(1)}index.html`),
  ]
  const elsewhere = [
    plainText(otherText(content, new Set(pages.map(({ item }) => item)))),
    ...others.map((file) => parseHtml(readBuilt(site, file))("main").text()),
  ]
    .join(" ")
    .toLowerCase()
  const texts = pages.map(searchedText)
  const holding = (part: string) => pages.filter((_, index) => texts[index]!.includes(part))
  let best: { page: ResourcePage; word: string; holders: ResourcePage[] } | undefined
  pages.forEach((page) => {
    for (const word of plainText(page.item.content).split(/[^\p{L}]+/u)) {
      const lower = word.toLowerCase()
      if (word.length < 9 || elsewhere.includes(lower.slice(0, 5))) continue
      const holders = holding(lower)
      if (holding(lower.slice(0, 5)).length !== holders.length) continue
      if (!best || holders.length < best.holders.length) best = { page, word, holders }
      if (holders.length === 1) return
    }
  })
  if (!best) throw new Error("no resource has a long word said nowhere else on the site")
  return best
}

/** What the status says once a search is done. */
const found = (count: number, word: string) =>
  `${count} result${count === 1 ? "" : "s"} for “${word}”`

test("a reader searches from the header, finds the piece that holds a word, opens a result and comes back", async ({
  page,
  content,
  site,
}) => {
  const { page: resource, word, holders } = rarestWord(content, site)
  await page.goto("/")
  await page.getByRole("banner").getByRole("link", { name: "Search", exact: true }).click()
  await expect(page).toHaveURL(/\/search\/$/)
  const box = page.getByRole("searchbox")
  await box.fill(word)
  await box.press("Enter")
  await expect(page).toHaveURL(`/search/?q=${encodeURIComponent(word)}`)
  const status = page.getByRole("main").getByRole("status")
  await expect(status).toHaveText(found(holders.length, word))
  const results = page.getByRole("list", { name: "Results" }).getByRole("listitem")
  await expect(results).toHaveCount(Math.min(holders.length, PAGE_SIZE))
  const shown = results.filter({ has: page.locator(`a[href="${resource.path}"]`) })
  if (holders.length <= PAGE_SIZE) {
    await expect(shown).toHaveCount(1)
    await expect(shown.getByRole("link")).toHaveText(resource.title)
    await expect(shown).toContainText(sentenceCase(resource.list.item))
    await expect(shown.locator("mark").first()).toHaveText(new RegExp(word.slice(0, 5), "i"))
  }
  // The keyboard reaches the first result, from the box past its button, and opens it.
  await box.focus()
  await page.keyboard.press("Tab")
  await page.keyboard.press("Tab")
  const first = results.first().getByRole("link")
  await expect(first).toBeFocused()
  const href = await first.getAttribute("href")
  const holder = holders.find(({ path }) => path === href)
  expect(holder, `the first result, ${href}, is a piece that holds "${word}"`).toBeDefined()
  await page.keyboard.press("Enter")
  await expect(page).toHaveURL(holder!.path)
  // A line break in the title is no space in the heading's text.
  const heading = await page.getByRole("heading", { level: 1 }).textContent()
  expect(heading?.replace(/\s+/g, "")).toBe(holder!.title.replace(/\s+/g, ""))
  await page.goBack()
  await expect(page.getByRole("searchbox")).toHaveValue(word)
  await expect(status).toHaveText(found(holders.length, word))
})

test("a search's address opens its results, and each search is a step Back returns to", async ({
  page,
  content,
  site,
}) => {
  const { word, holders } = rarestWord(content, site)
  await page.goto(`/search/?q=${encodeURIComponent(word)}`)
  const status = page.getByRole("main").getByRole("status")
  await expect(status).toHaveText(found(holders.length, word))
  const nothing = "zqxjkvbw"
  await page.getByRole("searchbox").fill(nothing)
  await page.getByRole("searchbox").press("Enter")
  await expect(status).toHaveText(`No results for “${nothing}”`)
  await expect(page.getByRole("list", { name: "Results" })).toHaveCount(0)
  await page.goBack()
  await expect(page.getByRole("searchbox")).toHaveValue(word)
  await expect(status).toHaveText(found(holders.length, word))
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
