import { createHash } from "crypto"
import { httpsAddressProblem } from "../../src/model/addresses"
import { RECAPTCHA_SOURCES } from "../../src/lib/contact/recaptcha"

// The Content-Security-Policy, built after each build: Gatsby inlines scripts whose text changes from
// build to build, so their hashes can only be known then.

const EXECUTABLE_TYPES = /^(module|text\/javascript|application\/javascript)$/i

/** The text of every inline script the browser would run (JSON data blocks such as JSON-LD excluded). */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = []
  for (const [, attributes = "", body = ""] of html.matchAll(
    /<script\b([^>]*)>([\s\S]*?)<\/script>/gi,
  )) {
    if (/\ssrc\s*=/i.test(attributes)) continue
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]
    if (type && !EXECUTABLE_TYPES.test(type)) continue
    scripts.push(body)
  }
  return scripts
}

const ACTION = /\saction\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i

/**
 * Where the page's forms post, as form-action sources: the origin of each absolute https action (the
 * newsletter's provider), 'self' for a relative one. Read from the page as its scripts' hashes are,
 * so that a page stops allowing a post the moment it stops showing the form. A form without an action
 * (the contact form, sent by script) posts nowhere. The coach's rich text holds no form: the sanitizer
 * keeps none.
 */
export function formTargets(html: string): string[] {
  const targets = new Set<string>()
  for (const [tag] of html.matchAll(/<form\b[^>]*>/gi)) {
    const match = ACTION.exec(tag)
    const action = (match?.[1] ?? match?.[2] ?? match?.[3])?.replaceAll("&amp;", "&").trim()
    if (!action) continue
    if (!/^[a-z][a-z0-9+.-]*:/i.test(action)) {
      targets.add("'self'")
      continue
    }
    const problem = httpsAddressProblem(action)
    if (problem)
      throw new Error(
        `security-headers: a form posts to ${JSON.stringify(action)}, which ${problem}`,
      )
    targets.add(new URL(action).origin)
  }
  return [...targets].sort()
}

export const sha256Source = (text: string) =>
  `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`

type PolicyInputs = {
  /** Every inline script of the site's pages. */
  scripts: string[]
  /** Origins the page may call besides its own: the mail provider. */
  connect: string[]
  /** Where the page's forms post (formTargets): the newsletter's provider, on the pages that show it. */
  forms?: string[]
  /** Whether the page runs script: only then may it post a form by script (connect-src). */
  runsScript?: boolean
  /** Whether this is the search page, the one page that loads the search library. */
  search?: boolean
  /** Whether the page's contact form carries reCAPTCHA's check (recaptchaForm). */
  recaptcha?: boolean
}

/** Whether the page's contact form carries reCAPTCHA's check: only then may it load its script. */
export const recaptchaForm = (html: string) => /<form\b[^>]*\sdata-recaptcha-site-key=/i.test(html)

/**
 * The policy for a <meta> tag. Scripts: the site's own files and exactly these inline scripts, no
 * 'unsafe-inline', no 'unsafe-eval'. Styles keep 'unsafe-inline': Gatsby inlines the CSS and its image
 * component sets style attributes.
 */
export function contentSecurityPolicy({
  scripts,
  connect,
  forms = [],
  runsScript = scripts.length > 0,
  search = false,
  recaptcha = false,
}: PolicyInputs): string {
  const hashes = [...new Set(scripts.map(sha256Source))].sort()
  // The newsletter's form posts by script where the page has script (src/lib/newsletter/subscribe.ts).
  const posted = runsScript ? forms.filter((source) => source !== "'self'") : []
  const checked = runsScript && recaptcha
  const scriptSources = [
    "'self'",
    // Pagefind compiles its WebAssembly in a worker of its own, or on the page when no worker can start.
    ...(search ? ["'wasm-unsafe-eval'"] : []),
    ...hashes,
    ...(checked ? RECAPTCHA_SOURCES["script-src"] : []),
  ]
  const frames = checked ? RECAPTCHA_SOURCES["frame-src"] : ["'none'"]
  return [
    "default-src 'self'",
    `script-src ${runsScript ? scriptSources.join(" ") : "'none'"}`,
    ...(search ? ["worker-src 'self'"] : []),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self'",
    "font-src 'none'",
    `connect-src 'self' ${[...connect, ...posted].join(" ")}`.trim(),
    "manifest-src 'self'",
    `frame-src ${frames.join(" ")}`,
    "object-src 'none'",
    "base-uri 'self'",
    // The contact form sends through script (fetch); a form the browser submitted itself would put what
    // was typed into the address bar and send nothing, so no page may submit one, but to where the
    // page's own forms post: the newsletter's provider, on the pages that show its form.
    `form-action ${forms.length ? forms.join(" ") : "'none'"}`,
  ].join("; ")
}

