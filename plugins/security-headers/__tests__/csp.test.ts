/** @jest-environment node */
import fs from "fs"
import os from "os"
import path from "path"
import type { EditorBackend } from "../../../src/siteConfig"
import { backendOrigins } from "../../decap-admin/backend"
import {
  adminHeaders,
  adminPolicy,
  contentSecurityPolicy,
  feedHeaders,
  formTargets,
  inlineScripts,
  netlifyHeadersFile,
  PICTURE_POLICY,
  policyDirectives,
  policyRules,
  sha256Source,
  withHeadersBlock,
  withPolicyMeta,
} from "../csp"

const GIT_GATEWAY: EditorBackend = { name: "git-gateway", branch: "main", squash_merges: true }
const GITHUB: EditorBackend = {
  name: "github",
  repo: "coach/site",
  branch: "main",
  auth_scope: "public_repo",
}

const page = (script: string) =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/><title>A page</title><script>${script}</script>` +
  `<script type="application/ld+json">{"@type":"ProfessionalService"}</script>` +
  `<script src="/app.js"></script><script type="module">import("/x.js")</script></head><body></body></html>`

const policyOf = (html: string) =>
  contentSecurityPolicy({ scripts: inlineScripts(html), connect: ["https://api.emailjs.com"] })

test("every inline script the browser would run is hashed; data blocks and external scripts are not", () => {
  expect(inlineScripts(page("window.a=1"))).toEqual(["window.a=1", 'import("/x.js")'])
})

test("a changed inline script changes the policy", () => {
  const before = policyOf(page("window.___webpackCompilationHash='abc'"))
  const after = policyOf(page("window.___webpackCompilationHash='def'"))
  expect(after).not.toBe(before)
  expect(before).toContain(sha256Source("window.___webpackCompilationHash='abc'"))
  expect(after).toContain(sha256Source("window.___webpackCompilationHash='def'"))
  expect(after).not.toContain(sha256Source("window.___webpackCompilationHash='abc'"))
})

test("the hash is the SHA-256 of the exact script text, as browsers compute it", () => {
  // echo -n "alert(1)" | openssl dgst -sha256 -binary | base64
  expect(sha256Source("alert(1)")).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='")
})

test("scripts run only from the site or by hash; plugins, base and form targets are locked down", () => {
  const policy = policyOf(page("window.a=1"))
  expect(policy).toMatch(/script-src 'self' 'sha256-[^']+' 'sha256-[^']+'(;|$)/)
  expect(policy).not.toContain("unsafe-eval")
  expect(policy.split("; ").find((d) => d.startsWith("script-src"))).not.toContain("unsafe")
  expect(policy).toContain("object-src 'none'")
  expect(policy).toContain("base-uri 'self'")
  expect(policy).toContain("form-action 'none'")
  expect(policy).toContain("connect-src 'self' https://api.emailjs.com")
})

describe("where a page's forms may post", () => {
  const subscribe = (action: string) =>
    `<aside><form method="post" action="${action}"><input type="email" name="email"/></form></aside>`
  const provider = "https://news.example.com/subscribe/morgan?list=a&amp;src=site"

  test("the newsletter's form names its provider's origin alone: in form-action, and in connect-src where the page runs script", () => {
    const html = page("window.a=1").replace("<body>", `<body>${subscribe(provider)}`)
    expect(formTargets(html)).toEqual(["https://news.example.com"])
    const directives = policyDirectives(
      contentSecurityPolicy({
        scripts: inlineScripts(html),
        connect: ["https://api.emailjs.com"],
        forms: formTargets(html),
        runsScript: true,
      }),
    )
    expect(directives.get("form-action")).toEqual(["https://news.example.com"])
    expect(directives.get("connect-src")).toEqual([
      "'self'",
      "https://api.emailjs.com",
      "https://news.example.com",
    ])
  })

  test("a page without script posts the form itself: form-action only", () => {
    const html = `<!DOCTYPE html><html><head><meta charset="utf-8"></head><body>${subscribe(provider)}</body></html>`
    const policy = contentSecurityPolicy({
      scripts: [],
      connect: [],
      forms: formTargets(html),
      runsScript: false,
    })
    expect(policy).toMatch(/; form-action https:\/\/news\.example\.com$/)
    expect(policy).toContain("connect-src 'self';")
  })

  test("a form without an action (the contact form, sent by script) posts nowhere; a relative one to the site", () => {
    expect(formTargets('<form aria-labelledby="contact-title"><input name="name"></form>')).toEqual(
      [],
    )
    expect(policyOf(page("x()"))).toContain("form-action 'none'")
    expect(formTargets('<form action="/search/" method="get"></form>')).toEqual(["'self'"])
  })

  test("a form posting anywhere but https stops the build, naming it", () => {
    expect(() => formTargets(subscribe("http://news.example.com/subscribe"))).toThrow(
      'security-headers: a form posts to "http://news.example.com/subscribe", which does not start with https://',
    )
    expect(() => formTargets(subscribe("javascript:alert(1)"))).toThrow(
      /does not start with https:\/\//,
    )
  })
})

describe("the meta tag", () => {
  const policy = "default-src 'self'"
  const placed = (html: string) => withPolicyMeta(html, policy, "x.html")

  test("goes right after the charset declaration, before every script, and replaces an earlier one", () => {
    const html = placed(withPolicyMeta(page("x()"), "default-src 'none'"))
    expect(html).toBe(
      `<!DOCTYPE html><html><head><meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="default-src 'self'"/>` +
        page("x()").split('<meta charSet="utf-8"/>')[1],
    )
  })

  test("leaves the charset declaration where it was, however long the policy grows", () => {
    const hashes = Array.from({ length: 200 }, (_, index) => `window.a${index}=1`)
    const long = contentSecurityPolicy({ scripts: hashes, connect: [] })
    const html = withPolicyMeta(page("x()"), long)
    expect(html.indexOf('<meta charSet="utf-8"/>')).toBe(
      page("x()").indexOf('<meta charSet="utf-8"/>'),
    )
    expect(html.indexOf("<meta http-equiv")).toBeLessThan(html.indexOf("<script"))
  })

  test.each([
    ["no <head>", "<!DOCTYPE html><html><body><p>Hi</p></body></html>", "has no <head>"],
    [
      "no charset",
      "<!DOCTYPE html><html><head><title>T</title></head><body></body></html>",
      "has no <meta charset>",
    ],
    [
      "the charset in <body>",
      '<!DOCTYPE html><html><head><title>T</title></head><body><meta charset="utf-8"></body></html>',
      "has its <meta charset> outside <head>",
    ],
    [
      "a script before the charset",
      '<!DOCTYPE html><html><head><script>x()</script><meta charset="utf-8"></head></html>',
      "has a <script> before its <meta charset>",
    ],
    [
      "the charset past the first 1024 bytes",
      `<!DOCTYPE html><html><head><title>${"é".repeat(500)}</title><meta charset="utf-8"></head></html>`,
      "has its <meta charset> past the first 1024 bytes",
    ],
  ])("fails the build, naming the page, for %s", (_, html, reason) => {
    expect(() => placed(html)).toThrow(
      `security-headers: x.html ${reason}, so the Content-Security-Policy has no place to go`,
    )
  })
})

test("the editor keeps its own policy, under its folder, and no rule of ours sets the page's there", () => {
  const rules = policyRules({
    pages: [{ file: "index.html", policy: "default-src 'self'" }],
    adminPath: "admin",
    adminOrigins: backendOrigins(GIT_GATEWAY),
    feedPath: "/rss.xml",
  })
  expect(rules["/admin/*"]).toEqual(adminHeaders(backendOrigins(GIT_GATEWAY)))
  expect(rules["/*"]).not.toHaveProperty("content-security-policy")
  expect(netlifyHeadersFile(rules)).toMatch(
    /\/admin\/\*\n {2}content-security-policy: [^\n]+\n {2}cross-origin-opener-policy: same-origin-allow-popups\n {2}x-robots-tag: noindex, nofollow\n/,
  )
})

describe("the feed", () => {
  const rules = policyRules({
    pages: [{ file: "index.html", policy: "default-src 'self'" }],
    adminPath: "admin",
    adminOrigins: backendOrigins(GIT_GATEWAY),
    feedPath: "/rss.xml",
  })

  test("is sent as RSS in UTF-8, revalidated on every fetch as the pages are, under the site's headers", () => {
    expect(rules["/rss.xml"]).toEqual({
      "content-type": "application/rss+xml; charset=utf-8",
      "cache-control": "public, max-age=0, must-revalidate",
      "content-security-policy": PICTURE_POLICY,
    })
    expect(rules["/rss.xml"]).toEqual(feedHeaders())
    expect(rules["/*"]).toMatchObject({ "x-content-type-options": "nosniff" })
    expect(netlifyHeadersFile(rules)).toContain(
      "/rss.xml\n  content-type: application/rss+xml; charset=utf-8\n" +
        "  cache-control: public, max-age=0, must-revalidate\n",
    )
  })

  test("opened in a browser it runs nothing: no page's policy, the sandboxed one of a document that shows only itself; a page at its address stops the build", () => {
    expect(rules["/rss.xml"]?.["content-security-policy"]).toBe(PICTURE_POLICY)
    expect(PICTURE_POLICY).toMatch(/^default-src 'none';.*; sandbox$/)
    expect(() =>
      policyRules({
        pages: [{ file: "RSS.xml/index.html", policy: "default-src 'self'" }],
        adminPath: "admin",
        adminOrigins: backendOrigins(GIT_GATEWAY),
        feedPath: "/rss.xml",
      }),
    ).toThrow("security-headers: the feed and RSS.xml/index.html are both served at /RSS.xml/")
  })
})

/** The editor's policy for a backend, directive by directive. */
const directivesOf = (backend: EditorBackend) =>
  policyDirectives(adminPolicy(backendOrigins(backend)))

test.each([GIT_GATEWAY, GITHUB])(
  "the editor's policy ($name): its own scripts only, no framing, no form sent by the browser",
  (backend) => {
    const directives = directivesOf(backend)
    // A meta tag cannot carry frame-ancestors: the header adds it.
    expect(directives.has("frame-ancestors")).toBe(false)
    expect(adminHeaders(backendOrigins(backend))["content-security-policy"]).toBe(
      `${adminPolicy(backendOrigins(backend))}; frame-ancestors 'none'`,
    )
    // Decap compiles its configuration's schema at run time; no inline script is allowed.
    expect(directives.get("script-src")).toEqual(["'self'", "'unsafe-eval'"])
    expect(directives.get("frame-src")).toEqual(["'none'"])
    expect(directives.get("form-action")).toEqual(["'none'"])
    expect(directives.get("object-src")).toEqual(["'none'"])
  },
)

test("with Git Gateway the editor reaches no other site: Identity and Git Gateway are the site's own", () => {
  const directives = directivesOf(GIT_GATEWAY)
  expect(directives.get("connect-src")).toEqual(["'self'", "blob:"])
  expect(directives.get("img-src")).toEqual(["'self'", "blob:", "data:"])
  for (const values of directives.values()) {
    expect(values.filter((value) => /^https?:/.test(value))).toEqual([])
  }
})

test("only npm run develop's editor may reach decap-server on this computer; a deployed one no localhost", () => {
  for (const backend of [GIT_GATEWAY, GITHUB]) {
    const deployed = adminPolicy(backendOrigins(backend))
    expect(deployed).not.toMatch(/localhost|127\.0\.0\.1|\[::1\]/)
    const local = adminPolicy(backendOrigins(backend), { local: true })
    expect(local.split("; ").find((directive) => directive.startsWith("connect-src"))).toContain(
      " http://localhost:8081",
    )
  }
})

test("with GitHub the editor reaches GitHub's API and its status page, and nothing else", () => {
  const directives = directivesOf(GITHUB)
  expect(directives.get("connect-src")).toEqual([
    "'self'",
    "blob:",
    "https://api.github.com",
    "https://www.githubstatus.com",
  ])
  expect(directives.get("img-src")).toEqual(["'self'", "blob:", "data:"])
  const elsewhere = [...directives.entries()].filter(
    ([name, values]) => name !== "connect-src" && values.some((value) => /^https?:/.test(value)),
  )
  expect(elsewhere).toEqual([])
})

describe("_headers, written beside the Netlify adapter's block in either order", () => {
  const ours = "/*\n  x-xss-protection: 0\n"
  const adapterRules =
    "/*\n  x-xss-protection: 1; mode=block\n/static/*\n  cache-control: public, max-age=31536000, immutable\n"
  // The adapter's own writer (gatsby-adapter-netlify's injectEntries), which Gatsby runs after
  // onPostBuild; loaded by file, as the package's exports name only its entry point.
  const { injectEntries } = jest.requireActual<{
    injectEntries: (file: string, content: string) => Promise<void>
  }>(
    path.join(
      path.dirname(require.resolve("gatsby-adapter-netlify/package.json")),
      "dist/route-handler.js",
    ),
  )
  let folder: string
  let file: string
  beforeEach(() => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), "headers-"))
    file = path.join(folder, "_headers")
  })
  afterEach(() => fs.rmSync(folder, { recursive: true, force: true }))

  // The adapter adds an empty line at the end of the file each time it writes: the rules are what count.
  const adapterWrites = async (existing: string | undefined) => {
    if (existing !== undefined) fs.writeFileSync(file, existing)
    await injectEntries(file, adapterRules)
    return fs.readFileSync(file, "utf8").trimEnd()
  }

  test("the adapter first, then the policy: the adapter's block, then ours, last", async () => {
    const written = withHeadersBlock(await adapterWrites(undefined), ours)
    expect(written.indexOf("# gatsby-adapter-netlify end")).toBeLessThan(
      written.indexOf("# security-headers start"),
    )
    expect(written.trimEnd().endsWith("# security-headers end")).toBe(true)
    expect(written).toContain(adapterRules)
    expect(written).toContain(ours)
  })

  test("the policy first, then the adapter: the same file", async () => {
    const adapterFirst = withHeadersBlock(await adapterWrites(undefined), ours)
    const policyFirst = await adapterWrites(withHeadersBlock("", ours))
    expect(policyFirst).toBe(adapterFirst.trimEnd())
  })

  test("a rebuild replaces each block instead of adding a second one, in either order", async () => {
    const once = withHeadersBlock(await adapterWrites(undefined), ours)
    expect(withHeadersBlock(await adapterWrites(once), ours)).toBe(once)
    expect(await adapterWrites(withHeadersBlock(once, ours))).toBe(once.trimEnd())
  })
})

describe("the search page's policy", () => {
  test("only the search page may compile WebAssembly and start a worker", () => {
    const policyOf = (search: boolean) =>
      policyDirectives(contentSecurityPolicy({ scripts: ["window.a=1"], connect: [], search }))
    const search = policyOf(true)
    expect(search.get("script-src")).toContain("'wasm-unsafe-eval'")
    expect(search.get("worker-src")).toEqual(["'self'"])
    const other = policyOf(false)
    expect(other.get("script-src")?.join(" ")).not.toContain("wasm")
    expect(other.has("worker-src")).toBe(false)
  })
})
