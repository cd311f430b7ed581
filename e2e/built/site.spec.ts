// What the post-build step (plugins/page-policy) wrote beside the pages, read from the built files: if
// Gatsby's or the adapter's output changes so that a rewrite finds nothing, the build fails; these checks
// catch any other drift. Per page, see pages.spec.ts.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs"
import path from "node:path"
import {
  ADMIN_POLICY,
  BLOCK_END,
  BLOCK_START,
  inlineScripts,
  sha256Source,
} from "../../plugins/page-policy/csp"
import { builtHtmlFiles, readBuilt } from "../builtSite"
import { headersForPath, parseNetlifyHeaders } from "../netlify-headers.mjs"
import { MAIL_ORIGIN, siteUrl, sites, type SiteName } from "../sites"
import { expect, test } from "../test"

/** The rules of the _headers file the build wrote, and of the page-policy block in it alone. */
function headerRules(site: SiteName) {
  const text = readBuilt(site, "_headers")
  const [before = "", ours, ...more] = text.split(BLOCK_START)
  expect(more, "one page-policy block").toEqual([])
  const [block = "", after = ""] = ours?.split(BLOCK_END) ?? []
  return { before, after, all: parseNetlifyHeaders(text), ours: parseNetlifyHeaders(block) }
}

for (const site of Object.keys(sites) as SiteName[]) {
  test.describe(`${site} site`, () => {
    test("_headers holds the Netlify adapter's caching rules, then the site's policy and the editor's", () => {
      const { before, after, ours } = headerRules(site)
      expect(before).toContain("# gatsby-adapter-netlify end")
      expect(after.trim()).toBe("")
      const policy = headersForPath(ours, "/")["content-security-policy"] ?? ""
      expect(policy).toMatch(/^default-src 'self'; script-src 'self' 'sha256-/)
      expect(headersForPath(ours, "/admin/")["content-security-policy"]).toBe(ADMIN_POLICY)
      // The header holds for every page alike: it names every page's inline scripts.
      for (const file of builtHtmlFiles(site).filter((name) => !name.startsWith("admin/"))) {
        for (const script of inlineScripts(readBuilt(site, file)))
          expect(policy, file).toContain(sha256Source(script))
      }
      // Hashed scripts are cached for a year by the adapter's rules.
      const app = readdirSync(sites[site].dir).find((file) => /^app-[0-9a-f]+\.js$/.test(file))
      expect(headersForPath(parseNetlifyHeaders(before), `/${app}`)["cache-control"]).toBe(
        "public, max-age=31536000, immutable",
      )
    })

    test("every header the site's rules set is what Netlify serves, for every file, whatever the adapter's rules say", async ({
      request,
    }) => {
      const { all, ours } = headerRules(site)
      const dir = sites[site].dir
      const addresses = readdirSync(dir, { recursive: true, encoding: "utf8" })
        .filter((file) => statSync(path.join(dir, file)).isFile())
        .flatMap((file) => {
          const address = `/${file.split(path.sep).join("/")}`
          return address.endsWith("/index.html")
            ? [address, address.replace(/index\.html$/, "")]
            : [address]
        })
      expect(addresses).toEqual(expect.arrayContaining(["/", "/index.html"]))
      for (const address of addresses) {
        expect(headersForPath(all, address), address).toMatchObject(headersForPath(ours, address))
      }
      // The adapter's own "/*" rule switches the old browsers' XSS filter on; ours switches it off.
      expect(headersForPath(all, "/")["x-xss-protection"]).toBe("0")
      // And the local server, which the browser tests use, sends exactly that.
      const app = addresses.find((file) => /^\/app-.*\.js$/.test(file))!
      const editor = addresses.includes("/admin/") ? ["/admin/"] : []
      for (const address of ["/", app, ...editor]) {
        const response = await request.get(`${siteUrl(site)}${address}`)
        expect(response.headers(), address).toMatchObject(headersForPath(ours, address))
      }
    })
  })
}

test("the main site is complete: it has the content editor, which the edited copy leaves out", () => {
  expect(builtHtmlFiles("main")).toContain("admin/index.html")
  expect(builtHtmlFiles("edited")).not.toContain("admin/index.html")
})

test("the browser tests' builds leave the project's public/ as it was: never a build for the tests", () => {
  // Without an `npm run build` of the developer's own, public/ may not exist, and then there is nothing
  // the test builds may have replaced.
  const project = existsSync("public/index.html") ? readFileSync("public/index.html", "utf8") : ""
  expect(project).not.toContain(MAIL_ORIGIN)
  expect(readBuilt("main", "index.html")).toContain(MAIL_ORIGIN)
})