/**
 * The headers every response gets, page or not. Names in lower case, as the Netlify adapter writes its
 * own, so a rule of ours and one of its name the same header. No Content-Security-Policy: each page's
 * names that page's own scripts, so it is sent by a rule for that page's addresses (policyRules).
 */
function securityHeaders(): Record<string, string> {
  return {
    "x-content-type-options": "nosniff",
    "x-frame-options": "DENY",
    "referrer-policy": "same-origin",
    "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
    "strict-transport-security": "max-age=63072000; includeSubDomains; preload",
    // The adapter sends "1; mode=block": the XSS filter it switches on is gone from current browsers,
    // and in the old ones that had it, it could be made to blank or leak parts of a page. The policy
    // is the protection; "0" turns the filter off where it still exists.
    "x-xss-protection": "0",
    // Other sites may not embed the site's files, but for those they are meant to fetch (crossOrigin).
    "cross-origin-resource-policy": "same-origin",
    // No window of another site's shares a browsing context group with any document of the site's.
    "cross-origin-opener-policy": "same-origin",
  }
}

/**
 * What a script-free HTML file copied from static/ as it is (a search engine's verification file)
 * may do: show itself, and run nothing.
 */
export const STATIC_HTML_POLICY = [
  "default-src 'none'",
  "script-src 'none'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join("; ")

/** A policy's directives by name, each with its sources in order: how the tests read a policy. */
export const policyDirectives = (policy: string) =>
  new Map(
    policy
      .split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = "", ...sources]) => [name, sources] as const),
  )

/** A page's policy as a header: what its meta tag says, and what a meta tag cannot carry. */
export const pagePolicyHeader = (policy: string) => `${policy}; frame-ancestors 'none'`

/**
 * The policy of an SVG opened at its own address. An SVG is a document that can hold script, and one
 * among the coach's pictures would run as the site, beside the editor's sign-in. Shown by an <img>, it
 * runs nothing, whatever its header says.
 */
export const PICTURE_POLICY = [
  "default-src 'none'",
  "img-src 'self' data:",
  "style-src 'unsafe-inline'",
  "frame-ancestors 'none'",
  "sandbox",
].join("; ")

/**
 * The feed's headers: its own type, said outright for the readers and browsers that go by it (a host
 * would send a generic XML one), and revalidated on every fetch, as the adapter has the pages, so that
 * a reader sees a new item at once. Opened in a browser it is a document, like an SVG at its own
 * address: the same policy lets it show itself and run nothing.
 */
export const feedHeaders = (): Record<string, string> => ({
  "content-type": "application/rss+xml; charset=utf-8",
  "cache-control": "public, max-age=0, must-revalidate",
  "content-security-policy": PICTURE_POLICY,
})

/**
 * The addresses Netlify serves a built page at, from its file in public/ ("articles/x/index.html"): a
 * folder's index.html at the folder (a rule for it matches with and without the trailing slash) and by
 * its own name; any other page (404.html) by its own name only, since the folder of that name without
 * ".html" (404/) may hold a page of its own, and one address must not get two policies.
 */
function pageAddresses(file: string): string[] {
  const name = `/${file.replaceAll("\\", "/")}`
  return name.endsWith("/index.html") ? [name.slice(0, -"index.html".length), name] : [name]
}

/**
 * security-headers's rules for _headers, in file order. Netlify's documentation does not say what it sends
 * when rules for different paths match one address and set the same header (its dev server keeps the
 * later; Cloudflare Pages, which reads the same format, joins them, and two policies joined are both
 * enforced). So no address is left to it: the site-wide rule sets no policy, each page's policy is set
 * at that page's own addresses only (paths without a wildcard), an SVG's or another document's at its
 * own address, and the editor's under its folder, where no page is.
 */
