// How Netlify reads the shapes of rule plugins/security-headers writes into _headers, with Netlify's own
// parser (e2e/netlify-headers.mjs wraps @netlify/headers-parser), and what security-headers writes for pages
// whose addresses end like a file's: site.spec.ts reads the real builds through the same code.
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { protectPages } from "../../plugins/security-headers/protectPages"
import { headersForPath, parseNetlifyHeaders, rulesSetting } from "../netlify-headers.mjs"
import { expect, test } from "../test"

const matches = async (rule: string, pathname: string) =>
  "x-hit" in headersForPath(await parseNetlifyHeaders(`${rule}\n  X-Hit: yes\n`), pathname)

test("a page's own rule matches its address, with or without the trailing slash, and nothing else", async () => {
  const cases: [string, string, boolean][] = [
    ["/", "/", true],
    ["/", "/index.html", false],
    ["/", "/articles/a/", false],
    ["/index.html", "/index.html", true],
    ["/index.html", "/", false],
    ["/articles/a/", "/articles/a/", true],
    ["/articles/a/", "/articles/a", true],
    ["/articles/a/", "/Articles/A/", true],
    ["/articles/a/", "/articles/a/index.html", false],
    ["/articles/a/", "/articles/ab/", false],
    ["/articles/a/", "/articles/", false],
    ["/articles/a/", "/page-data/articles/a/page-data.json", false],
    ["/articles/a/index.html", "/articles/a/index.html", true],
    ["/articles/a/index.html", "/articles/a/", false],
    // In a path without a *, a dot is a dot.
    ["/404.html", "/404xhtml", false],
    ["/articles/diagram.svg", "/articles/diagram-svg", false],
  ]
  for (const [rule, pathname, expected] of cases)
    expect({ rule, pathname, matches: await matches(rule, pathname) }).toEqual({
      rule,
      pathname,
      matches: expected,
    })
})

test('Netlify reads "/*.svg" with a dot that matches any character: it reaches a page ending in "svg"', async () => {
  // Why security-headers names each SVG by its own address instead (plugins/security-headers/csp.ts).
  expect(await matches("/*.svg", "/articles/diagram.svg")).toBe(true)
  expect(await matches("/*.svg", "/articles/notes-svg/")).toBe(true)
  expect(await matches("/*.svg", "/articles/notes-svg")).toBe(true)
})

test("the rules that set a header at an address are listed, so a test can require exactly one", async () => {
  const rules = await parseNetlifyHeaders(
    "/*\n  X-Frame-Options: DENY\n/articles/a/\n  Content-Security-Policy: a\n" +
      "/articles/*\n  content-security-policy: list\n",
  )
  const setting = (pathname: string) =>
    rulesSetting(rules, pathname, "Content-Security-Policy").map(({ path }) => path)
  expect(setting("/articles/a/")).toEqual(["/articles/a/", "/articles/*"])
  expect(setting("/")).toEqual([])
  expect(rulesSetting(rules, "/", "x-frame-options").map(({ path }) => path)).toEqual(["/*"])
})

test("a file Netlify would refuse is refused here too, with Netlify's message", async () => {
  await expect(parseNetlifyHeaders("  X-A: 1\n/*\n")).rejects.toThrow(
    'Path should come before header "X-A"',
  )
  await expect(parseNetlifyHeaders("/*\n  X-A:\n")).rejects.toThrow("Missing header value")
})

test("pages whose addresses end in svg, xml or json, beside an SVG, the feed and Gatsby's own HTML: one policy each, as Netlify reads it", async () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "security-headers-slugs-"))
  try {
    const page = '<!DOCTYPE html><html><head><meta charset="utf-8"></head><body></body></html>'
    const files: Record<string, string> = {
      "index.html": page,
      "articles/notes-svg/index.html": page,
      "articles/notes.svg": '<svg xmlns="http://www.w3.org/2000/svg"/>',
      "podcasts/sitemap-xml/index.html": page,
      "book-reviews/data-json/index.html": page,
      "book-reviews/rss-xml/index.html": page,
      "rss.xml": "<rss/>",
      "_gatsby/slices/_gatsby-scripts-1.html": "<script>1</script>",
      "admin/index.html": page,
    }
    for (const [file, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(folder, file)), { recursive: true })
      fs.writeFileSync(path.join(folder, file), text)
    }
    protectPages(folder, { connect: [], adminOrigins: { connect: [] } })
    const rules = await parseNetlifyHeaders(fs.readFileSync(path.join(folder, "_headers"), "utf8"))
    const addresses = Object.keys(files).flatMap((file) =>
      file.endsWith("/index.html")
        ? [
            `/${file}`,
            `/${file.slice(0, -"index.html".length)}`,
            `/${file.slice(0, -"/index.html".length)}`,
          ]
        : [`/${file}`],
    )
    const counts = addresses.map((address) => ({
      address,
      rules: rulesSetting(rules, address, "content-security-policy").map(({ path }) => path),
    }))
    expect(counts.filter(({ rules }) => rules.length !== 1)).toEqual([])
  } finally {
    fs.rmSync(folder, { recursive: true, force: true })
  }
})
