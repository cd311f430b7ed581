/**
 * A production build's CSS-module class name: a hash of the file and the rule, 5 characters. Gatsby's
 * own, "[name]--[local]--[hash:hex:5]" ("Subscribe-module--subscribe--a4534"), is written into the
 * page's script (each module's map of names) and into its HTML once per use: on the one page, its 76
 * names cost 335 bytes of compressed first-load script (measured 2026-11-26: 102,883 bytes against
 * 102,548 with six base64 characters). Five base-62 characters, letters and digits (base64's + and /
 * would need escaping in CSS), leave about 900 million names for a site of a few hundred classes.
 * `gatsby develop` keeps Gatsby's names, which say where a rule comes from.
 */
export const SHORT_CLASS_NAME = "[hash:base62:5]"

type Loader = { loader?: string; options?: { modules?: unknown } }
type Rule = { use?: unknown; oneOf?: unknown; rules?: unknown }

/**
 * Sets every css-loader of the webpack rules that makes CSS modules to name its classes `name`.
 * Returns how many it changed.
 */
export function nameClasses(rules: unknown, name: string): number {
  if (!Array.isArray(rules)) return 0
  let changed = 0
  for (const rule of rules as Rule[]) {
    if (!rule || typeof rule !== "object") continue
    changed += nameClasses(rule.oneOf, name) + nameClasses(rule.rules, name)
    for (const use of Array.isArray(rule.use) ? (rule.use as Loader[]) : []) {
      const modules = use?.options?.modules
      if (!use?.loader?.includes("css-loader") || !modules || typeof modules !== "object") continue
      ;(modules as { localIdentName?: string }).localIdentName = name
      changed += 1
    }
  }
  return changed
}
