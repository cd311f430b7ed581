// After the build, when the pages Gatsby wrote are final: the Content-Security-Policy with the hashes of each page's inline scripts, as a meta tag in the page (any
// host) and as a header for Netlify (a rule of public/_headers for that page's addresses, beside the
// Netlify adapter's caching rules).
import path from "path"
import type { GatsbyNode } from "gatsby"
import { DEFAULT_MAIL_ORIGIN } from "../../src/lib/contact/mailConfig"
import { recaptchaSiteKeyFrom } from "../../src/lib/contact/recaptcha"
import { backendOrigins, editorBackend } from "../decap-admin/backend"
import { CARDS_PATH } from "../share-cards/cache"
import { mailOriginFrom, siteUrlFrom } from "./addresses"
import { protectPages } from "./protectPages"

// The site's address goes into every page's head, the sitemap, the feed and robots.txt, the mail
// provider's and reCAPTCHA's key into pages and their policy: a bad one stops the build before anything
// is built, with the setting's own message.
export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter }) => {
  try {
    siteUrlFrom()
    mailOriginFrom()
    recaptchaSiteKeyFrom(process.env.GATSBY_RECAPTCHA_SITE_KEY)
  } catch (error) {
    reporter.panic((error as Error).message)
  }
}

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, reporter }) => {
  const { data } = await graphql<{ site: { siteMetadata: { image: string } } }>(
    "{ site { siteMetadata { image } } }",
  )
  const publicDir = path.resolve("public")
  const { pages, longestLine } = protectPages(publicDir, {
    // Checked when the build began (onPreInit above).
    connect: [mailOriginFrom() ?? DEFAULT_MAIL_ORIGIN],
    // The editor's backend was checked when the build began (decap-admin's onPreInit).
    adminOrigins: backendOrigins(editorBackend()),
    staticDir: path.resolve("static"),
    // Link previews fetch these from other sites.
    crossOrigin: [`${CARDS_PATH}/*`, data!.site.siteMetadata.image],
  })
  reporter.info(
    `security-headers: each of ${pages} pages has its own policy; the longest _headers line is ${longestLine} bytes`,
  )
}
