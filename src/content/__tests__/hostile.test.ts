/** @jest-environment node */
// A real build of content.json with hostile HTML in an article: nothing of it may reach the page or
// page-data, where the browser would run it. Built in a scratch copy, like build.test.ts.
import fs from "fs"
import path from "path"
import { buildSite, removeSite, scratchSite } from "../../test/scratchSite"

const HOSTILE = [
  "<p>A harmless paragraph.</p>",
  "<script>window.pwned = 'script'</script>",
  '<img src="/articles/hostile-diagram.svg" alt="A diagram" onerror="window.pwned = \'onerror\'">',
  "<a href=\"javascript:window.pwned = 'link'\">Read more</a>",
  '<iframe src="https://evil.example/frame"></iframe>',
].join("")

let site: string
let output: string[]
beforeAll(() => {
  // A new article of its own, with its own picture: it holds whatever the coach's articles are.
  site = scratchSite((content, folder) => {
    const pictures = path.join(folder, "static", "articles")
    fs.mkdirSync(pictures, { recursive: true })
    fs.writeFileSync(
      path.join(pictures, "hostile-diagram.svg"),
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 3"/>',
    )
    content.Articles = [
      ...(content.Articles ?? []),
      {
        title: "A hostile article<script>window.pwned = 'title'</script>",
        icon: "file-alt",
        content: HOSTILE,
      },
    ]
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
  expect(pageData).toContain("/articles/hostile-diagram.svg")
  expect(pageData).toContain("A harmless paragraph.")
  expect(pageData).toContain("Read more")
})

test("no script, event handler, javascript: URL or frame reaches the HTML or page-data", () => {
  for (const text of output) {
    expect(text).not.toContain("pwned")
    expect(text).not.toMatch(/onerror|javascript:|<iframe|evil\.example/i)
  }
})
