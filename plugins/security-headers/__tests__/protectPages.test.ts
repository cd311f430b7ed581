/** @jest-environment node */
// What Netlify then serves at each address of a real build: e2e/built/site.spec.ts.
import fs from "fs"
import os from "os"
import path from "path"
import {
  BLOCK_START,
  PICTURE_POLICY,
  inlineScripts,
  adminPolicy,
  policyRules,
  sha256Source,
} from "../csp"
import { protectPages } from "../protectPages"
import { backendOrigins } from "../../decap-admin/backend"

const LISTS = ["articles", "podcasts", "book-reviews"]
const MAIL = ["https://api.emailjs.com"]
const ADMIN_ORIGINS = backendOrigins({
  name: "github",
  repo: "coach/site",
  branch: "main",
  auth_scope: "public_repo",
})
/** HPACK's default table size: a longer header would be sent whole with every response. */
const LINE_LIMIT = 4096

/** A page as Gatsby writes one: its own address in one inline script, the shared chunk map in another. */
const pageHtml = (address: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>${address}</title>` +
  `<script type="application/ld+json">{"@type":"Article","url":"${address}"}</script></head>` +
  `<body><div id="___gatsby"></div>` +
  `<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="${address}";/*]]>*/</script>` +
  `<script id="gatsby-chunk-mapping">window.___chunkMapping="{\\"app\\":[\\"/app-0123.js\\"]}";</script>` +
  `<script>window.___webpackCompilationHash="a1";</script>` +
  `<script src="/app-0123.js" async></script></body></html>`

const ADAPTER_BLOCK =
  "# gatsby-adapter-netlify start\n/*\n  cache-control: public, max-age=0, must-revalidate\n" +
  "  x-xss-protection: 1; mode=block\n/app-0123.js\n  cache-control: public, max-age=31536000, immutable\n" +
  "# gatsby-adapter-netlify end\n"

/** Files that are not pages: scripts, page data, pictures, the feed, the editor, Gatsby's own. */
const NOT_PAGES: Record<string, string> = {
  "app-0123.js": "console.log(1)",
  "rss.xml": '<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel/></rss>',
  "page-data/index/page-data.json": "{}",
  "page-data/articles/item-0/page-data.json": "{}",
  "static/d41d8/cover.jpg": "jpeg",
  "articles/diagram.svg": '<svg xmlns="http://www.w3.org/2000/svg"/>',
  "admin/index.html":
    '<!DOCTYPE html><html><head><meta charset="utf-8"></head><body></body></html>',
  "_gatsby/slices/_gatsby-scripts-1.html": "<script>window.slice=1</script>",
  _headers: ADAPTER_BLOCK,
}

/** `count` pages spread over the lists, each with the addresses Netlify serves it at, beside the one page. */
function pagesOf(count: number) {
  const pages = [{ file: "index.html", addresses: ["/", "/index.html"], html: pageHtml("/") }]
  for (let index = 0; index < count; index++) {
    const folder = `/${LISTS[index % LISTS.length]}/item-${index}/`
    const file = `${folder.slice(1)}index.html`
    pages.push({ file, addresses: [folder, `/${file}`], html: pageHtml(folder) })
  }
  pages.push({ file: "404.html", addresses: ["/404.html"], html: pageHtml("/404.html") })
  return pages
}

type Rule = { path: string; headers: Record<string, string> }

/** The rules of the file as netlifyHeadersFile writes them: a path, then its headers indented. */
function rulesOf(text: string): Rule[] {
  const rules: Rule[] = []
  for (const line of text.split("\n")) {
    if (line.startsWith("/")) rules.push({ path: line, headers: {} })
    else if (line.startsWith("  ") && rules.length > 0) {
      const [name = "", ...value] = line.trim().split(": ")
      rules.at(-1)!.headers[name] = value.join(": ")
    }
  }
  return rules
}

const hashesIn = (policy = "") => [...(policy.match(/'sha256-[^']+'/g) ?? [])].sort()

const folders: string[] = []
afterAll(() => folders.forEach((folder) => fs.rmSync(folder, { recursive: true, force: true })))

/** A public/ folder holding these pages and NOT_PAGES, as protectPages leaves it. */
function buildSite(pages: ReturnType<typeof pagesOf>) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "security-headers-"))
  folders.push(folder)
  for (const [file, text] of [
    ...Object.entries(NOT_PAGES),
    ...pages.map(({ file, html }) => [file, html] as const),
  ]) {
    fs.mkdirSync(path.dirname(path.join(folder, file)), { recursive: true })
    fs.writeFileSync(path.join(folder, file), text)
  }
  const result = protectPages(folder, { connect: MAIL, adminOrigins: ADMIN_ORIGINS })
  return {
    folder,
    result,
    built: (file: string) => fs.readFileSync(path.join(folder, file), "utf8"),
  }
}

describe("with 200 pages", () => {
  const pages = pagesOf(200)
  let site: ReturnType<typeof buildSite>
  let text: string
  let ours: Rule[]
  beforeAll(() => {
    site = buildSite(pages)
    text = site.built("_headers")
    ours = rulesOf(text.slice(text.indexOf(BLOCK_START)))
  })

  test("no line of _headers is longer than 4 KB, and the longest is as long as with 3 pages", () => {
    const lengths = text.split("\n").map((line) => Buffer.byteLength(line))
    expect(Math.max(...lengths)).toBeLessThanOrEqual(LINE_LIMIT)
    expect(site.result).toEqual({ pages: 202, longestLine: Math.max(...lengths) })
    expect(buildSite(pagesOf(3)).result.longestLine).toBe(site.result.longestLine)
  })

  test("each page's addresses have a rule naming exactly that page's inline scripts, as its meta tag does", () => {
    for (const { file, addresses, html } of pages) {
      const own = [...new Set(inlineScripts(html).map(sha256Source))].sort()
      expect(own).toHaveLength(3)
      const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(
        site.built(file),
      )
      expect({ file, hashes: hashesIn(meta?.[1]) }).toEqual({ file, hashes: own })
      for (const address of addresses) {
        expect(ours.filter((rule) => rule.path === address)).toEqual([
          {
            path: address,
            headers: { "content-security-policy": `${meta![1]}; frame-ancestors 'none'` },
          },
        ])
      }
    }
  })

  test("scripts, page data and pictures get no page's hashes: only rules for a page's own addresses carry them", () => {
    const pageAddresses = pages.flatMap(({ addresses }) => addresses)
    // Netlify matches a path with neither * nor :name at that address only (any case, with or without
    // a trailing slash): a rule naming hashes for a page's own address reaches no other file.
    const withHashes = ours.filter(
      (rule) => hashesIn(rule.headers["content-security-policy"]).length,
    )
    expect(withHashes.map(({ path }) => path).sort()).toEqual([...pageAddresses].sort())
    const addressKey = (address: string) => address.replace(/\/$/, "").toLowerCase()
    const pageKeys = new Set(pageAddresses.map(addressKey))
    const files = Object.keys(NOT_PAGES).filter((name) => !name.startsWith("_"))
    expect(files.filter((file) => pageKeys.has(addressKey(`/${file}`)))).toEqual([])
    // The rules that do reach them: the site-wide one sets no policy, pictures and the editor their own.
    const byPath = new Map(ours.map((rule) => [rule.path, rule.headers]))
    expect(byPath.get("/*")).not.toHaveProperty("content-security-policy")
    expect(byPath.get("/*")).toMatchObject({ "x-frame-options": "DENY", "x-xss-protection": "0" })
    // Each SVG and Gatsby's own HTML by its own address: "/*.svg" would reach a page ending in "svg".
    expect([...byPath.keys()].filter((key) => key.includes("*"))).toEqual(["/*", "/admin/*"])
    for (const document of ["/articles/diagram.svg", "/_gatsby/slices/_gatsby-scripts-1.html"])
      expect(byPath.get(document)).toEqual({ "content-security-policy": PICTURE_POLICY })
    expect(byPath.get("/rss.xml")).toEqual({
      "content-type": "application/rss+xml; charset=utf-8",
      "cache-control": "public, max-age=0, must-revalidate",
      "content-security-policy": PICTURE_POLICY,
    })
    expect(byPath.get("/admin/*")?.["content-security-policy"]).toBe(
      `${adminPolicy(ADMIN_ORIGINS)}; frame-ancestors 'none'`,
    )
    // The editor's page carries its own policy, not a page's; Gatsby's own files are not pages.
    expect(site.built("admin/index.html")).toContain(
      `<meta http-equiv="Content-Security-Policy" content="${adminPolicy(ADMIN_ORIGINS)}"/>`,
    )
    expect(site.built("_gatsby/slices/_gatsby-scripts-1.html")).not.toContain(
      "Content-Security-Policy",
    )
  })

  test("the adapter's block stays first, and a rebuild writes the same files", () => {
    expect(text.startsWith(ADAPTER_BLOCK)).toBe(true)
    const html = site.built(pages[1]!.file)
    protectPages(site.folder, { connect: MAIL, adminOrigins: ADMIN_ORIGINS })
    expect(site.built("_headers")).toBe(text)
    expect(site.built(pages[1]!.file)).toBe(html)
  })
})

test("two pages Netlify would serve at one address stop the build", () => {
  expect(() =>
    policyRules({
      pages: [
        { file: "articles/a/index.html", policy: "x" },
        { file: "Articles/A/index.html", policy: "y" },
      ],
      adminPath: "admin",
      adminOrigins: ADMIN_ORIGINS,
      feedPath: "/rss.xml",
    }),
  ).toThrow("security-headers: articles/a/index.html and Articles/A/index.html are both served at")
})

test("a public/ without pages stops the build", () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "security-headers-"))
  folders.push(folder)
  fs.writeFileSync(path.join(folder, "app.js"), "")
  expect(() => protectPages(folder, { connect: MAIL, adminOrigins: ADMIN_ORIGINS })).toThrow(
    "security-headers: found no page",
  )
})
