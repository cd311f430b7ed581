// What onPostBuild does to a finished public/, apart from Gatsby, so that a unit test can run it on a
// folder of made-up pages as many as the coach may ever write.
import fs from "fs"
import path from "path"
import { ADMIN_PATH, FEED_PATH, SEARCH_PATH } from "../../src/siteConfig"
import {
  adminPolicy,
  contentSecurityPolicy,
  formTargets,
  netlifyHeadersFile,
  policyRules,
  recaptchaForm,
  withHeadersBlock,
  type AdminOrigins,
  withPolicyMeta,
} from "./csp"
import { holdsScript, pageScripts } from "./pageScripts"

// Not pages of the site: Gatsby's own files, and the content editor, which has a policy of its own.
const NOT_PAGES = ["_gatsby", ADMIN_PATH]

/** Every file of the folder, relative to it with "/", in order. */
const filesOf = (folder: string) =>
  fs
    .readdirSync(folder, { recursive: true, encoding: "utf8" })
    .map((file) => file.split(path.sep).join("/"))
    .sort()

const underNotPages = (file: string) => NOT_PAGES.includes(file.split("/")[0]!)

/** The site's pages: every .html file but those under NOT_PAGES. */
const pageFiles = (files: string[]) =>
  files.filter((file) => file.endsWith(".html") && !underNotPages(file))

/**
 * The files a browser would run as a document if opened at their own address that are not pages: every
 * SVG (a picture that can hold script), and Gatsby's own HTML (its script slice), which it uses to
 * write the pages and no page requests. The editor's folder has a policy of its own.
 */
const documentFiles = (files: string[]) =>
  files.filter(
    (file) =>
      /\.svg$/i.test(file) ||
      (file.endsWith(".html") && underNotPages(file) && !file.startsWith(`${ADMIN_PATH}/`)),
  )

/**
 * The search page: by its address, not by what it loads, so that its policy does not hang on a tag a
 * later change could drop.
 */
const SEARCH_PAGE = `${SEARCH_PATH.slice(1)}index.html`

/** The editor's page, when this build has one. */
const EDITOR_PAGE = `${ADMIN_PATH}/index.html`

/**
 * Gives every page of `publicDir` a policy naming its own inline scripts only, in its meta tag and in a
 * rule of `_headers` for its own addresses, beside the Netlify adapter's block (kept, or its place kept).
 * A policy naming every page's scripts would grow with each article the coach adds, in every page and,
 * as a header, in every response the site sends.
 */
export function protectPages(
  publicDir: string,
  {
    connect,
    adminOrigins,
    staticDir,
    crossOrigin = [],
  }: {
    connect: string[]
    adminOrigins: AdminOrigins
    /** The folder whose files Gatsby copies into public/ as they are (static/). */
    staticDir?: string
    /** Addresses other sites fetch (policyRules). */
    crossOrigin?: string[]
  },
) {
  const all = filesOf(publicDir)
  const copied = new Set(staticDir && fs.existsSync(staticDir) ? pageFiles(filesOf(staticDir)) : [])
  const staticPages = [...copied].filter((file) => all.includes(file))
  for (const file of staticPages) {
    const script = holdsScript(fs.readFileSync(path.join(publicDir, file), "utf8"))
    if (script)
      throw new Error(
        `security-headers: static/${file} ${script}; a file under static/ runs no script`,
      )
  }
  const files = pageFiles(all).filter((file) => !copied.has(file))
  if (files.length === 0) throw new Error("security-headers: found no page in public/ to protect")
  const pages = files.map((file) => {
    const full = path.join(publicDir, file)
    const html = fs.readFileSync(full, "utf8")
    const scripts = pageScripts(html, file)
    const policy = contentSecurityPolicy({
      scripts: scripts.inline,
      connect,
      forms: formTargets(html),
      runsScript: scripts.inline.length > 0 || scripts.files.length > 0,
      search: file === SEARCH_PAGE,
      recaptcha: recaptchaForm(html),
    })
    fs.writeFileSync(full, withPolicyMeta(html, policy, file))
    return { file, policy }
  })
  // The editor's policy in its page too, as every page's is: on a host that sends no _headers, it
  // still runs under it.
  if (all.includes(EDITOR_PAGE)) {
    const editor = path.join(publicDir, EDITOR_PAGE)
    fs.writeFileSync(
      editor,
      withPolicyMeta(fs.readFileSync(editor, "utf8"), adminPolicy(adminOrigins), EDITOR_PAGE),
    )
  }
  const headersFile = path.join(publicDir, "_headers")
  const existing = fs.existsSync(headersFile) ? fs.readFileSync(headersFile, "utf8") : ""
  const text = withHeadersBlock(
    existing,
    netlifyHeadersFile(
      policyRules({
        pages,
        documents: documentFiles(all),
        adminPath: ADMIN_PATH,
        adminOrigins,
        feedPath: FEED_PATH,
        staticPages,
        crossOrigin,
      }),
    ),
  )
  fs.writeFileSync(headersFile, text)
  return {
    pages: pages.length,
    longestLine: Math.max(...text.split("\n").map((line) => Buffer.byteLength(line))),
  }
}
