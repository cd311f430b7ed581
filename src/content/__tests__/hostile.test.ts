/** @jest-environment node */
// A real build of content.json with hostile HTML in an article: nothing of it may reach the page, the
// article's own page or page-data, where the browser would run it. Built in a scratch copy, like
// build.test.ts.
import fs from "fs"
import path from "path"
import { resourcePath } from "../../lib/resourcePath"
import { buildSite, removeSite, scratchSite } from "../../test/scratchSite"
import { slugOf } from "../slug"

const HOSTILE = [
  "<p>A harmless paragraph.</p>",
  "<script>window.pwned = 'script'</script>",
  '<img src="/articles/hostile-diagram.svg" alt="A diagram" onerror="window.pwned = \'onerror\'">',
  "<a href=\"javascript:window.pwned = 'link'\">Read more</a>",
  '<iframe src="https://evil.example/frame"></iframe>',
].join("")

const ARTICLE = {
  title: "A hostile article<script>window.pwned = 'title'</script>",
  icon: "file-alt",
  content: HOSTILE,
}
// Plain-text fields, which only the JSON-LD of the book's page shows.
const BREAKOUT = "</script><script>window.pwned = 'book'</script><!--"
const BOOK = {
  title: "A hostile book<br>by Nobody",
  icon: "book",
  content: "<p>A harmless review.</p>",
  bookTitle: BREAKOUT,
  bookAuthor: `Nobody, ${BREAKOUT}`,
}

let site: string
let output: string[]
let bookPage: string
beforeAll(() => {
  // A new article of its own, with its own picture: it holds whatever the coach's articles are.
  site = scratchSite((content, folder) => {
    const pictures = path.join(folder, "static", "articles")
    fs.mkdirSync(pictures, { recursive: true })
    fs.writeFileSync(
      path.join(pictures, "hostile-diagram.svg"),
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 3"/>',
    )
    content.Articles = [...(content.Articles ?? []), ARTICLE]
    content.Books = [...(content.Books ?? []), BOOK]
  })
  const build = buildSite(site)
  if (build.status !== 0) throw new Error(`build failed:\n${build.stdout}\n${build.stderr}`)
  const read = (name: string) => fs.readFileSync(path.join(site, "public", name), "utf8")
  const articlePath = resourcePath("articles", slugOf(ARTICLE))
  output = [
    "index.html",
    "page-data/index/page-data.json",
    `${articlePath}index.html`,
    `page-data${articlePath}page-data.json`,
  ].map(read)
  bookPage = read(`${resourcePath("book-reviews", slugOf(BOOK))}index.html`)
}, 420_000)
afterAll(() => removeSite(site))

test("the article is built, its harmless parts kept, on the page and its own page", () => {
  for (const text of [output[1]!, output[2]!]) {
    expect(text).toContain("/articles/hostile-diagram.svg")
    expect(text).toContain("A harmless paragraph.")
    expect(text).toContain("Read more")
  }
})

test("no script, event handler, javascript: URL or frame reaches the HTML or page-data", () => {
  for (const text of output) {
    expect(text).not.toContain("pwned")
    expect(text).not.toMatch(/onerror|javascript:|<iframe|evil\.example/i)
  }
})

test("a book's title and author stay text inside its page's JSON-LD: they close no script, start none", () => {
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