export function policyRules({
  pages,
  documents = [],
  adminPath,
  adminOrigins,
  feedPath,
  staticPages = [],
  crossOrigin = [],
}: {
  /** Each page's file, relative to public/ with "/", and its policy. */
  pages: { file: string; policy: string }[]
  /**
   * Every other file a browser would run as a document if opened at its address (an SVG, Gatsby's
   * slices), relative to public/ with "/": each gets PICTURE_POLICY at its own address.
   */
  documents?: string[]
  adminPath: string
  /** What the editor's backend reaches (adminPolicy). */
  adminOrigins: AdminOrigins
  /** The feed's address, e.g. /rss.xml. */
  feedPath: string
  /** HTML files copied from static/ as they are, relative to public/: each gets STATIC_HTML_POLICY. */
  staticPages?: string[]
  /**
   * Addresses other sites fetch (share cards, the social picture). Their rules come after "/*": whether
   * Netlify keeps the later value or joins both (which browsers then ignore), they may be fetched.
   */
  crossOrigin?: string[]
}): Record<string, Record<string, string>> {
  const rules: Record<string, Record<string, string>> = {
    "/*": securityHeaders(),
    [feedPath]: feedHeaders(),
  }
  // Netlify matches a path in any case, with or without its trailing slash. A page at the feed's
  // address would be sent with the feed's type.
  const seen = new Map<string, string>([[feedPath.toLowerCase(), "the feed"]])
  // Each by its own address, never "/*.svg": Netlify reads a * inside a segment as a regular expression
  // in which the dot matches any character (@netlify/headers-parser's getForRegExp), so "/*.svg" also
  // matched a page whose address ends in "svg", "/articles/x-svg/", which then had two policies.
  for (const file of documents) {
    seen.set(`/${file}`.toLowerCase(), file)
    rules[`/${file}`] = { "content-security-policy": PICTURE_POLICY }
  }
  for (const file of staticPages) {
    for (const address of pageAddresses(file)) {
      seen.set(address.replace(/\/$/, "").toLowerCase(), file)
      rules[address] = { "content-security-policy": STATIC_HTML_POLICY }
    }
  }
  for (const { file, policy } of pages) {
    for (const address of pageAddresses(file)) {
      const key = address.replace(/\/$/, "").toLowerCase()
      const other = seen.get(key)
      if (other)
        throw new Error(`security-headers: ${other} and ${file} are both served at ${address}`)
      seen.set(key, file)
      rules[address] = { "content-security-policy": pagePolicyHeader(policy) }
    }
  }
  rules[`/${adminPath}/*`] = adminHeaders(adminOrigins)
  for (const address of crossOrigin)
    rules[address] = { "cross-origin-resource-policy": "cross-origin" }
  return rules
}

const POLICY_META = /<meta http-equiv="Content-Security-Policy"[^>]*>/i
const CHARSET_META = /<meta\b[^>]*\bcharset\s*=[^>]*>/i
/** Browsers look for the charset declaration in the first 1024 bytes only. */
const CHARSET_SCAN_BYTES = 1024

/**
 * Puts the policy right after the page's charset declaration: before every script it governs, and
 * after the charset, which the hashes of a few more scripts would otherwise push past the bytes
 * browsers scan for it. Throws, naming the page, if there is no such place.
 */
export function withPolicyMeta(html: string, policy: string, page = "a page"): string {
  const fail = (why: string) =>
    new Error(`security-headers: ${page} ${why}, so the Content-Security-Policy has no place to go`)
  const withoutOld = html.replace(POLICY_META, "")
  const head = /<head\b[^>]*>/i.exec(withoutOld)
  if (!head) throw fail("has no <head>")
  const charset = CHARSET_META.exec(withoutOld)
  if (!charset) throw fail("has no <meta charset>")
  const headEnd = withoutOld.search(/<\/head>/i)
  if (charset.index < head.index || (headEnd !== -1 && charset.index > headEnd)) {
    throw fail("has its <meta charset> outside <head>")
  }
  const after = charset.index + charset[0].length
  if (Buffer.byteLength(withoutOld.slice(0, after)) > CHARSET_SCAN_BYTES) {
    throw fail(`has its <meta charset> past the first ${CHARSET_SCAN_BYTES} bytes`)
  }
  const script = withoutOld.search(/<script\b/i)
  if (script !== -1 && script < after) throw fail("has a <script> before its <meta charset>")
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}"/>`
  return `${withoutOld.slice(0, after)}${meta}${withoutOld.slice(after)}`
}

