// After the build, when the pages are final: each page's Content-Security-Policy with the hashes of its
// inline scripts, as a meta tag (any host) and as a rule of public/_headers (Netlify).
import path from "path"
import type { GatsbyNode } from "gatsby"
import { DEFAULT_MAIL_ORIGIN } from "../../src/lib/contact/mailConfig"
import { recaptchaSiteKeyFrom } from "../../src/lib/contact/recaptcha"
import { checkSettings } from "../../src/model/settings"
import { backendOrigins, editorBackend } from "../decap-admin/backend"
import { CARDS_PATH } from "../share-cards/cache"
import { mailOriginFrom, siteUrlFrom } from "./addresses"
import { protectPages } from "./protectPages"

const PLUGIN = "security-headers"

export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter }) => {
  checkSettings(reporter, PLUGIN, siteUrlFrom, mailOriginFrom, () =>
    recaptchaSiteKeyFrom(process.env),
  )
}

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, reporter }) => {
  const { data } = await graphql<{ site: { siteMetadata: { image: string } } }>(
    "{ site { siteMetadata { image } } }",
  )
  const publicDir = path.resolve("public")
  const { pages, longestLine } = protectPages(publicDir, {
    connect: [mailOriginFrom() ?? DEFAULT_MAIL_ORIGIN],
    adminOrigins: backendOrigins(editorBackend()),
    staticDir: path.resolve("static"),
    // Link previews fetch these from other sites.
    crossOrigin: [`${CARDS_PATH}/*`, data!.site.siteMetadata.image],
  })
  reporter.info(
    `${PLUGIN}: each of ${pages} pages has its own policy; the longest _headers line is ${longestLine} bytes`,
  )
}
