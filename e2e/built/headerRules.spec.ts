// The shapes of rule plugins/page-policy writes into _headers, as Netlify matches them
// (e2e/netlify-headers.mjs, after @netlify/headers-parser's for_regexp): site.spec.ts reads the real file
// through the same code, so what it finds served is what Netlify serves. No build is read here.
import { headersForPath, parseNetlifyHeaders, rulesSetting } from "../netlify-headers.mjs"
import { expect, test } from "../test"

const matches = (rule: string, pathname: string) =>
  "x-hit" in headersForPath(parseNetlifyHeaders(`${rule}\n  X-Hit: yes\n`), pathname)

test("a page's own rule matches its address, with or without the trailing slash, and nothing else", () => {
  expect(matches("/", "/")).toBe(true)
  expect(matches("/", "/index.html")).toBe(false)
  expect(matches("/", "/articles/a/")).toBe(false)
  expect(matches("/index.html", "/index.html")).toBe(true)
  expect(matches("/index.html", "/")).toBe(false)
  expect(matches("/articles/a/", "/articles/a/")).toBe(true)
  expect(matches("/articles/a/", "/articles/a")).toBe(true)
  expect(matches("/articles/a/", "/Articles/A/")).toBe(true)
  expect(matches("/articles/a/", "/articles/a/index.html")).toBe(false)
  expect(matches("/articles/a/", "/articles/ab/")).toBe(false)
  expect(matches("/articles/a/", "/articles/")).toBe(false)
  expect(matches("/articles/a/", "/page-data/articles/a/page-data.json")).toBe(false)
  expect(matches("/articles/a/index.html", "/articles/a/index.html")).toBe(true)
  expect(matches("/articles/a/index.html", "/articles/a/")).toBe(false)
  // A dot in a path is a dot, not any character.
  expect(matches("/404.html", "/404xhtml")).toBe(false)
})

test("the pictures' rule matches an SVG in any folder, and no page's address", () => {
  expect(matches("/*.svg", "/articles/diagram.svg")).toBe(true)
  expect(matches("/*.svg", "/static/abc/DIAGRAM.SVG")).toBe(true)
  expect(matches("/*.svg", "/articles/a/")).toBe(false)
  expect(matches("/*.svg", "/articles/diagram.svg.html")).toBe(false)
  expect(matches("/*.svg", "/")).toBe(false)
})

test("the rules that set a header at an address are listed, so a test can require one at most", () => {
  const rules = parseNetlifyHeaders(
    "/*\n  X-Frame-Options: DENY\n/articles/a/\n  Content-Security-Policy: a\n" +
      "/*.svg\n  Content-Security-Policy: svg\n/articles/*\n  content-security-policy: list\n",
  )
  const setting = (pathname: string) =>
    rulesSetting(rules, pathname, "Content-Security-Policy").map(({ path }) => path)
  expect(setting("/articles/a/")).toEqual(["/articles/a/", "/articles/*"])
  expect(setting("/articles/diagram.svg")).toEqual(["/*.svg", "/articles/*"])
  expect(setting("/")).toEqual([])
  expect(rulesSetting(rules, "/", "x-frame-options").map(({ path }) => path)).toEqual(["/*"])
})
