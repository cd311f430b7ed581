// What the post-build step (plugins/page-policy) must have done to a real production build: if Gatsby's
// output changes so that a rewrite finds nothing, the build fails; these checks catch any other drift.
import { createHash } from "node:crypto"
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs"
import path from "node:path"
import { expect, test } from "./test"
import { HtmlValidate } from "html-validate"
import {
  ADMIN_POLICY,
  BLOCK_END,
  BLOCK_START,
  inlineScripts,
  sha256Source,
} from "../plugins/page-policy/csp"
import { headersForPath, parseNetlifyHeaders } from "./netlify-headers.mjs"
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

  test("every page declares its charset first, within the first 1024 bytes, then the policy, before every script, naming the hash of each inline script", async ({
    page,
    request,
  }) => {
    expect(pages()).toContain("index.html")
    for (const file of pages()) {
      const address = `/${file.replace(/index\.html$/, "")}`
      // Browsers look for the charset in the first 1024 bytes only: parsed alone, they must declare it.
      const bytes = (await (await request.get(address)).body()).subarray(0, 1024).toString("latin1")
      await page.goto(address)
      const { charsetInPrescan, first, policyBeforeScripts, policy, inline } = await page.evaluate(
        (prescan) => {
          const scanned = new DOMParser().parseFromString(prescan, "text/html")
          const meta = document.querySelector('meta[http-equiv="Content-Security-Policy"]')
          return {
            charsetInPrescan: scanned.querySelector("meta[charset]")?.getAttribute("charset"),
            first: document.head.firstElementChild?.getAttribute("charset"),
            policyBeforeScripts: [...document.scripts].every(
              (script) =>
                meta !== null &&
                Boolean(meta.compareDocumentPosition(script) & Node.DOCUMENT_POSITION_FOLLOWING),
            ),
            policy: meta?.getAttribute("content") ?? "",
            // Gatsby's inline scripts (the compilation hash, the chunk map) change every build.
            inline: [...document.scripts]
              .filter((script) => !script.src && script.type !== "application/ld+json")
              .map((script) => script.text),
          }
        },
        bytes,
      )
      expect(charsetInPrescan, file).toBe("utf-8")
      expect(first, file).toBe("utf-8")
      expect(policyBeforeScripts, file).toBe(true)
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

/** The rules of the _headers file the build wrote, and of the page-policy block in it alone. */
function headerRules() {
  const text = readFileSync(path.join(site, "_headers"), "utf8")
  const [before = "", ours, ...more] = text.split(BLOCK_START)
  expect(more, "one page-policy block").toEqual([])
  const [block = "", after = ""] = ours?.split(BLOCK_END) ?? []
  return { before, after, all: parseNetlifyHeaders(text), ours: parseNetlifyHeaders(block) }
}

test("_headers holds the Netlify adapter's caching rules, then the site's policy and the editor's", () => {
  const { before, after, ours } = headerRules()
  expect(before).toContain("# gatsby-adapter-netlify end")
  expect(after.trim()).toBe("")
  const policy = headersForPath(ours, "/")["content-security-policy"] ?? ""
  expect(policy).toMatch(/^default-src 'self'; script-src 'self' 'sha256-/)
  expect(headersForPath(ours, "/admin/")["content-security-policy"]).toBe(ADMIN_POLICY)
  // The header holds for every page alike: it names every page's inline scripts.
  for (const file of pages()) {
    for (const script of inlineScripts(readFileSync(path.join(site, file), "utf8")))
      expect(policy, file).toContain(sha256Source(script))
  }
  // Hashed scripts are cached for a year by the adapter's rules.
  const app = readdirSync(site).find((file) => /^app-[0-9a-f]+\.js$/.test(file))
  expect(headersForPath(parseNetlifyHeaders(before), `/${app}`)["cache-control"]).toBe(
    "public, max-age=31536000, immutable",
  )
})

test("every header the site's rules set is what Netlify serves, for every file, whatever the adapter's rules say", async ({
  request,
}) => {
  const { all, ours } = headerRules()
  const addresses = readdirSync(site, { recursive: true, encoding: "utf8" })
    .filter((file) => statSync(path.join(site, file)).isFile())
    .flatMap((file) => {
      const address = `/${file.split(path.sep).join("/")}`
      return address.endsWith("/index.html")
        ? [address, address.replace(/index\.html$/, "")]
        : [address]
    })
  expect(addresses).toEqual(expect.arrayContaining(["/", "/admin/", "/index.html"]))
  for (const address of addresses) {
    expect(headersForPath(all, address), address).toMatchObject(headersForPath(ours, address))
  }
  // The adapter's own "/*" rule switches the old browsers' XSS filter on; ours switches it off.
  expect(headersForPath(all, "/")["x-xss-protection"]).toBe("0")
  // And the local server, which the other browser tests use, sends exactly that.
  for (const address of ["/", "/admin/", addresses.find((file) => /^\/app-.*\.js$/.test(file))!]) {
    const response = await request.get(address)
    expect(response.headers(), address).toMatchObject(headersForPath(ours, address))
  }
})

test("the browser tests' builds leave the project's public/ as it was: never a build for the tests", () => {
  // npm test makes public/ with npm run build first; without it (a lone browser-test run) public/ may not
  // exist, and then there is nothing the test builds may have replaced.
  const project = existsSync("public/index.html") ? readFileSync("public/index.html", "utf8") : ""
  expect(project).not.toContain(MAIL_ORIGIN)
  expect(readFileSync(path.join(site, "index.html"), "utf8")).toContain(MAIL_ORIGIN)
})
