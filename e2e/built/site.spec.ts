// What the post-build step (plugins/security-headers) wrote beside the pages, read from the built files: if
// Gatsby's or the adapter's output changes so that a rewrite finds nothing, the build fails; these checks
// catch any other drift. Per page, see pages.spec.ts.
import { eventAddresses } from "../eventPages"
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs"
import path from "node:path"
import {
  BLOCK_END,
  BLOCK_START,
  PICTURE_POLICY,
  inlineScripts,
  pagePolicyHeader,
  policyDirectives,
  sha256Source,
} from "../../plugins/security-headers/csp"
import { BUILD_ONLY } from "../../plugins/trim-deploy/buildOnly"
import { addressOf, builtContent, builtHtmlFiles, parseHtml, readBuilt } from "../builtSite"
import { headersForPath, parseNetlifyHeaders, rulesSetting } from "../netlify-headers.mjs"
import { EDITOR_SETTINGS_ID, FEED_PATH, SEARCH_PATH } from "../../src/siteConfig"
import { listPages, resourcePages, SITE_TITLE, SITE_URL } from "../resourcePages"
import {
  adminPolicyOf,
  CLONE_TOKEN,
  GITHUB_REPO,
  MAIL_ORIGIN,
  siteUrl,
  sites,
  type SiteName,
} from "../sites"
import { expect, test } from "../test"

/** The rules of the _headers file the build wrote, and of the security-headers block in it alone. */
async function headerRules(site: SiteName) {
  const text = readBuilt(site, "_headers")
  const [before = "", ours, ...more] = text.split(BLOCK_START)
  expect(more, "one security-headers block").toEqual([])
  const [block = "", after = ""] = ours?.split(BLOCK_END) ?? []
  return {
    text,
    before,
    after,
    all: await parseNetlifyHeaders(text),
    ours: await parseNetlifyHeaders(block),
  }
}

/** The pages (the editor's aside) and the addresses Netlify serves each at. */
const pagesOf = (site: SiteName) =>
  builtHtmlFiles(site)
    .filter((file) => !file.startsWith("admin/"))
    .map((file) => ({
      file,
      addresses: [
        ...new Set([addressOf(file), addressOf(file).replace(/(.)\/$/, "$1"), `/${file}`]),
      ],
    }))

/** Every file of the build at its address, and each folder's index.html at the folder too. */
function addressesOf(site: SiteName) {
  const dir = sites[site].dir
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => statSync(path.join(dir, file)).isFile())
    .flatMap((file) => {
      const address = `/${file.split(path.sep).join("/")}`
      return address.endsWith("/index.html")
        ? [address, address.replace(/index\.html$/, "")]
        : [address]
    })
}

/** A page's built file, from its address. */
const fileOf = ({ path: address }: { path: string }) => `${address.slice(1)}index.html`

/** HTTP/2's header table (HPACK's default): a longer header is sent whole with every response. */
const LINE_LIMIT = 4096

