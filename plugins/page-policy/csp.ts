import { createHash } from "crypto"

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

export const sha256Source = (text: string) =>
  `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`

type PolicyInputs = {
  /** Every inline script of the site's pages. */
  scripts: string[]
  /** Origins the page may call besides its own: the mail provider. */
  connect: string[]
}

/**
 * The policy for a <meta> tag. Scripts: the site's own files and exactly these inline scripts, no
 * 'unsafe-inline', no 'unsafe-eval'. Styles keep 'unsafe-inline': Gatsby inlines the CSS and its image
 * component sets style attributes.
 */
export function contentSecurityPolicy({ scripts, connect }: PolicyInputs): string {
  const hashes = [...new Set(scripts.map(sha256Source))].sort()
  return [
    "default-src 'self'",
    `script-src 'self' ${hashes.join(" ")}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self'",
    "font-src 'none'",
    `connect-src 'self' ${connect.join(" ")}`.trim(),
    "manifest-src 'self'",
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join("; ")
}

/** What a meta tag cannot carry, for the host to send as headers with the same policy. */
export function securityHeaders(policy: string): Record<string, string> {
  return {
    "Content-Security-Policy": `${policy}; frame-ancestors 'none'`,
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    // Matches the Netlify adapter's own value, so the two never combine into a contradiction.
    "Referrer-Policy": "same-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
    "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
  }
}

/** Puts the policy first in <head>, before any script it governs; throws if the page has no <head>. */
export function withPolicyMeta(html: string, policy: string, page = "a page"): string {
  const withoutOld = html.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/i, "")
  if (!/<head[^>]*>/i.test(withoutOld)) {
    throw new Error(`page-policy: ${page} has no <head> to put the Content-Security-Policy in`)
  }
  return withoutOld.replace(
    /<head([^>]*)>/i,
    `<head$1><meta http-equiv="Content-Security-Policy" content="${policy}"/>`,
  )
}

/**
 * The content editor's own policy (/admin/), measured in the browser while signing in, editing and
 * publishing (e2e/admin.spec.ts): Decap compiles its configuration's JSON schema at run time
 * ('unsafe-eval'), styles itself with injected <style> elements, holds the pictures it loads as blob:
 * URLs (and reads them back with fetch), Netlify Identity's sign-in draws its icons as data: images,
 * and on localhost Decap talks to decap-server (the local backend). Signing in (Netlify Identity) and
 * saving (Git Gateway) go to the site's own origin.
 */
export const ADMIN_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' blob: data:",
  "font-src 'none'",
  "connect-src 'self' blob: http://localhost:8081",
  "frame-src 'none'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ")

/** The editor's headers: its policy, and no search engine may index it. */
export const adminHeaders = (): Record<string, string> => ({
  "Content-Security-Policy": ADMIN_POLICY,
  "X-Robots-Tag": "noindex, nofollow",
})

/**
 * Netlify's _headers format: each path with its headers. Where rules for overlapping paths set the
 * same header, Netlify applies the later one, so narrower paths come after "/*".
 */
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

const BLOCK_START = "# page-policy start"
const BLOCK_END = "# page-policy end"
const ADAPTER_BLOCK = /# gatsby-adapter-netlify start\n[\s\S]*?# gatsby-adapter-netlify end\n?/

/**
 * The _headers file: our rules in a marked block, first, then the Netlify adapter's marked block of
 * caching rules if the file has it. The adapter keeps what is outside its block and replaces its own,
 * so the result is the same whether it writes the file before this plugin or after.
 */
export function withHeadersBlock(existing: string, rules: string): string {
  const adapter = ADAPTER_BLOCK.exec(existing)?.[0]
  return `${BLOCK_START}\n${rules}${BLOCK_END}\n${adapter ? `\n${adapter}` : ""}`
}
