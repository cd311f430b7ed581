// Whether the browser bundle's source maps are deployed. Each .js.map holds the site's whole source,
// readable, beside the script it maps: a visitor never needs it, so a deploy has none unless the site
// owner asks for them by name, to read an error report from a visitor's browser.

export const SOURCE_MAPS = "SOURCE_MAPS"

/**
 * True only where SOURCE_MAPS is "1". Any other value stops the build with a message: a typo must not
 * quietly deploy the source, nor leave out the maps an owner asked for.
 */
export function sourceMapsWanted(env: NodeJS.ProcessEnv = process.env): boolean {
  const value = env[SOURCE_MAPS]
  if (value === undefined || value === "") return false
  if (value === "1") return true
  throw new Error(
    `${SOURCE_MAPS} must be 1 (deploy the browser bundle's source maps) or unset; it is ${JSON.stringify(value)}.`,
  )
}
