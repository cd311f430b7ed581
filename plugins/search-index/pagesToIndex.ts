// Which built pages go into the search index, apart from Gatsby and Pagefind so that a unit test can run
// it on made-up pages.
import { ADMIN_PATH } from "../../src/siteConfig"

/** Gatsby's own files and the editor: never pages a reader looks for. */
const NOT_PAGES = ["_gatsby", ADMIN_PATH]

// <meta name="robots" content="noindex…">, in either attribute order.
const NOINDEX =
  /<meta\b(?=[^>]*\bname\s*=\s*["']?robots\b)(?=[^>]*\bcontent\s*=\s*["'][^"']*\bnoindex\b)[^>]*>/i

/** Whether a page asks search engines to leave it out (the search page itself): our search does too. */
export const isNoindex = (html: string) => NOINDEX.test(html)

/** The address a page is served at, from its file in public/: "articles/x/index.html" → "/articles/x/". */
export const pageUrl = (file: string) =>
  `/${file.endsWith("index.html") ? file.slice(0, -"index.html".length) : file}`

/**
 * The pages search finds: every HTML page of public/ that search engines may index, which is the one
 * page, the lists' pages and every published resource's page. Drafts and pieces still to come have no
 * page, so they are never indexed. `files` are relative to public/ with "/".
 */
export function pagesToIndex(files: readonly string[], read: (file: string) => string) {
  return files
    .filter((file) => file.endsWith(".html") && !NOT_PAGES.includes(file.split("/")[0]!))
    .filter((file) => !isNoindex(read(file)))
    .sort()
    .map((file) => ({ file, url: pageUrl(file) }))
}
