// Each .js.map holds the site's whole source, readable, beside the script it maps: a visitor never needs
// it, so a deploy has none unless the site owner asks by name, to read an error report from a browser.
import { flagFrom, type Env } from "../../src/model/settings"

export const sourceMapsWanted = (env: Env = process.env) =>
  flagFrom(env, "SOURCE_MAPS", "deploy the browser bundle's source maps")
