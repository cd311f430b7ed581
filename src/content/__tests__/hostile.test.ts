/** @jest-environment node */
// A real build of content.json with hostile HTML in an article: nothing of it may reach the page or
// page-data, where the browser would run it. Built in a scratch copy, like build.test.ts.
import fs from "fs"
import path from "path"
import { buildSite, removeSite, scratchSite } from "../../test/scratchSite"

const HOSTILE = [
  "<script>window.pwned = 'script'</script>",
  '<img src="/articles/feedback-loop.svg" alt="A diagram" onerror="window.pwned = \'onerror\'">',
  "<a href=\"javascript:window.pwned = 'link'\">Read more</a>",
  '<iframe src="https://evil.example/frame"></iframe>',
].join("")

let site: string
let output: string[]
beforeAll(() => {
  site = scratchSite((content) => {
    content.Articles[0].content += HOSTILE
    content.Articles[0].title += "<script>window.pwned = 'title'</script>"
  })
  const build = buildSite(site)
  if (build.status !== 0) throw new Error(`build failed:\n${build.stdout}\n${build.stderr}`)
  output = ["index.html", "page-data/index/page-data.json"].map((name) =>
    fs.readFileSync(path.join(site, "public", name), "utf8"),
  )
}, 420_000)
afterAll(() => removeSite(site))

test("the article is built, its harmless parts kept", () => {
  const pageData = output[1]!
  expect(pageData).toContain("/articles/feedback-loop.svg")
  expect(pageData).toContain("Read more")
})

test("no script, event handler, javascript: URL or frame reaches the HTML or page-data", () => {
  for (const text of output) {
    expect(text).not.toContain("pwned")
    expect(text).not.toMatch(/onerror|javascript:|<iframe|evil\.example/i)
  }
})
