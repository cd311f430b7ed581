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

/** Puts the policy first in <head>, before any script it governs. */
export function withPolicyMeta(html: string, policy: string): string {
  const withoutOld = html.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/i, "")
  return withoutOld.replace(
    /<head([^>]*)>/i,
    `<head$1><meta http-equiv="Content-Security-Policy" content="${policy}"/>`,
  )
}

/** Netlify's _headers format: the headers for every path. */
export function netlifyHeadersFile(headers: Record<string, string>): string {
  return `/*\n${Object.entries(headers)
    .map(([name, value]) => `  ${name}: ${value}`)
    .join("\n")}\n`
}
