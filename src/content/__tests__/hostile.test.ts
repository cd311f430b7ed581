/** @jest-environment node */
// A real build of content.json with hostile HTML in an article: nothing of it may reach the page or
// page-data, where the browser would run it. Built in a scratch copy, like build.test.ts.
import { spawnSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"

const ROOT = path.resolve(".")
const SITE_FILES = [
  "package.json",
  "gatsby-config.ts",
  "gatsby-node.ts",
  "gatsby-browser.ts",
  "gatsby-ssr.tsx",
  "tsconfig.json",
  "src",
  "data",
  "static",
]
const HOSTILE = [
  "<script>window.pwned = 'script'</script>",
  '<img src="/articles/feedback-loop.svg" alt="A diagram" onerror="window.pwned = \'onerror\'">',
  "<a href=\"javascript:window.pwned = 'link'\">Read more</a>",
  '<iframe src="https://evil.example/frame"></iframe>',
].join("")

let site: string
let output: string[]
beforeAll(() => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), "byb-hostile-"))
  for (const name of SITE_FILES) {
    fs.cpSync(path.join(ROOT, name), path.join(site, name), { recursive: true })
  }
  fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(site, "node_modules"), "dir")
  const file = path.join(site, "data", "content.json")
  const content = JSON.parse(fs.readFileSync(file, "utf8"))
  content.Articles[0].content += HOSTILE
  content.Articles[0].title += "<script>window.pwned = 'title'</script>"
  fs.writeFileSync(file, JSON.stringify(content, null, 2))

  const build = spawnSync(path.join(site, "node_modules", ".bin", "gatsby"), ["build"], {
    cwd: site,
    encoding: "utf8",
    env: { ...process.env, CI: "true", GATSBY_TELEMETRY_DISABLED: "1" },
    timeout: 400_000,
  })
  if (build.status !== 0) throw new Error(`build failed:\n${build.stdout}\n${build.stderr}`)
  output = ["index.html", "page-data/index/page-data.json"].map((name) =>
    fs.readFileSync(path.join(site, "public", name), "utf8"),
  )
}, 420_000)
afterAll(() => fs.rmSync(site, { recursive: true, force: true }))

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
