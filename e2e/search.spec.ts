// Search as a reader uses it, in a real browser against the built site: the header's link, the box, the
// results, the page they open, Back, and the page without script. The words searched for are read
// from the content the site was built from, so the tests hold whatever the coach writes.
import { sentenceCase } from "../src/model/wording"
import { plainText } from "../src/model/sanitize"
import { PAGE_SIZE } from "../src/lib/search/results"
import { expectNoViolations } from "./axe"
import { rarestWord, resultsFor, searchedText } from "./rareWord"
import { listPages, resourcePages } from "./resourcePages"
import { expect, test } from "./test"

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
  await expect(status).toHaveText(resultsFor(holders.length, word))
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
  await expect(status).toHaveText(resultsFor(holders.length, word))
})

// One reader on the search page, searching again and again: each search is a step in the history.
test("a search's address opens its results, words are searched for and shown as text, whatever markup they hold, each search is a step Back returns to, and many results come ten at a time", async ({
  page,
  content,
  site,
}) => {
  const status = page.getByRole("main").getByRole("status")
  const box = page.getByRole("searchbox")
  const search = async (words: string) => {
    await box.fill(words)
    await box.press("Enter")
  }

  const hostile = `<img src=x onerror="window.pwned=1">`
  await page.goto(`/search/?q=${encodeURIComponent(hostile)}`)
  await expect(status).toContainText(`for “${hostile}”`)
  expect(await page.evaluate(() => (window as { pwned?: unknown }).pwned)).toBeUndefined()
  await expect(page.locator("main img")).toHaveCount(0)

  const { word, holders } = rarestWord(content, site)
  await search(word)
  await expect(status).toHaveText(resultsFor(holders.length, word))
  const nothing = "zqxjkvbw"
  await search(nothing)
  await expect(status).toHaveText(`No results for “${nothing}”`)
  await expect(page.getByRole("list", { name: "Results" })).toHaveCount(0)
  await page.goBack()
  await expect(box).toHaveValue(word)
  await expect(status).toHaveText(resultsFor(holders.length, word))
  await expectNoViolations(page)
  await page.goBack()
  await expect(box).toHaveValue(hostile)
  await expect(status).toContainText(`for “${hostile}”`)

  // Search finds the pages that hold every word typed, and shows the first PAGE_SIZE of them: the
  // title's words are typed, so its piece is among them when few other pages could be (every page
  // that holds those words, by their first five letters as search stems them, and every page that is
  // not a resource's). Of those titles, the one with the most of what markup is made of: in the edited
  // content, the book review whose title reads "A hostile book: <b>bold</b> ]]> & more …".
  const markup = (title: string) => title.replace(/[^<>&"']/g, "").length
  const words = (title: string) => title.match(/\p{L}{3,}/gu) ?? []
  const pages = resourcePages(content)
  const texts = pages.map(searchedText)
  const holding = (title: string) =>
    texts.filter((text) =>
      words(title).every((each) => text.includes(each.toLowerCase().slice(0, 5))),
    ).length
  const others = 1 + listPages(content).length
  const marked = [...pages]
    .sort((a, b) => markup(b.title) - markup(a.title))
    .find(({ title }) => words(title).length > 0 && holding(title) + others <= PAGE_SIZE)
  expect(marked, `a title whose words at most ${PAGE_SIZE - others} pieces hold`).toBeDefined()
  await search(words(marked!.title).join(" "))
  const link = page
    .getByRole("list", { name: "Results" })
    .getByRole("link", { name: marked!.title, exact: true })
  await expect(link).toHaveAttribute("href", marked!.path)
  await expect(page.locator("main ol b")).toHaveCount(0)
  expect(await page.evaluate(() => (window as { pwned?: unknown }).pwned)).toBeUndefined()

  // The word most pieces hold: its results, at least one per piece, run past one screenful.
  const counts = new Map<string, number>()
  for (const { item } of pages) {
    for (const each of new Set(
      plainText(item.content)
        .toLowerCase()
        .match(/\p{L}{6,}/gu) ?? [],
    ))
      counts.set(each, (counts.get(each) ?? 0) + 1)
  }
  const [common, pieces] = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]!
  expect(pieces, `a word in more than ${PAGE_SIZE} pieces`).toBeGreaterThan(PAGE_SIZE)
  await search(common)
  await expect(status).toHaveText(/^\d+ results for “/)
  await expect(status).toContainText(`for “${common}”`)
  const total = Number((await status.textContent())!.split(" ")[0])
  expect(total).toBeGreaterThanOrEqual(pieces)
  const links = page.getByRole("list", { name: "Results" }).getByRole("link")
  await expect(links).toHaveCount(PAGE_SIZE)
  await page.getByRole("button", { name: "More results" }).click()
  await expect(links).toHaveCount(Math.min(total, 2 * PAGE_SIZE))
  await expect(links.nth(PAGE_SIZE)).toBeFocused()
  const addresses = await links.evaluateAll((all) => all.map((each) => each.getAttribute("href")))
  expect(new Set(addresses).size).toBe(addresses.length)
})

// Search's library is the search page's alone, whatever the content. The lists' pages run no script, and
// their HTML names nothing of search (e2e/built/pages.spec.ts): the pages that run script are tried here.
test(
  "no page but the search page downloads anything of search",
  { tag: "@content-free" },
  async ({ page, content }) => {
    const asked: string[] = []
    page.on("request", (request) => asked.push(new URL(request.url()).pathname))
    const [resource] = resourcePages(content)
    for (const path of ["/", ...(resource ? [resource.path] : [])]) {
      await page.goto(path)
      await page.waitForLoadState("networkidle")
    }
    expect(asked.filter((path) => path.startsWith("/pagefind/"))).toEqual([])
    await page.goto("/search/")
    await page.waitForLoadState("networkidle")
    expect(asked.filter((path) => path.startsWith("/pagefind/"))).not.toEqual([])
  },
)
