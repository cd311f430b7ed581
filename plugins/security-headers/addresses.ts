// The two addresses a build takes from its environment: the site's own (SITE_URL: canonical URLs,
// social cards, sitemap, feed, robots.txt, the editor's link) and the mail provider's
// (GATSBY_EMAILJS_ORIGIN: where the contact form sends, the one origin the pages' policy lets them
// call). Each goes into pages, headers and the policy as it is, so a bad value stops the build here,
// with a message saying what the address should look like.

import { DEFAULT_MAIL_ORIGIN } from "../../src/lib/contact/mailConfig"
import { httpsAddressProblem } from "../../src/model/addresses"

/**
 * The setting's value as an origin, checked by the one https address check, with http:// allowed for
 * this computer (the tests' stand-ins): nothing after the host but, with `allowRoot`, a final "/".
 */
function checked(variable: string, value: string, example: string, allowRoot: boolean) {
  const problem = httpsAddressProblem(value, {
    after: allowRoot ? "root" : "nothing",
    allowLoopback: true,
  })
  if (problem) {
    throw new Error(
      `${variable} must be an address like ${example}: https://, the host, nothing after it; it is ${JSON.stringify(value)}: it ${problem}.`,
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
 * security-headers's onPreInit, before anything is built, with siteUrlFrom's message.
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
