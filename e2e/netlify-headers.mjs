// Reads a Netlify _headers file so the local static server can send what Netlify would: each block is a
// path (with * as a wildcard) followed by indented "Name: value" lines.
import { existsSync, readFileSync } from "node:fs"

/** @param {string} file @returns {(pathname: string) => Record<string, string>} */
export function netlifyHeaders(file) {
  if (!existsSync(file)) return () => ({})
  const rules = []
  for (const line of readFileSync(file, "utf8").split("\n")) {
    if (!line.trim() || line.trim().startsWith("#")) continue
    if (!/^\s/.test(line)) {
      const pattern = new RegExp(
        `^${line
          .trim()
          .replace(/[.+?^${}()|[\]\\]/g, "\\$&")
          .replace(/\*/g, ".*")}$`,
      )
      rules.push({ pattern, headers: {} })
    } else if (rules.length > 0) {
      const [name, ...value] = line.trim().split(":")
      rules.at(-1).headers[name.trim().toLowerCase()] = value.join(":").trim()
    }
  }
  // Later rules add to earlier ones; where two set the same header, the later one wins, as on Netlify.
  return (pathname) => {
    const headers = {}
    for (const { pattern, headers: set } of rules) {
      if (!pattern.test(pathname)) continue
      Object.assign(headers, set)
    }
    return headers
  }
}
