// Reads a Netlify _headers file as Netlify does, with Netlify's own parser (@netlify/headers-parser,
// the code its build runs), so the local static server sends what Netlify would and a test that counts
// the rules matching an address counts what Netlify matches. Only the merge of several matching rules
// is ours: it follows Netlify's dev server (netlify-cli's headersForPath).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { parseAllHeaders } from "@netlify/headers-parser"

/**
 * The rules of a _headers text, in file order, as Netlify's parser reads them: each path with the
 * regular expression Netlify matches it by (any case, an optional trailing slash; a * inside a segment
 * is "(.*)" and the rest of that segment is not escaped, so its dots match any character), and its
 * headers, names in lower case as HTTP compares them. Throws what Netlify reports as an error.
 * @param {string} text
 * @returns {Promise<{ path: string, pattern: RegExp, headers: Record<string, string> }[]>}
 */
export async function parseNetlifyHeaders(text) {
  const folder = mkdtempSync(path.join(tmpdir(), "netlify-headers-"))
  try {
    const file = path.join(folder, "_headers")
    writeFileSync(file, text)
    const { headers, errors } = await parseAllHeaders({ headersFiles: [file] })
    if (errors.length > 0) throw new Error(errors.map((error) => error.message).join("\n"))
    return headers.map((rule) => ({
      path: rule.for,
      pattern: rule.forRegExp,
      headers: Object.fromEntries(
        Object.entries(rule.values).map(([name, value]) => [name.toLowerCase(), String(value)]),
      ),
    }))
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
}

/**
 * What is sent for a path: every matching rule's headers, in file order; where two rules set the same
 * header, the later one replaces the earlier (values are not joined across rules), as Netlify's dev
 * server does; see rulesSetting.
 * @param {Awaited<ReturnType<typeof parseNetlifyHeaders>>} rules
 * @param {string} pathname
 * @returns {Record<string, string>}
 */
export function headersForPath(rules, pathname) {
  return Object.assign(
    {},
    ...rules.filter(({ pattern }) => pattern.test(pathname)).map(({ headers }) => headers),
  )
}

/**
 * The rules that match a path and set a header, in file order. Where there are two, what Netlify sends
 * is not documented (its dev server, as headersForPath, keeps the later; Cloudflare Pages, which reads
 * the same format, joins both values): the tests check that no address is left to it for the headers
 * that matter.
 * @param {Awaited<ReturnType<typeof parseNetlifyHeaders>>} rules
 * @param {string} pathname
 * @param {string} name
 */
export function rulesSetting(rules, pathname, name) {
  return rules.filter(
    ({ pattern, headers }) => pattern.test(pathname) && name.toLowerCase() in headers,
  )
}

/**
 * The headers Netlify sends for each path, from a built _headers file (none when there is no file).
 * @param {string} file
 * @returns {Promise<(pathname: string) => Record<string, string>>}
 */
export async function netlifyHeaders(file) {
  const rules = await parseNetlifyHeaders(readIfThere(file))
  return (pathname) => headersForPath(rules, pathname)
}

/** @param {string} file */
function readIfThere(file) {
  try {
    return readFileSync(file, "utf8")
  } catch {
    return ""
  }
}
