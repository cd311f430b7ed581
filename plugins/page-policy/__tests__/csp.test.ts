/** @jest-environment node */
import {
  ADMIN_POLICY,
  adminHeaders,
  contentSecurityPolicy,
  inlineScripts,
  netlifyHeadersFile,
  securityHeaders,
  sha256Source,
  withHeadersBlock,
  withPolicyMeta,
} from "../csp"

const page = (script: string) =>
  `<!DOCTYPE html><html><head><script>${script}</script>` +
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
  expect(policy).toContain("form-action 'self'")
  expect(policy).toContain("connect-src 'self' https://api.emailjs.com")
})

test("the meta tag goes first in <head>, before any script, and replaces an earlier one", () => {
  const html = withPolicyMeta(withPolicyMeta(page("x()"), "old"), "default-src 'self'")
  expect(html).toMatch(
    /^<!DOCTYPE html><html><head><meta http-equiv="Content-Security-Policy" content="default-src 'self'"\/><script>/,
  )
  expect(html.match(/Content-Security-Policy/g)).toHaveLength(1)
})

test("the editor's headers come after the site's, so Netlify applies its own policy to /admin/", () => {
  const file = netlifyHeadersFile({
    "/*": securityHeaders("default-src 'self'"),
    "/admin/*": adminHeaders(),
  })
  expect(file.indexOf("/admin/*")).toBeGreaterThan(file.indexOf("/*\n"))
  expect(file).toMatch(
    /\/admin\/\*\n {2}Content-Security-Policy: [^\n]+\n {2}X-Robots-Tag: noindex, nofollow\n/,
  )
})

test("the editor's policy: its own scripts only, nothing from other sites, no framing", () => {
  const directives = new Map(
    ADMIN_POLICY.split("; ").map((directive) => {
      const [name, ...values] = directive.split(" ")
      return [name, values] as const
    }),
  )
  // Decap compiles its configuration's schema at run time; no inline script is allowed.
  expect(directives.get("script-src")).toEqual(["'self'", "'unsafe-eval'"])
  expect(directives.get("connect-src")).toEqual(["'self'", "blob:", "http://localhost:8081"])
  expect(directives.get("frame-ancestors")).toEqual(["'none'"])
  expect(directives.get("object-src")).toEqual(["'none'"])
  for (const values of directives.values()) {
    expect(values.filter((value) => /^https?:/.test(value))).toEqual(
      values.includes("http://localhost:8081") ? ["http://localhost:8081"] : [],
    )
  }
})

test("a page without a <head> fails loudly instead of going out without its policy", () => {
  expect(() =>
    withPolicyMeta("<html><body></body></html>", "default-src 'self'", "x.html"),
  ).toThrow("page-policy: x.html has no <head>")
})

describe("_headers, written beside the Netlify adapter's block in either order", () => {
  const ours = "/*\n  X-Content-Type-Options: nosniff\n"
  const adapterBlock =
    "# gatsby-adapter-netlify start\n/static/*\n  cache-control: public, max-age=31536000, immutable\n# gatsby-adapter-netlify end\n"
  // What the adapter does (gatsby-adapter-netlify's injectEntries): keeps what is outside its markers,
  // puts its block where its markers were, or at the end.
  const adapterWrites = (file: string) =>
    file.includes("# gatsby-adapter-netlify start")
      ? file.replace(
          /# gatsby-adapter-netlify start[\s\S]*?# gatsby-adapter-netlify end\n/,
          adapterBlock,
        )
      : `${file}${adapterBlock}`

  test("the adapter first, then the policy: both blocks, the policy first", () => {
    const file = withHeadersBlock(adapterWrites(""), ours)
    expect(file).toBe(`# page-policy start\n${ours}# page-policy end\n\n${adapterBlock}`)
  })

  test("the policy first, then the adapter: the same rules", () => {
    const file = adapterWrites(withHeadersBlock("", ours))
    expect(file.replace(/\n+/g, "\n")).toBe(
      `# page-policy start\n${ours}# page-policy end\n${adapterBlock}`.replace(/\n+/g, "\n"),
    )
  })

  test("a rebuild replaces the policy's block instead of adding a second one", () => {
    const once = withHeadersBlock(adapterWrites(""), ours)
    const twice = withHeadersBlock(adapterWrites(once), ours)
    expect(twice).toBe(once)
    expect(twice.match(/# page-policy start/g)).toHaveLength(1)
  })
})
