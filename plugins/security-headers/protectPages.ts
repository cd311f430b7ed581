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

// Gatsby's own files, and the editor, which has a policy of its own.
const NOT_PAGES = ["_gatsby", ADMIN_PATH]

const filesOf = (folder: string) =>
  fs
    .readdirSync(folder, { recursive: true, encoding: "utf8" })
    .map((file) => file.split(path.sep).join("/"))
    .sort()

const underNotPages = (file: string) => NOT_PAGES.includes(file.split("/")[0]!)

const pageFiles = (files: string[]) =>
  files.filter((file) => file.endsWith(".html") && !underNotPages(file))

// Documents if opened at their own address, though no page: SVGs and Gatsby's script slice.
const documentFiles = (files: string[]) =>
  files.filter(
    (file) =>
      /\.svg$/i.test(file) ||
      (file.endsWith(".html") && underNotPages(file) && !file.startsWith(`${ADMIN_PATH}/`)),
  )

// By its address, so that its policy does not hang on a tag a later change could drop.
const SEARCH_PAGE = `${SEARCH_PATH.slice(1)}index.html`

const EDITOR_PAGE = `${ADMIN_PATH}/index.html`

/** Each page's policy names its own scripts only, so that none grows with the number of pages. */
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
    staticDir?: string
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
  // In the editor's page too, so that it runs under it on a host that sends no _headers.
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
