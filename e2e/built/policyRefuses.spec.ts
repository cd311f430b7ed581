// The post-build policy step on a copy of the real build, with what a template, a plugin or a file under
// static/ could let through planted in it: each stops the build, naming the file and showing the script.
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { STATIC_HTML_POLICY, policyDirectives } from "../../plugins/security-headers/csp"
import { protectPages } from "../../plugins/security-headers/protectPages"
import { headersForPath, parseNetlifyHeaders } from "../netlify-headers.mjs"
import { sites } from "../sites"
import { expect, test } from "../test"

/** A copy of the main build with `plant` applied to its public/ and a static/ folder of its own. */
function plantedCopy(plant: (publicDir: string, staticDir: string) => void) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "byb-policy-"))
  const publicDir = path.join(folder, "public")
  const staticDir = path.join(folder, "static")
  fs.cpSync(sites.main.dir, publicDir, { recursive: true })
  fs.mkdirSync(staticDir)
  plant(publicDir, staticDir)
  const run = () =>
    protectPages(publicDir, { connect: [], adminOrigins: { connect: [] }, staticDir })
  return { publicDir, run, remove: () => fs.rmSync(folder, { recursive: true, force: true }) }
}

/** Puts `html` into the page's body, as a template or a plugin's gatsby-ssr would. */
const intoBody = (publicDir: string, page: string, html: string) => {
  const file = path.join(publicDir, page)
  fs.writeFileSync(file, fs.readFileSync(file, "utf8").replace("</body>", `${html}</body>`))
}

/** A file copied from static/ into the build, as Gatsby copies it. */
const asStatic = (publicDir: string, staticDir: string, name: string, text: string) => {
  fs.writeFileSync(path.join(staticDir, name), text)
  fs.writeFileSync(path.join(publicDir, name), text)
}

test.describe.configure({ mode: "serial" })

const PLANTED: [string, (publicDir: string, staticDir: string) => void, RegExp][] = [
  [
    "an inline script planted on every page (a root gatsby-ssr.js)",
    (publicDir) =>
      intoBody(publicDir, "index.html", "<script>fetch('/x?'+localStorage.token)</script>"),
    /security-headers: index\.html has an inline script the site does not know: "fetch\('\/x\?'\+localStorage\.token\)"/,
  ],
  [
    "a script dressed as Gatsby's own",
    (publicDir) =>
      intoBody(
        publicDir,
        "index.html",
        '<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/";alert(1);/*]]>*/</script>',
      ),
    /index\.html has an inline script the site does not know: .*alert\(1\)/,
  ],
  [
    "an import map, which the browser reads as script",
    (publicDir) =>
      intoBody(publicDir, "index.html", '<script type="importmap">{"imports":{}}</script>'),
    /index\.html has an inline script the site does not know/,
  ],
  [
    "an inline event handler",
    (publicDir) =>
      intoBody(publicDir, "index.html", '<img src="/x.png" alt="" onerror="alert(1)">'),
    /security-headers: index\.html has an inline event handler \(onerror\): "alert\(1\)"/,
  ],
  [
    "a javascript: address, written with an entity",
    (publicDir) => intoBody(publicDir, "index.html", '<a href="&#106;avascript:alert(1)">x</a>'),
    /security-headers: index\.html has a javascript: address \(href\): "javascript:alert\(1\)"/,
  ],
  [
    "a script in an HTML file under static/",
    (publicDir, staticDir) =>
      asStatic(publicDir, staticDir, "promo.html", "<p>Hi</p><script>alert(1)</script>"),
    /security-headers: static\/promo\.html has an inline script the site does not know: "alert\(1\)"; a file under static\/ runs no script/,
  ],
  [
    "a script file loaded by an HTML file under static/",
    (publicDir, staticDir) =>
      asStatic(publicDir, staticDir, "promo.html", '<script src="/app.js"></script>'),
    /security-headers: static\/promo\.html loads "\/app\.js"/,
  ],
]

for (const [name, plant, message] of PLANTED) {
  test(`the build refuses ${name}`, () => {
    const copy = plantedCopy(plant)
    try {
      expect(copy.run).toThrow(message)
    } finally {
      copy.remove()
    }
  })
}

test("the real build, copied, passes; a script-free file under static/ is served running nothing", async () => {
  const verification = "google-site-verification: google0123456789abcdef.html"
  const copy = plantedCopy((publicDir, staticDir) =>
    asStatic(publicDir, staticDir, "google0123456789abcdef.html", verification),
  )
  try {
    copy.run()
    // Served as it is: not rewritten as a page.
    expect(fs.readFileSync(path.join(copy.publicDir, "google0123456789abcdef.html"), "utf8")).toBe(
      verification,
    )
    const rules = await parseNetlifyHeaders(
      fs.readFileSync(path.join(copy.publicDir, "_headers"), "utf8"),
    )
    const sent = headersForPath(rules, "/google0123456789abcdef.html")
    expect(sent["content-security-policy"]).toBe(STATIC_HTML_POLICY)
    expect(policyDirectives(sent["content-security-policy"]!).get("script-src")).toEqual(["'none'"])
  } finally {
    copy.remove()
  }
})
