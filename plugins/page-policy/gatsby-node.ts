// After the build, when the pages Gatsby wrote are final: robots.txt at the configured address, then the
// Content-Security-Policy with the hashes of the inline scripts, as a meta tag in every page (any host; each
// page's own scripts) and as headers for Netlify (public/_headers, every page's scripts, beside the Netlify
// adapter's caching rules).
import fs from "fs"
import path from "path"
import type { GatsbyNode } from "gatsby"
import { ADMIN_PATH } from "../../src/siteConfig"
import { DEFAULT_MAIL_ORIGIN, mailConfig } from "../../src/lib/contact/mailConfig"
import {
  adminHeaders,
  contentSecurityPolicy,
  inlineScripts,
  netlifyHeadersFile,
  securityHeaders,
  withHeadersBlock,
  withPolicyMeta,
} from "./csp"

// Not pages of the site: Gatsby's own files, and the content editor, which has a policy of its own.
const NOT_PAGES = ["_gatsby", ADMIN_PATH]

/** The site's pages: every .html file in public/ but those under NOT_PAGES. */
function pageFiles(folder: string): string[] {
  return fs
    .readdirSync(folder, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".html"))
    .filter((file) => !NOT_PAGES.includes(file.split(path.sep)[0]!))
    .map((file) => path.join(folder, file))
}

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, reporter }) => {
  const { data } = await graphql<{ site: { siteMetadata: { siteUrl: string } } }>(
    "{ site { siteMetadata { siteUrl } } }",
  )
  const publicDir = path.resolve("public")
  fs.writeFileSync(
    path.join(publicDir, "robots.txt"),
    `User-agent: *\nAllow: /\n\nSitemap: ${data?.site.siteMetadata.siteUrl}/sitemap-index.xml\n`,
  )

  const pages = new Map(pageFiles(publicDir).map((file) => [file, fs.readFileSync(file, "utf8")]))
  if (pages.size === 0) reporter.panic("page-policy: found no page in public/ to protect")
  const connect = [new URL(mailConfig.origin ?? DEFAULT_MAIL_ORIGIN).origin]
  // Each page's meta tag names only its own inline scripts (one of them holds the page's path): a policy
  // naming every page's would grow every page by a hash for each article the coach adds. The header,
  // which Netlify sends for every path alike, names them all.
  for (const [file, html] of pages) {
    const own = contentSecurityPolicy({ scripts: inlineScripts(html), connect })
    fs.writeFileSync(file, withPolicyMeta(html, own, path.relative(publicDir, file)))
  }
  const policy = contentSecurityPolicy({
    scripts: [...pages.values()].flatMap(inlineScripts),
    connect,
  })
  const headersFile = path.join(publicDir, "_headers")
  const existing = fs.existsSync(headersFile) ? fs.readFileSync(headersFile, "utf8") : ""
  const rules = netlifyHeadersFile({
    "/*": securityHeaders(policy),
    [`/${ADMIN_PATH}/*`]: adminHeaders(),
  })
  fs.writeFileSync(headersFile, withHeadersBlock(existing, rules))
  reporter.info(`page-policy: hashed the inline scripts of ${pages.size} pages`)
}
