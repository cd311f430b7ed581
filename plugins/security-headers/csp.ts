import { createHash } from "crypto"
import { httpsAddressProblem } from "../../src/model/addresses"
import { RECAPTCHA_SOURCES } from "../../src/lib/contact/recaptcha"

const EXECUTABLE_TYPES = /^(module|text\/javascript|application\/javascript)$/i

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

/** Read from the page, as its scripts' hashes are: a page without the form allows no post. */
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
  scripts: string[]
  connect: string[]
  forms?: string[]
  runsScript?: boolean
  search?: boolean
  recaptcha?: boolean
}

export const recaptchaForm = (html: string) => /<form\b[^>]*\sdata-recaptcha-site-key=/i.test(html)

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
    // Gatsby inlines the CSS and sets style attributes.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self'",
    "font-src 'none'",
    `connect-src 'self' ${[...connect, ...posted].join(" ")}`.trim(),
    "manifest-src 'self'",
    `frame-src ${frames.join(" ")}`,
    "object-src 'none'",
    "base-uri 'self'",
    // The contact form posts by script: a native submission would put the message in the address.
    `form-action ${forms.length ? forms.join(" ") : "'none'"}`,
  ].join("; ")
}

// Names in lower case, as the Netlify adapter writes its own. No policy: each page has its own.
function securityHeaders(): Record<string, string> {
  return {
    "x-content-type-options": "nosniff",
    "x-frame-options": "DENY",
    "referrer-policy": "same-origin",
    "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
    "strict-transport-security": "max-age=63072000; includeSubDomains; preload",
    // Overrides the adapter's "1; mode=block": that filter could be made to blank or leak a page.
    "x-xss-protection": "0",
    "cross-origin-resource-policy": "same-origin",
    "cross-origin-opener-policy": "same-origin",
  }
}

/** For a script-free HTML file copied as it is from static/ (a search engine's check file). */
export const STATIC_HTML_POLICY = [
  "default-src 'none'",
  "script-src 'none'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join("; ")

export const policyDirectives = (policy: string) =>
  new Map(
    policy
      .split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = "", ...sources]) => [name, sources] as const),
  )

// A meta tag cannot carry frame-ancestors.
export const pagePolicyHeader = (policy: string) => `${policy}; frame-ancestors 'none'`

/** An SVG opened at its own address is a document that may hold script: under this it runs none. */
export const PICTURE_POLICY = [
  "default-src 'none'",
  "img-src 'self' data:",
  "style-src 'unsafe-inline'",
  "frame-ancestors 'none'",
  "sandbox",
].join("; ")

export const feedHeaders = (): Record<string, string> => ({
  "content-type": "application/rss+xml; charset=utf-8",
  // Revalidated, as the adapter has the pages, so a reader sees a new item at once.
  "cache-control": "public, max-age=0, must-revalidate",
  "content-security-policy": PICTURE_POLICY,
})

// 404.html by its own name only: 404/ may be a page of its own, and no address gets two policies.
function pageAddresses(file: string): string[] {
  const name = `/${file.replaceAll("\\", "/")}`
  return name.endsWith("/index.html") ? [name.slice(0, -"index.html".length), name] : [name]
}

// No two rules set a policy for one address: why, in docs/decisions/security-policy.md.
export function policyRules({
  pages,
  documents = [],
  adminPath,
  adminOrigins,
  feedPath,
  staticPages = [],
  crossOrigin = [],
}: {
  pages: { file: string; policy: string }[]
  documents?: string[]
  adminPath: string
  adminOrigins: AdminOrigins
  feedPath: string
  staticPages?: string[]
  /** After "/*": whether Netlify keeps the later value or joins both, others may fetch them. */
  crossOrigin?: string[]
}): Record<string, Record<string, string>> {
  const rules: Record<string, Record<string, string>> = {
    "/*": securityHeaders(),
    [feedPath]: feedHeaders(),
  }
  // Netlify matches a path in any case, with or without its trailing slash.
  const seen = new Map<string, string>([[feedPath.toLowerCase(), "the feed"]])
  // Never "/*.svg": @netlify/headers-parser's getForRegExp lets that dot match any character.
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
const CHARSET_SCAN_BYTES = 1024

// After the charset, which the policy's hashes would otherwise push past the bytes browsers scan.
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

export type AdminOrigins = { connect: string[] }

const LOCAL_BACKEND_ORIGIN = "http://localhost:8081"

// Each source's reason: docs/decisions/security-policy.md, "The editor's own policy".
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
    "form-action 'none'",
  ].join("; ")
}

export const adminHeaders = (origins: AdminOrigins): Record<string, string> => ({
  "content-security-policy": pagePolicyHeader(adminPolicy(origins)),
  // GitHub's sign-in window must still answer the editor.
  "cross-origin-opener-policy": "same-origin-allow-popups",
  "x-robots-tag": "noindex, nofollow",
})

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

// Ours last: of two "/*" rules Netlify sends the later. The adapter's empty markers keep its place
// when it has not written yet, so the file is the same whichever writes first.
export function withHeadersBlock(existing: string, rules: string): string {
  const adapter = ADAPTER_BLOCK.exec(existing)?.[0] ?? `${ADAPTER_START}\n${ADAPTER_END}\n`
  return `${adapter.endsWith("\n") ? adapter : `${adapter}\n`}\n${BLOCK_START}\n${rules}${BLOCK_END}\n`
}