/** What the editor's backend reaches beyond the site's own origin (plugins/decap-admin/backend.ts). */
export type AdminOrigins = { connect: string[] }

/** Where `npm run develop`'s editor finds decap-server (Decap's default address). */
const LOCAL_BACKEND_ORIGIN = "http://localhost:8081"

/**
 * The content editor's own policy (/admin/), for its meta tag and, with frame-ancestors, its header;
 * measured in the browser while signing in, editing and publishing (e2e/admin.spec.ts, and
 * e2e/adminGithub.spec.ts for the GitHub backend): Decap compiles its configuration's JSON schema at
 * run time ('unsafe-eval'), styles itself with injected <style> elements, holds the pictures it loads
 * as blob: URLs (and reads them back with fetch), and Netlify Identity's sign-in draws its icons as
 * data: images. Everything else is the backend's: `origins`. Only the page of `npm run develop`
 * (`local`) may reach decap-server on this computer: a deployed editor reaches no localhost.
 */
export function adminPolicy(origins: AdminOrigins, { local = false } = {}): string {
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' blob: data:",
    "font-src 'none'",
    ["connect-src 'self' blob:", ...(local ? [LOCAL_BACKEND_ORIGIN] : []), ...origins.connect].join(
      " ",
    ),
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    // Every form of Decap's and Netlify Identity's is sent by script (each handler calls preventDefault).
    "form-action 'none'",
  ].join("; ")
}

/**
 * The editor's headers: its policy, no search engine may index it, and GitHub's sign-in window, which it
 * opens, may still answer it. This overrides "/*"'s opener policy; should Netlify join the two values
 * instead, browsers ignore the result, and the window may answer all the same.
 */
export const adminHeaders = (origins: AdminOrigins): Record<string, string> => ({
  "content-security-policy": pagePolicyHeader(adminPolicy(origins)),
  "cross-origin-opener-policy": "same-origin-allow-popups",
  "x-robots-tag": "noindex, nofollow",
})

/** Netlify's _headers format: each path with its headers, in the order given. */
export function netlifyHeadersFile(rules: Record<string, Record<string, string>>): string {
  return Object.entries(rules)
    .map(
      ([path, headers]) =>
        `${path}\n${Object.entries(headers)
          .map(([name, value]) => `  ${name}: ${value}`)
          .join("\n")}\n`,
    )
    .join("")
}

export const BLOCK_START = "# security-headers start"
export const BLOCK_END = "# security-headers end"
// gatsby-adapter-netlify's markers (its route-handler's ADAPTER_MARKER_START and _END).
const ADAPTER_START = "# gatsby-adapter-netlify start"
const ADAPTER_END = "# gatsby-adapter-netlify end"
const ADAPTER_BLOCK = new RegExp(`${ADAPTER_START}\\n[\\s\\S]*?${ADAPTER_END}\\n?`)

/**
 * The _headers file: the Netlify adapter's marked block of caching rules, then ours in a marked block.
 * Ours comes last because the adapter's "/*" rule sends its own X-XSS-Protection, and of two rules
 * for the same path that set one header, Netlify sends the later (@netlify/headers-parser's merge).
 * The adapter keeps what is outside its markers and writes its block where they are (at the end if
 * they are missing), so when it has not written yet this leaves its markers, empty, before ours: the
 * file comes out the same whether the adapter writes before this plugin or after.
 */
export function withHeadersBlock(existing: string, rules: string): string {
  const adapter = ADAPTER_BLOCK.exec(existing)?.[0] ?? `${ADAPTER_START}\n${ADAPTER_END}\n`
  return `${adapter.endsWith("\n") ? adapter : `${adapter}\n`}\n${BLOCK_START}\n${rules}${BLOCK_END}\n`
}
