// The local server sends a _headers file as Netlify does (e2e/netlify-headers.mjs): the rules below
// are Netlify's (its headers parser and its dev server's merge), so a test passing here means the same
// file served on Netlify sends the same headers.
import { expect, test } from "@playwright/test"
import { headersForPath, parseNetlifyHeaders } from "./netlify-headers.mjs"

const served = (file: string, pathname: string) =>
  headersForPath(parseNetlifyHeaders(file), pathname)

test("where two matching rules set one header, the later one is sent, whole", () => {
  const file = "/*\n  X-Frame-Options: SAMEORIGIN\n  X-A: 1\n/admin/*\n  x-frame-options: DENY\n"
  expect(served(file, "/admin/")).toEqual({ "x-frame-options": "DENY", "x-a": "1" })
  expect(served(file, "/")).toEqual({ "x-frame-options": "SAMEORIGIN", "x-a": "1" })
  // The other order: the narrower rule first, then "/*" over it.
  const reversed = "/admin/*\n  x-frame-options: DENY\n/*\n  X-Frame-Options: SAMEORIGIN\n"
  expect(served(reversed, "/admin/")).toEqual({ "x-frame-options": "SAMEORIGIN" })
})

test("a header named twice in one rule is sent once, its values joined by a comma", () => {
  const file = "/*\n  Cache-Control: max-age=0\n  cache-control: no-cache\n"
  expect(served(file, "/")).toEqual({ "cache-control": "max-age=0, no-cache" })
})

test("paths match as on Netlify: * for everything below, :name for one segment, any case, optional trailing slash", () => {
  const matches = (rule: string, pathname: string) =>
    "x-hit" in served(`${rule}\n  X-Hit: yes\n`, pathname)
  expect(matches("/*", "/")).toBe(true)
  expect(matches("/*", "/articles/a/")).toBe(true)
  expect(matches("/admin/*", "/admin")).toBe(true)
  expect(matches("/admin/*", "/ADMIN/config.yml")).toBe(true)
  expect(matches("/admin/*", "/articles/")).toBe(false)
  // The adapter writes some rules with a trailing slash that the file's address lacks.
  expect(matches("/styles.abc.css/", "/styles.abc.css")).toBe(true)
  expect(matches("/styles.abc.css", "/stylesXabc.css")).toBe(false)
  expect(matches("/articles/:slug", "/articles/first/")).toBe(true)
  expect(matches("/articles/:slug", "/articles/first/more")).toBe(false)
  expect(matches("/*.js", "/static/app.js")).toBe(true)
})

test("a file Netlify would refuse is refused here too, naming the line", () => {
  expect(() => parseNetlifyHeaders("  X-A: 1\n/*\n")).toThrow("_headers line 1")
  expect(() => parseNetlifyHeaders("/*\n  X-A:\n")).toThrow("_headers line 2")
})
