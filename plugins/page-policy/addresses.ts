// The two addresses a build takes from its environment: the site's own (SITE_URL: canonical URLs,
// social cards, sitemap, feed, robots.txt, the editor's link) and the mail provider's
// (GATSBY_EMAILJS_ORIGIN: where the contact form sends, the one origin the pages' policy lets them
// call). Each goes into pages, headers and the policy as it is, so a bad value stops the build here,
// with a message saying what the address should look like.

import { DEFAULT_MAIL_ORIGIN } from "../../src/lib/contact/mailConfig"

const LOOPBACK = ["localhost", "127.0.0.1", "[::1]"]

// The parts of an address as written, before a URL parser forgives anything: a host is names of
// letters, digits and hyphens joined by dots (or an IPv6 address in brackets), with an optional port.
// Anything else a parser takes as a host ("*", a quote, a ";") would widen or break the policy.
const ADDRESS = /^([a-z][a-z0-9+.-]*):\/\/([^/?#]*)(.*)$/is
const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::[0-9]{1,5})?$/i

/**
 * What is wrong with an address a setting gives, if anything: https:// (http:// only for this
 * computer), a real host and no user name or password, nothing after the host but a final / when
 * `allowRoot`, any path when `allowPath` (a build hook's), never a ? or # part.
 */
export function addressProblem(
  value: string,
  { allowRoot = false, allowPath = false } = {},
): string | undefined {
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  if (value !== value.trim() || /[\s\u0000-\u001f\u007f]/.test(value))
    return "it holds a space or a control character"
  const parts = ADDRESS.exec(value)
  if (!parts) return "it does not start with https://"
  const [, scheme = "", authority = "", rest = ""] = parts
  const host = authority.replace(/:[0-9]*$/, "").toLowerCase()
  if (
    scheme.toLowerCase() !== "https" &&
    !(scheme.toLowerCase() === "http" && LOOPBACK.includes(host))
  )
    return "only https:// is allowed (http:// only for this computer: localhost, 127.0.0.1 or [::1])"
  if (authority.includes("@")) return "it holds a user name or password"
  if (!HOST.test(authority)) return `${JSON.stringify(authority)} is not a host name`
  if (rest.startsWith("?") || rest.startsWith("#")) return "it has a ? or # part"
  if (rest !== "" && !allowPath && !(allowRoot && rest === "/"))
    return `it has a path (${JSON.stringify(rest)})`
  try {
    new URL(value)
  } catch {
    return "it is not an address a browser can read"
  }
  return undefined
}

function checked(variable: string, value: string, example: string, allowRoot: boolean) {
  const problem = addressProblem(value, { allowRoot })
  if (problem) {
    throw new Error(
      `${variable} must be an address like ${example}: https://, the host, nothing after it; it is ${JSON.stringify(value)}: ${problem}.`,
    )
  }
  return new URL(value).origin
}

export const DEFAULT_SITE_URL = "https://becomingyourbest.netlify.app"

/** The site's public address from SITE_URL (a final / is allowed and dropped), or the default. */
export const siteUrlFrom = (env: NodeJS.ProcessEnv = process.env) =>
  env.SITE_URL ? checked("SITE_URL", env.SITE_URL, DEFAULT_SITE_URL, true) : DEFAULT_SITE_URL

/**
 * siteUrlFrom for gatsby-config, which must not throw: Gatsby 5 takes a gatsby-config that throws for
 * an empty one and goes on to fail far from the cause. A bad SITE_URL stops the build instead in
 * page-policy's onPreInit, before anything is built, with siteUrlFrom's message.
 */
export function siteUrlForConfig(env: NodeJS.ProcessEnv = process.env) {
  try {
    return siteUrlFrom(env)
  } catch {
    return DEFAULT_SITE_URL
  }
}

/**
 * The mail provider's origin from GATSBY_EMAILJS_ORIGIN, or undefined for EmailJS's own. Exactly an
 * origin: @emailjs/browser puts its own path after it.
 */
export const mailOriginFrom = (env: NodeJS.ProcessEnv = process.env) =>
  env.GATSBY_EMAILJS_ORIGIN
    ? checked("GATSBY_EMAILJS_ORIGIN", env.GATSBY_EMAILJS_ORIGIN, DEFAULT_MAIL_ORIGIN, false)
    : undefined
