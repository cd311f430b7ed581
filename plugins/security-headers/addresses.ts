// The two addresses a build takes from its environment, into pages, headers and the policy as they are:
// the site's own (SITE_URL) and the mail provider's (GATSBY_EMAILJS_ORIGIN), where the form sends.
import { DEFAULT_MAIL_ORIGIN } from "../../src/lib/contact/mailConfig"
import { httpsAddressProblem } from "../../src/model/addresses"
import { refused, settingFrom, type Env } from "../../src/model/settings"

/** An origin by the one https address check, http:// allowed for this computer (the tests' stand-ins). */
const origin = (after: "root" | "nothing") => (value: string) => {
  const problem = httpsAddressProblem(value, { after, allowLoopback: true })
  return problem ? refused(`it ${problem}`) : new URL(value).origin
}

const addressLike = (example: string) =>
  `an address like ${example}: https://, the host, nothing after it`

export const DEFAULT_SITE_URL = "https://becomingyourbest.netlify.app"

/** The site's public address from SITE_URL (a final / is allowed and dropped), or the default. */
export const siteUrlFrom = (env: Env = process.env) =>
  settingFrom(env, "SITE_URL", { expected: addressLike(DEFAULT_SITE_URL), read: origin("root") }) ??
  DEFAULT_SITE_URL

/**
 * siteUrlFrom for gatsby-config, which must not throw: Gatsby 5 would build from an empty config and fail
 * far from the cause. A bad SITE_URL stops the build in security-headers' onPreInit instead.
 */
export function siteUrlForConfig(env: Env = process.env) {
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
export const mailOriginFrom = (env: Env = process.env) =>
  settingFrom(env, "GATSBY_EMAILJS_ORIGIN", {
    expected: addressLike(DEFAULT_MAIL_ORIGIN),
    read: origin("nothing"),
  })