for (const site of Object.keys(sites) as SiteName[]) {
  test.describe(`${site} site`, () => {
    test("no source map is deployed: the pages' scripts are there, the whole source beside them is not", () => {
      const files = readdirSync(sites[site].dir, { recursive: true, encoding: "utf8" })
      expect(files.filter((file) => file.endsWith(".js")).length).toBeGreaterThan(0)
      expect(files.filter((file) => file.endsWith(".map"))).toEqual([])
    })

    test("nothing Gatsby keeps for itself is deployed: no build statistics, chunk map or Partytown", () => {
      const files = readdirSync(sites[site].dir, { encoding: "utf8" })
      expect(files).toEqual(expect.arrayContaining(["index.html", "_headers"]))
      expect(files.filter((file) => BUILD_ONLY.includes(file))).toEqual([])
    })

    test("every file at the top of the deployed folder is asked for by a page, a reader, a crawler or the host", () => {
      const dir = sites[site].dir
      const top = readdirSync(dir, { encoding: "utf8" })
      const read = (name: string) => readFileSync(path.join(dir, name), "utf8")
      // What pages load: their HTML, the scripts and styles they name (a chunk by its hash, in the
      // webpack runtime), and what those name in turn (a license file, the manifest's icons).
      const naming = top
        .filter((name) => /\.(html|js|css|webmanifest)$/.test(name))
        .map((name) => ({ name, text: read(name) }))
      const asked = (name: string) => {
        const key = /-([0-9a-f]{20})\.(js|css)$/.exec(name)?.[1] ?? name
        return naming.some((file) => file.name !== name && file.text.includes(key))
      }
      // Asked for by the host (_headers, _redirects), crawlers (robots.txt and the sitemap it names),
      // feed readers (the feed), and browsers by convention.
      const host = ["_headers", "_redirects", "robots.txt", "sitemap-index.xml", "sitemap-0.xml"]
      const folders = new Map([
        ["page-data", "each page's data, which Gatsby's script loads by the page's address"],
        ["static", "the pictures the pages and their data name"],
        ["icons", "the manifest's icons"],
        ["admin", "the content editor"],
        ["_gatsby", "Gatsby's script slice, under a policy that runs nothing"],
        ["cards", "each resource's share card, which its page's head names"],
        ["pagefind", "the search library and index, which the search page loads"],
      ])
      // A script or stylesheet named by its content's hash that nothing names now is an earlier build's:
      // a build on the last one's public/ (as Netlify's Gatsby cache restores it, and as the test builds
      // share a folder) keeps them, for a page still open in a browser that asks for them next.
      const earlierBuild = (name: string) => /-[0-9a-f]{20}\.(js|css)$/.test(name)
      const unexplained = top.filter((name) => {
        if (statSync(path.join(dir, name)).isDirectory())
          return !folders.has(name) && !existsSync(path.join(dir, name, "index.html"))
        return (
          !host.includes(name) && name !== FEED_PATH.slice(1) && !asked(name) && !earlierBuild(name)
        )
      })
      expect(unexplained).toEqual([])
    })

    test("pages keep their window to themselves, the editor lets GitHub's sign-in answer, and only cards and the social picture may be embedded elsewhere", async () => {
      const { all } = await headerRules(site)
      const sent = (address: string) => headersForPath(all, address)
      for (const { addresses } of pagesOf(site))
        for (const address of addresses)
          expect(sent(address)["cross-origin-opener-policy"], address).toBe("same-origin")
      expect(sent("/admin/")["cross-origin-opener-policy"]).toBe("same-origin-allow-popups")
      expect(sent("/robots.txt")["cross-origin-opener-policy"]).toBe("same-origin")
      const app = parseHtml(readBuilt(site, "index.html"))('script[src^="/app-"]').attr("src")!
      const card = parseHtml(readBuilt(site, fileOf(resourcePages(builtContent(site))[0]!)))(
        'meta[property="og:image"]',
      ).attr("content")!
      const cardPath = new URL(card).pathname
      expect(cardPath).toMatch(/^\/cards\//)
      expect(existsSync(path.join(sites[site].dir, cardPath))).toBe(true)
      const expected: [string, string][] = [
        ["/", "same-origin"],
        [app, "same-origin"],
        ["/page-data/index/page-data.json", "same-origin"],
        [cardPath, "cross-origin"],
        [SITE_METADATA.image, "cross-origin"],
      ]
      for (const [address, policy] of expected)
        expect(sent(address)["cross-origin-resource-policy"], address).toBe(policy)
      // Cards' rule comes after "/*": whether Netlify keeps the later value or joins the two (which
      // browsers then ignore), a card may be fetched from elsewhere.
      expect(
        rulesSetting(all, cardPath, "cross-origin-resource-policy").map(({ path }) => path),
      ).toEqual(["/*", "/cards/*"])
    })

    test("_headers holds the Netlify adapter's caching rules, then the site's headers, each page's policy and the editor's", async () => {
      const { text, before, after, all } = await headerRules(site)
      expect(before).toContain("# gatsby-adapter-netlify end")
      expect(after.trim()).toBe("")
      // No line grows with the site: each page's policy names that page's scripts only.
      const long = text.split("\n").filter((line) => Buffer.byteLength(line) > LINE_LIMIT)
      expect(
        long.map((line) => `${line.slice(0, 60)}… (${Buffer.byteLength(line)} bytes)`),
      ).toEqual([])
      // Each page is served with the policy of its meta tag, which names its own inline scripts, and
      // what a meta tag cannot carry.
      for (const { file, addresses } of pagesOf(site)) {
        const html = readBuilt(site, file)
        const meta = parseHtml(html)('meta[http-equiv="Content-Security-Policy"]').attr("content")
        const own = [...new Set(inlineScripts(html).map(sha256Source))]
        for (const hash of own) expect(meta, file).toContain(hash)
        for (const address of addresses) {
          expect(headersForPath(all, address)["content-security-policy"], address).toBe(
            `${meta}; frame-ancestors 'none'`,
          )
        }
      }
      expect(headersForPath(all, "/admin/")["content-security-policy"]).toBe(
        pagePolicyHeader(adminPolicyOf(site)),
      )
      // Hashed scripts are cached for a year by the adapter's rules: the one the page loads (a folder
      // built more than once keeps the earlier builds' too).
      const app = parseHtml(readBuilt(site, "index.html"))('script[src^="/app-"]')
        .attr("src")!
        .slice(1)
      expect(headersForPath(await parseNetlifyHeaders(before), `/${app}`)["cache-control"]).toBe(
        "public, max-age=31536000, immutable",
      )
    })

    test("every HTML file, at every address that serves it, gets its policy from exactly one rule", async () => {
      const { all } = await headerRules(site)
      const html = builtHtmlFiles(site, { all: true })
      expect(html).toEqual(expect.arrayContaining(["index.html", "admin/index.html"]))
      const counts = html
        .flatMap((file) =>
          file.endsWith("index.html")
            ? [`/${file}`, addressOf(file), addressOf(file).replace(/(.)\/$/, "$1")]
            : [`/${file}`],
        )
        .map((address) => ({
          address,
          rules: rulesSetting(all, address, "content-security-policy").map(({ path }) => path),
        }))
      expect(counts.filter(({ rules }) => rules.length !== 1)).toEqual([])
    })

    test("a page's policy names the newsletter's provider exactly where its form is (form-action; connect-src where the page runs script), and the scheduler nowhere", async () => {
      const { all } = await headerRules(site)
      const content = builtContent(site)
      const newsletter = content.Newsletter?.action ? new URL(content.Newsletter.action) : null
      const scheduler = content.Booking?.url ? new URL(content.Booking.url).origin : null
      const showing = new Set(
        newsletter
          ? [
              "index.html",
              `${SEARCH_PATH.slice(1)}index.html`,
              ...[...listPages(content), ...resourcePages(content)].map(fileOf),
              ...eventAddresses(content, site).map((path) => fileOf({ path })),
            ]
          : [],
      )
      // The search box, on each list's page and the search page, opens the search page: 'self'.
      const searching = new Set(
        [...listPages(content).map(fileOf), `${SEARCH_PATH.slice(1)}index.html`].sort(),
      )
      for (const { file, addresses } of pagesOf(site)) {
        const $ = parseHtml(readBuilt(site, file))
        const forms = $("form[action]")
          .map((_, form) => $(form).attr("action"))
          .get()
        const runsScript = $("script[src]").length > 0
        const origin = newsletter?.origin
        expect(forms, file).toEqual([
          ...(searching.has(file) ? [SEARCH_PATH] : []),
          ...(showing.has(file) ? [content.Newsletter!.action] : []),
        ])
        const targets = [
          ...(searching.has(file) ? ["'self'"] : []),
          ...(showing.has(file) ? [origin] : []),
        ]
        for (const address of addresses) {
          const policy = policyDirectives(
            headersForPath(all, address)["content-security-policy"] ?? "",
          )
          expect(policy.get("form-action"), address).toEqual(targets.length ? targets : ["'none'"])
          expect(policy.get("connect-src")?.includes(origin ?? ""), address).toBe(
            showing.has(file) && runsScript,
          )
          if (scheduler) expect([...policy.values()].flat(), address).not.toContain(scheduler)
        }
      }
      // The edited build has both, so this is not passing on a build that shows neither.
      if (site === "edited")
        expect([showing.size > 0, scheduler]).toEqual([true, expect.any(String)])
    })

    test("the editor's page carries its policy as a meta tag too, and a deployed editor reaches no localhost", () => {
      test.skip(!existsSync(path.join(sites[site].dir, "admin")), "a build without the editor")
      const meta = parseHtml(readBuilt(site, "admin/index.html"))(
        'meta[http-equiv="Content-Security-Policy"]',
      ).attr("content")
      expect(meta).toBe(adminPolicyOf(site))
      expect(meta).not.toMatch(/localhost|127\.0\.0\.1|\[::1\]/)
    })

    test("no address gets a policy from two rules, and none but a page's own gets its hashes", async () => {
      const { all } = await headerRules(site)
      const unknown = ["/no-such-page/", "/articles/no-such-article/"]
      // What Netlify sends when two rules matching one address set the same header is not documented:
      // for the policy, no address is left to it.
      const twice = [...addressesOf(site), ...unknown]
        .map((address) => ({
          address,
          rules: rulesSetting(all, address, "content-security-policy").map(({ path }) => path),
        }))
        .filter(({ rules }) => rules.length > 1)
      expect(twice).toEqual([])
      const pages = new Set(pagesOf(site).flatMap(({ addresses }) => addresses))
      for (const address of addressesOf(site).filter((each) => !pages.has(each))) {
        const policy = headersForPath(all, address)["content-security-policy"]
        if (address.startsWith("/admin/"))
          expect(policy, address).toBe(pagePolicyHeader(adminPolicyOf(site)))
        else if (
          address.toLowerCase().endsWith(".svg") ||
          address === FEED_PATH ||
          address.startsWith("/_gatsby/slices/")
        )
          expect(policy, address).toBe(PICTURE_POLICY)
        else expect(policy, address).toBeUndefined()
      }
      // An unknown address is answered with the 404 page under the headers of that address: the
      // site-wide ones, and the policy of the page's own meta tag.
      for (const address of unknown) {
        expect(headersForPath(all, address)["content-security-policy"], address).toBeUndefined()
        expect(headersForPath(all, address)["x-frame-options"], address).toBe("DENY")
      }
    })

    test("every header the site's rules set is what Netlify serves, for every file, whatever the adapter's rules say", async ({
      request,
    }) => {
      const { all, ours } = await headerRules(site)
      const addresses = addressesOf(site)
      expect(addresses).toEqual(expect.arrayContaining(["/", "/index.html"]))
      for (const address of addresses) {
        expect(headersForPath(all, address), address).toMatchObject(headersForPath(ours, address))
      }
      // The adapter's own "/*" rule switches the old browsers' XSS filter on; ours switches it off.
      expect(headersForPath(all, "/")["x-xss-protection"]).toBe("0")
      // And the local server, which the browser tests use, sends exactly that.
      const app = addresses.find((file) => /^\/app-.*\.js$/.test(file))!
      const editor = addresses.includes("/admin/") ? ["/admin/"] : []
      const resource = pagesOf(site).find(({ file }) => file !== "index.html")!.addresses[0]!
      for (const address of ["/", resource, app, ...editor]) {
        const response = await request.get(`${siteUrl(site)}${address}`)
        expect(response.headers(), address).toMatchObject(headersForPath(ours, address))
      }
    })
  })
}

/** What a build wrote into the editor's page for it (plugins/decap-admin/editorPage.ts). */
const editorSettingsOf = (site: SiteName) =>
  JSON.parse(parseHtml(readBuilt(site, "admin/index.html"))(`#${EDITOR_SETTINGS_ID}`).text())

/** What the editor reads of gatsby-config's site metadata, for its preview and its link to the live site. */
const SITE_METADATA = {
  title: SITE_TITLE,
  description: expect.any(String),
  siteUrl: SITE_URL,
  image: "/social-card.jpg",
}

test("each build's editor signs in where its environment says: GitHub by default, on the repository Netlify builds from; Git Gateway when named", () => {
  expect(builtHtmlFiles("main")).toContain("admin/index.html")
  expect(editorSettingsOf("main")).toEqual({
    siteMetadata: SITE_METADATA,
    backend: { name: "git-gateway", branch: "main", squash_merges: true },
    local: false,
  })
  expect(editorSettingsOf("edited")).toEqual({
    siteMetadata: SITE_METADATA,
    backend: { name: "github", repo: GITHUB_REPO, branch: "content", auth_scope: "public_repo" },
    local: false,
  })
  // One compiled editor serves both: the build's choice is in the page, not in the script.
  expect(readBuilt("edited", "admin/cms.js") === readBuilt("main", "admin/cms.js")).toBe(true)
})

test("the clone's credentials in Netlify's REPOSITORY_URL are in no file of the build", () => {
  const dir = sites.edited.dir
  const holding = readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((file) => {
    const full = path.join(dir, file)
    return statSync(full).isFile() && readFileSync(full).includes(CLONE_TOKEN)
  })
  expect(holding).toEqual([])
})

test("the browser tests' builds leave the project's public/ as it was: never a build for the tests", () => {
  // Without an `npm run build` of the developer's own, public/ may not exist, and then there is nothing
  // the test builds may have replaced.
  const project = existsSync("public/index.html") ? readFileSync("public/index.html", "utf8") : ""
  expect(project).not.toContain(MAIL_ORIGIN)
  expect(readBuilt("main", "index.html")).toContain(MAIL_ORIGIN)
})
