// What onPostBuild does to a finished public/, apart from Gatsby, so that a unit test can run it on a
// folder of made-up pages as many as the coach may ever write.
import fs from "fs"
import path from "path"
import { ADMIN_PATH, FEED_PATH } from "../../src/siteConfig"
import {
  contentSecurityPolicy,
  inlineScripts,
  netlifyHeadersFile,
  policyRules,
  withHeadersBlock,
  type AdminOrigins,
  withPolicyMeta,
} from "./csp"

// Not pages of the site: Gatsby's own files, and the content editor, which has a policy of its own.
const NOT_PAGES = ["_gatsby", ADMIN_PATH]

/** The site's pages, relative to the folder with "/": every .html file but those under NOT_PAGES. */
function pageFiles(folder: string): string[] {
  return fs
    .readdirSync(folder, { recursive: true, encoding: "utf8" })
    .map((file) => file.split(path.sep).join("/"))
    .filter((file) => file.endsWith(".html"))
    .filter((file) => !NOT_PAGES.includes(file.split("/")[0]!))
    .sort()
}

/**
 * Gives every page of `publicDir` a policy naming its own inline scripts only, in its meta tag and in a
 * rule of `_headers` for its own addresses, beside the Netlify adapter's block (kept, or its place kept).
 * A policy naming every page's scripts would grow with each article the coach adds, in every page and,
 * as a header, in every response the site sends.
 */
export function protectPages(
  publicDir: string,
  { connect, adminOrigins }: { connect: string[]; adminOrigins: AdminOrigins },
) {
  const files = pageFiles(publicDir)
  if (files.length === 0) throw new Error("page-policy: found no page in public/ to protect")
  const pages = files.map((file) => {
    const full = path.join(publicDir, file)
    const html = fs.readFileSync(full, "utf8")
    const policy = contentSecurityPolicy({ scripts: inlineScripts(html), connect })
    fs.writeFileSync(full, withPolicyMeta(html, policy, file))
    return { file, policy }
  })
  const headersFile = path.join(publicDir, "_headers")
  const existing = fs.existsSync(headersFile) ? fs.readFileSync(headersFile, "utf8") : ""
  const text = withHeadersBlock(
    existing,
    netlifyHeadersFile(
      policyRules({ pages, adminPath: ADMIN_PATH, adminOrigins, feedPath: FEED_PATH }),
    ),
  )
  fs.writeFileSync(headersFile, text)
  return {
    pages: pages.length,
    longestLine: Math.max(...text.split("\n").map((line) => Buffer.byteLength(line))),
  }
}
