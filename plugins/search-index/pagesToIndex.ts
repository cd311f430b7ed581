import { ADMIN_PATH } from "../../src/siteConfig"

const NOT_PAGES = ["_gatsby", ADMIN_PATH]

// <meta name="robots" content="noindex">, in either attribute order: left out of our search too.
const NOINDEX =
  /<meta\b(?=[^>]*\bname\s*=\s*["']?robots\b)(?=[^>]*\bcontent\s*=\s*["'][^"']*\bnoindex\b)[^>]*>/i

export const isNoindex = (html: string) => NOINDEX.test(html)

export const pageUrl = (file: string) =>
  `/${file.endsWith("index.html") ? file.slice(0, -"index.html".length) : file}`

export function pagesToIndex(files: readonly string[], read: (file: string) => string) {
  return files
    .filter((file) => file.endsWith(".html") && !NOT_PAGES.includes(file.split("/")[0]!))
    .filter((file) => !isNoindex(read(file)))
    .sort()
    .map((file) => ({ file, url: pageUrl(file) }))
}
