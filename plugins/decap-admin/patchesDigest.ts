import { createHash } from "crypto"
import fs from "fs"
import path from "path"

// Part of the editor's webpack cache version: webpack knows node_modules by name and version only,
// so a changed patch would otherwise ship an editor compiled before it, from a cache Netlify keeps.
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
