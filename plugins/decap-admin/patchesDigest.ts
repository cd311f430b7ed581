import { createHash } from "crypto"
import fs from "fs"
import path from "path"

/**
 * A digest of Decap's patches (patches/, applied by `npm run patch-decap`): part of the editor's
 * webpack cache version. Webpack knows node_modules by package name and version only, so a patch
 * changed for the same Decap would otherwise ship the editor compiled from the files as they were,
 * from a cache Netlify keeps between builds.
 */
export function patchesDigest(dir = path.resolve("patches")): string {
  const hash = createHash("sha256")
  const patches = fs.existsSync(dir)
    ? fs.readdirSync(dir).filter((name) => name.endsWith(".patch"))
    : []
  for (const name of patches.sort())
    hash
      .update(name)
      .update("\0")
      .update(fs.readFileSync(path.join(dir, name)))
      .update("\0")
  return hash.digest("hex").slice(0, 16)
}
