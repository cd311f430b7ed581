// What the post-build step (plugins/page-policy) must have done to a real production build: if Gatsby's
// output changes so that a rewrite finds nothing, the build fails; these checks catch any other drift.
import { existsSync, readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import { expect, test } from "@playwright/test"
import { HtmlValidate } from "html-validate"
import { MAIL_ORIGIN, sites } from "./sites"

const site = sites.main.dir
// Read when the tests run: the build is made by the global setup, after this file is loaded.
const pages = () =>
  readdirSync(site, { recursive: true, encoding: "utf8" }).filter(
    (file) => file.endsWith(".html") && !/^(admin|_gatsby)\//.test(file),
  )

test("every page has the policy first in <head>, and Gatsby's scripts wait until after load", () => {
  expect(pages()).toContain("index.html")
  for (const page of pages()) {
    const html = readFileSync(path.join(site, page), "utf8")
    expect(html, page).toMatch(
      /<head[^>]*><meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' 'sha256-/,
    )
    expect(html, page).not.toMatch(/<script\b[^>]*\ssrc=/)
    const held = html.match(
      /<script type="text\/plain" data-deferred-src="\/[^"]+\.js"><\/script>/g,
    )
    expect(held?.length, page).toBeGreaterThanOrEqual(3)
  }
})

test("every built page is valid HTML (React's own style allowed: see .htmlvalidate.json)", async () => {
  const validator = new HtmlValidate(JSON.parse(readFileSync(".htmlvalidate.json", "utf8")))
  const all = readdirSync(site, { recursive: true, encoding: "utf8" }).filter(
    (file) => file.endsWith(".html") && !file.startsWith("_gatsby/"),
  )
  expect(all).toEqual(expect.arrayContaining(["index.html", "admin/index.html"]))
  for (const page of all) {
    const report = await validator.validateString(readFileSync(path.join(site, page), "utf8"))
    const problems = report.results.flatMap((result) =>
      result.messages.map((message) => `${message.ruleId}: ${message.message}`),
    )
    expect(problems, page).toEqual([])
  }
})

test("_headers holds the site's policy, the editor's, and the Netlify adapter's caching rules", () => {
  const headers = readFileSync(path.join(site, "_headers"), "utf8")
  const policyBlock = headers.indexOf("# page-policy start")
  const adapterBlock = headers.indexOf("# gatsby-adapter-netlify start")
  expect(policyBlock).toBe(0)
  expect(adapterBlock).toBeGreaterThan(policyBlock)
  expect(headers).toMatch(
    /^\/\*\n {2}Content-Security-Policy: default-src 'self'; script-src 'self' 'sha256-/m,
  )
  expect(headers).toMatch(/^\/admin\/\*\n {2}Content-Security-Policy: /m)
  // Hashed scripts are cached for a year by the adapter's rules.
  expect(headers).toMatch(
    /^\/app-[0-9a-f]+\.js\n {2}cache-control: public, max-age=31536000, immutable$/m,
  )
})

test("the browser tests' builds leave the project's public/ as it was: never a build for the tests", () => {
  // npm test makes public/ with npm run build first; without it (a lone browser-test run) public/ may not
  // exist, and then there is nothing the test builds may have replaced.
  const project = existsSync("public/index.html") ? readFileSync("public/index.html", "utf8") : ""
  expect(project).not.toContain(MAIL_ORIGIN)
  expect(readFileSync(path.join(site, "index.html"), "utf8")).toContain(MAIL_ORIGIN)
})
