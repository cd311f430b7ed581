// Drafts and scheduled pieces, read from the built files as visitors and crawlers reach
// them. The edited copy holds a draft article and a book review dated 5 January 2031
// (e2e/coachEdits.ts): built on that day (edited) the review is everywhere and the draft nowhere;
// built the day before on the same cache (early), as the daily build would be, neither is anywhere.
import { readdirSync, readFileSync, statSync } from "node:fs"
import path from "node:path"
import { effectiveSlug, plainTitle } from "../../src/model/resourceFields"
import { FEED_PATH } from "../../src/siteConfig"
import { draftArticle, newBook, newBookDate } from "../coachEdits"
import { isBuilt, parseHtml, readBuilt } from "../builtSite"
import { buildDayOf, sites, type SiteName } from "../sites"
import { expect, test } from "../test"

// What a browser, a reader's app or a crawler can fetch as text; pictures hold no words.
const TEXT_FILE = /\.(html|json|xml|txt|js|css|webmanifest)$|^_headers$|^_redirects$/

/** Every text file of a build, relative to it, with its text. */
function textFiles(site: SiteName) {
  const dir = sites[site].dir
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter(
      (file) => TEXT_FILE.test(path.basename(file)) && statSync(path.join(dir, file)).isFile(),
    )
    .map((file) => ({ file, text: readFileSync(path.join(dir, file), "utf8") }))
}

/** The files of a build that hold any of `marks`: the words or the address of a piece. */
const holding = (site: SiteName, marks: string[]) =>
  textFiles(site)
    .filter(({ text }) => marks.some((mark) => text.includes(mark)))
    .map(({ file }) => file)

const draft = {
  slug: effectiveSlug(draftArticle),
  marks: [effectiveSlug(draftArticle), "What My Worst Meeting Taught Me", "the agenda nobody read"],
}
const book = {
  slug: effectiveSlug(newBook),
  path: `/book-reviews/${effectiveSlug(newBook)}/`,
  marks: [
    effectiveSlug(newBook),
    plainTitle(newBook),
    "people follow leaders who make them feel safe",
  ],
}

test("the builds are made as on the days the tests say", () => {
  expect([buildDayOf("edited"), buildDayOf("early")]).toEqual([
    newBookDate.iso,
    newBookDate.dayBefore,
  ])
})

for (const site of ["edited", "early"] as const) {
  test(`${site}: the draft article is in no file a visitor or a crawler can reach`, () => {
    expect(holding(site, draft.marks)).toEqual([])
  })

  test(`${site}: the feed and the sitemap show no day after the build's`, () => {
    const today = buildDayOf(site)
    const days = (xml: string, tag: string) =>
      [...xml.matchAll(new RegExp(`<${tag}>([^<]+)</${tag}>`, "g"))].map(([, day]) => day!)
    const feedDays = days(readBuilt(site, FEED_PATH.slice(1)), "pubDate").map((day) =>
      new Date(day).toISOString().slice(0, 10),
    )
    const sitemap = readBuilt(site, "sitemap-0.xml")
    expect(feedDays.length).toBeGreaterThan(0)
    expect(feedDays.filter((day) => day > today)).toEqual([])
    expect(days(sitemap, "lastmod").filter((day) => day.slice(0, 10) > today)).toEqual([])
  })
}

test("early: the book review still to come is in no file a visitor or a crawler can reach, its page included", () => {
  expect(isBuilt("early", `${book.path.slice(1)}index.html`)).toBe(false)
  expect(holding("early", book.marks)).toEqual([])
})

test("edited, on its day: the book review is on its own page with its date, in its list, the feed and the sitemap", () => {
  const page = parseHtml(readBuilt("edited", `${book.path.slice(1)}index.html`))
  expect(page("main time").attr("datetime")).toBe(newBookDate.iso)
  expect(page("main time").text()).toBe(newBookDate.readable)
  const list = parseHtml(readBuilt("edited", "book-reviews/index.html"))
  expect(list(`main a[href="${book.path}"]`)).toHaveLength(1)
  expect(readBuilt("edited", FEED_PATH.slice(1))).toContain(`${book.path}</link>`)
  expect(readBuilt("edited", "sitemap-0.xml")).toContain(
    // The day's start in UTC, as the sitemap writer makes a day a W3C datetime.
    `${book.path}</loc><lastmod>${newBookDate.iso}T00:00:00.000Z</lastmod>`,
  )
})
