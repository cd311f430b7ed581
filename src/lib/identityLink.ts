import { ADMIN_PATH } from "../siteConfig"

// Identity's emails link to the root with a token after the #; only the editor completes them.
const IDENTITY_TOKEN = /^#\/?(invite|recovery|confirmation|email_change)_token=/

export function identityLinkTarget(location: Pick<Location, "pathname" | "hash">) {
  return location.pathname === "/" && IDENTITY_TOKEN.test(location.hash)
    ? `/${ADMIN_PATH}/${location.hash}`
    : undefined
}
