// The edited copy's build holds hostile content (e2e/hostileContent.ts). Nothing of it may reach the one
// page, the article's own page or page-data, where the browser would run it. Read from the built files;
// the edited-content project's browser tests run against the same build.
import { slugOf } from "../../src/model/slug"
import { resourcePath } from "../../src/model/addresses"
import { readCalendar } from "../../src/test/calendarReader"
import { BREAKOUT, hostileArticle, hostileBook, hostileEvent } from "../hostileContent"
import { readBuilt } from "../builtSite"
import { expect, test } from "../test"

const built = (name: string) => readBuilt("edited", name)
const articlePath = resourcePath("articles", slugOf(hostileArticle))

/** The one page and the article's own page, as HTML and as page-data. */
const outputs = () => [
  built("index.html"),
  built("page-data/index/page-data.json"),
  built(`${articlePath.slice(1)}index.html`),
  built(`page-data${articlePath}page-data.json`),
]

// The one page's data holds the lists' titles only; the text is in the article's own page and its data,
// which the dialog reads.
test("the hostile article is built, its harmless parts kept, on its own page and in that page's data", () => {
  const [, , articlePage, articleData] = outputs()
  for (const text of [articlePage!, articleData!]) {
    expect(text).toContain("/articles/hostile-diagram.svg")
    expect(text).toContain("A harmless paragraph.")
    expect(text).toContain("Read more")
  }
})

test("no script, event handler, javascript: URL or frame reaches the HTML or page-data", () => {
  for (const text of outputs()) {
    expect(text).not.toContain("pwned")
    expect(text).not.toMatch(/onerror|javascript:|<iframe|evil\.example/i)
  }
})

test("a book's title and author stay text inside its page's JSON-LD: they close no script, start none", () => {
  const bookPage = built(`${resourcePath("book-reviews", slugOf(hostileBook)).slice(1)}index.html`)
  const scripts = [...bookPage.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
  const holding = scripts.filter(([, , body]) => body!.includes("pwned"))
  expect(holding).toHaveLength(1)
  const [, attributes, body] = holding[0]!
  expect(attributes).toContain('type="application/ld+json"')
  expect(body).not.toContain("<")
  expect(JSON.parse(body!).itemReviewed).toMatchObject({
    name: BREAKOUT,
    author: [
      { "@type": "Person", name: "Nobody" },
      { "@type": "Person", name: BREAKOUT },
    ],
  })
})

test("a hostile event's text runs nothing on its page, and its calendar file holds it as one event's text", () => {
  const page = `events/${hostileEvent.slug}/`
  for (const text of [built(`${page}index.html`), built(`page-data/${page}page-data.json`)]) {
    expect(text).toContain("A harmless paragraph.")
    expect(text).not.toContain("pwned")
    expect(text).not.toMatch(/onerror|javascript:|<iframe|evil\.example/i)
  }
  const { events } = readCalendar(built(`events/${hostileEvent.slug}.ics`))
  expect(events).toHaveLength(1)
  // A calendar reads the line ends typed into the title as line ends of its text, nothing more.
  expect(events[0]!.SUMMARY).toBe(hostileEvent.title.replace(/\r\n/g, "\n"))
  expect(events[0]!.LOCATION).toContain(hostileEvent.place.address)
})
