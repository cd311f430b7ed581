import fs from "fs"
import path from "path"
import type { GatsbyNode } from "gatsby"
import { sanitizedHtmlExtension } from "./src/content/sanitizedHtml"
import { contentTypeDefs } from "./src/content/typeDefs"
import {
  adminHeaders,
  contentSecurityPolicy,
  inlineScripts,
  netlifyHeadersFile,
  securityHeaders,
  withPolicyMeta,
} from "./src/lib/csp"
import { deferScripts } from "./src/lib/deferScripts"
import { DEFAULT_MAIL_ORIGIN, mailConfig } from "./src/lib/mailConfig"
import { validateContentFile } from "./src/content/validateFile"
import { ADMIN_PATH } from "./src/admin/config"

// Gatsby runs from the site root; __dirname would point into .cache/compiled, where this file is compiled to.
const CONTENT_FILE = path.resolve("data", "content.json")

// Before any node is sourced or page written: a broken content.json stops here, with every problem listed.
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  const problems = validateContentFile(CONTENT_FILE)
  if (problems.length > 0) {
    reporter.panic(
      `data/content.json has ${problems.length} problem(s); fix them and build again:\n${problems.join("\n")}`,
    )
  }
}

// gatsby-config.ts always sets these, so they are declared non-null and the page reads them without fallbacks.
const siteMetadataTypeDefs = `
  type Site implements Node {
    siteMetadata: SiteSiteMetadata!
  }
  type SiteSiteMetadata {
    title: String!
    description: String!
    siteUrl: String!
    image: String!
    themeColor: String!
  }
`

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createFieldExtension(sanitizedHtmlExtension)
  actions.createTypes(contentTypeDefs())
  actions.createTypes(siteMetadataTypeDefs)
}

/** The site's pages: the content editor's page under admin/ has a policy of its own (adminHeaders). */
function pageFiles(folder: string): string[] {
  return fs
    .readdirSync(folder, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".html") && !file.startsWith(`${ADMIN_PATH}${path.sep}`))
    .map((file) => path.join(folder, file))
}

/**
 * After the build, when the pages Gatsby wrote are final: robots.txt at the configured address; each
 * page's scripts held back until it has painted (src/lib/deferScripts.ts); then the
 * Content-Security-Policy with the hashes of the inline scripts, as a meta tag in every page (any host)
 * and as headers for Netlify (public/_headers; the Netlify adapter adds its caching rules to that file).
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, reporter }) => {
  const { data } = await graphql<{ site: { siteMetadata: { siteUrl: string } } }>(
    "{ site { siteMetadata { siteUrl } } }",
  )
  const publicDir = path.resolve("public")
  fs.writeFileSync(
    path.join(publicDir, "robots.txt"),
    `User-agent: *\nAllow: /\n\nSitemap: ${data?.site.siteMetadata.siteUrl}/sitemap-index.xml\n`,
  )

  const pages = new Map(
    pageFiles(publicDir).map((file) => [file, deferScripts(fs.readFileSync(file, "utf8"))]),
  )
  const policy = contentSecurityPolicy({
    scripts: [...pages.values()].flatMap(inlineScripts),
    connect: [new URL(mailConfig.origin ?? DEFAULT_MAIL_ORIGIN).origin],
  })
  for (const [file, html] of pages) fs.writeFileSync(file, withPolicyMeta(html, policy))
  fs.writeFileSync(
    path.join(publicDir, "_headers"),
    netlifyHeadersFile({
      "/*": securityHeaders(policy),
      [`/${ADMIN_PATH}/*`]: adminHeaders(),
    }),
  )
  reporter.info(`Content-Security-Policy: hashed the inline scripts of ${pages.size} pages`)
}
