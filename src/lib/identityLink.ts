import { ADMIN_PATH } from "../siteConfig"

// Netlify Identity's emails (an invitation, a password reset, an email change) link to the site's root
// with a token after the #. Only the editor can complete them, so such a link goes on to /admin/.
const IDENTITY_TOKEN = /^#\/?(invite|recovery|confirmation|email_change)_token=/

/** Where an address from an Identity email should go, or undefined when it is an ordinary visit. */
export function identityLinkTarget(location: Pick<Location, "pathname" | "hash">) {
  return location.pathname === "/" && IDENTITY_TOKEN.test(location.hash)
    ? `/${ADMIN_PATH}/${location.hash}`
    : undefined
}
