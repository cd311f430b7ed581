// What the post-build step (plugins/page-policy) must have done to a real production build: if Gatsby's
// output changes so that a rewrite finds nothing, the build fails; these checks catch any other drift.
import { createHash } from "node:crypto"
import { existsSync, readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import { expect, test } from "./test"
import { HtmlValidate } from "html-validate"
import { inlineScripts, sha256Source } from "../plugins/page-policy/csp"
import { resourcePages } from "./resourcePages"
import { MAIL_ORIGIN, sites } from "./sites"

const site = sites.main.dir
// Read when the tests run: the build is made by the global setup, after this file is loaded.
const pages = () =>
  readdirSync(site, { recursive: true, encoding: "utf8" }).filter(
    (file) => file.endsWith(".html") && !/^(admin|_gatsby)\//.test(file),
  )

test.describe("with scripts off, as the page arrives", () => {
  test.use({ javaScriptEnabled: false })

  test("every page has the policy first in <head>, naming the hash of each of its inline scripts", async ({
    page,
  }) => {
    expect(pages()).toContain("index.html")
    for (const file of pages()) {
      await page.goto(`/${file.replace(/index\.html$/, "")}`)
      const { first, policy, inline } = await page.evaluate(() => {
        const meta = document.head.firstElementChild
        return {
          first: meta?.getAttribute("http-equiv"),
          policy: meta?.getAttribute("content") ?? "",
          // Gatsby's inline scripts (the compilation hash, the chunk map) change every build.
          inline: [...document.scripts]
            .filter((script) => !script.src && script.type !== "application/ld+json")
            .map((script) => script.text),
        }
      })
      expect(first, file).toBe("Content-Security-Policy")
      expect(policy, file).toMatch(/^default-src 'self'; script-src 'self' 'sha256-/)
      expect(inline.length, file).toBeGreaterThan(0)
      // Its own scripts' hashes, and no other page's: a page's HTML does not grow with the site's pages.
      const own = inline.map(
        (text) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`,
      )
      expect(policy.match(/'sha256-[^']+'/g)?.sort(), file).toEqual([...new Set(own)].sort())
    }
  })
})

test("every article, podcast and book review has its page among those checked here", ({
  content,
}) => {
  const built = pages()
  for (const { path } of resourcePages(content))
    expect(built).toContain(`${path.slice(1)}index.html`)
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
  // The header holds for every page alike: it names every page's inline scripts.
  const sitePolicy = /^\/\*\n {2}Content-Security-Policy: (.*)$/m.exec(headers)![1]!
  for (const file of pages()) {
    for (const script of inlineScripts(readFileSync(path.join(site, file), "utf8")))
      expect(sitePolicy, file).toContain(sha256Source(script))
  }
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
