// The two addresses a build takes from its environment: the site's own (SITE_URL: canonical URLs,
// social cards, sitemap, feed, robots.txt, the editor's link) and the mail provider's
// (GATSBY_EMAILJS_ORIGIN: where the contact form sends, the one origin the pages' policy lets them
// call). Each goes into pages, headers and the policy as it is, so a bad value stops the build here,
// with a message saying what the address should look like.

const LOOPBACK = ["localhost", "127.0.0.1", "[::1]"]

function problemWith(value: string, allowRoot: boolean): string | undefined {
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  if (value !== value.trim() || /[\s\u0000-\u001f\u007f]/.test(value))
    return "it holds a space or a control character"
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(value)) return "it does not start with https://"
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return "it is not an address a browser can read"
  }
  if (url.protocol !== "https:" && !(url.protocol === "http:" && LOOPBACK.includes(url.hostname)))
    return "only https:// is allowed (http:// only for this computer: localhost or 127.0.0.1)"
  if (url.username || url.password) return "it holds a user name or password"
  if (url.search || url.hash || value.includes("?") || value.includes("#"))
    return "it has a ? or # part"
  const rest = value.slice(url.origin.length)
  if (rest !== "" && !(allowRoot && rest === "/")) return `it has a path (${JSON.stringify(rest)})`
  return undefined
}

function checked(variable: string, value: string, example: string, allowRoot: boolean) {
  const problem = problemWith(value, allowRoot)
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
    ? checked("GATSBY_EMAILJS_ORIGIN", env.GATSBY_EMAILJS_ORIGIN, "https://api.emailjs.com", false)
    : undefined
