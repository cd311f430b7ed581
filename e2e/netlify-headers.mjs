// Reads a Netlify _headers file so the local static server sends what Netlify would. The rules follow
// Netlify's own parser (@netlify/headers-parser: line_parser, for_regexp) and its dev server's merge
// (netlify-cli's headersForPath), so a change to our header block that Netlify would not serve fails here.
import { existsSync, readFileSync } from "node:fs"

/** A rule's path as Netlify matches it: case-insensitive, an optional trailing slash, `:name` for one
 * segment, `*` standing alone for everything below (or nothing), `*` inside a segment for anything. */
function pathPattern(rulePath) {
  const parts = rulePath
    .split("/")
    .map((part) => part.trimEnd())
    .filter(Boolean)
    .map((part) => {
      if (part.startsWith(":")) return "([^/]+)"
      if (part === "*") return "?(.*)"
      const literal = part.replace(/[.+?^${}()|[\]\\]/g, "\\$&")
      return literal.replaceAll("*", "(.*)")
    })
  return new RegExp(`^/${parts.join("/")}/?$`, "iu")
}

/**
 * The rules of a _headers text, in file order: a line starting with "/" opens a rule, "Name: value"
 * lines below it add to it, and a header named twice in one rule is sent once, its values joined with
 * ", ". Names are compared in lower case, as HTTP does. Throws on what Netlify reports as an error.
 * @param {string} text
 * @returns {{ path: string, pattern: RegExp, headers: Record<string, string> }[]}
 */
export function parseNetlifyHeaders(text) {
  const rules = []
  for (const [index, raw] of text.split("\n").entries()) {
    const line = raw.trim()
    if (!line || line.startsWith("#")) continue
    if (line.startsWith("/")) {
      rules.push({ path: line, pattern: pathPattern(line), headers: {} })
      continue
    }
    // Netlify ignores a line that is neither a path nor a header.
    if (!line.includes(":")) continue
    const [rawName = "", ...rawValue] = line.split(":")
    const name = rawName.trim().toLowerCase()
    const value = rawValue.join(":").trim()
    const rule = rules.at(-1)
    if (!rule || !name || !value) {
      throw new Error(
        `_headers line ${index + 1}: ${rule ? "a header needs a name and a value" : "a header before any path"}: ${line}`,
      )
    }
    rule.headers[name] = name in rule.headers ? `${rule.headers[name]}, ${value}` : value
  }
  return rules
}

/**
 * What is sent for a path: every matching rule's headers, in file order; where two rules set the same
 * header, the later one replaces the earlier (values are not joined across rules). That is certain for
 * two rules of the same path (@netlify/headers-parser's merge) and what Netlify's dev server does for
 * any two; see rulesSetting.
 * @param {ReturnType<typeof parseNetlifyHeaders>} rules
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
 * @param {ReturnType<typeof parseNetlifyHeaders>} rules
 * @param {string} pathname
 * @param {string} name
 */
export function rulesSetting(rules, pathname, name) {
  return rules.filter(
    ({ pattern, headers }) => pattern.test(pathname) && name.toLowerCase() in headers,
  )
}

/** @param {string} file @returns {(pathname: string) => Record<string, string>} */
export function netlifyHeaders(file) {
  if (!existsSync(file)) return () => ({})
  const rules = parseNetlifyHeaders(readFileSync(file, "utf8"))
  return (pathname) => headersForPath(rules, pathname)
}
