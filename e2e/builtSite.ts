// The built sites' files, read as a crawler or a host reads them: no browser. Checks that hold for every
// page (one test each, see e2e/built/) cost milliseconds per page, so the suite does not slow down as the
// coach writes.
import { existsSync, readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import { load, type CheerioAPI } from "cheerio"
import type { Content } from "../src/test/content"
import { contentFile, publishedContent, sites, type SiteName } from "./sites"

/** A file of the built site, as text. */
export const readBuilt = (site: SiteName, file: string) =>
  readFileSync(path.join(sites[site].dir, file), "utf8")

/** Whether the built site has this file (an address such as /static/…/cover.jpg, or a relative name). */
export const isBuilt = (site: SiteName, file: string) =>
  existsSync(path.join(sites[site].dir, decodeURIComponent(file)))

/**
 * Every HTML file the site serves, relative to its folder (index.html, articles/<slug>/index.html …),
 * Gatsby's own internal files aside unless `all`. Read when the spec loads, which is after the global setup built the
 * sites; a site not built yet (a test listing) has none.
 */
export function builtHtmlFiles(site: SiteName, { all = false } = {}): string[] {
  const dir = sites[site].dir
  if (!existsSync(dir)) return []
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".html") && (all || !file.startsWith("_gatsby/")))
    .map((file) => file.split(path.sep).join("/"))
    .sort()
}

/** The address a built HTML file is served at. */
export const addressOf = (file: string) => `/${file.replace(/index\.html$/, "")}`

/** The content.json the site was built from, as the site shows it (see publishedContent). */
export const builtContent = (site: SiteName): Content =>
  publishedContent(JSON.parse(readFileSync(contentFile(site), "utf8")), site)

/** A built page parsed as a browser parses it (parse5), to query with CSS selectors. */
export const parseHtml = (html: string): CheerioAPI => load(html)

/**
 * An element's text as a visitor reads it: a line break is a space, and runs of white space are one.
 * (The tree is parsed anew each call, so the `<br>` replaced here changes nothing else.)
 */
export function readableText(html: string): string {
  const $ = load(html, null, false)
  $("br").replaceWith(" ")
  return $.root().text().replace(/\s+/g, " ").trim()
}
