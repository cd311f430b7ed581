import fs from "fs"
import path from "path"
import { validateContent } from "./validate"

/** Validates a content.json on disk; image paths resolve against its folder, as gatsby-source-filesystem does. */
export function validateContentFile(file: string): string[] {
  const folder = path.dirname(file)
  let text: string
  try {
    text = fs.readFileSync(file, "utf8")
  } catch {
    return [`content.json: cannot be read at ${file}`]
  }
  return validateContent(
    text,
    (relative) =>
      fs.statSync(path.resolve(folder, relative), { throwIfNoEntry: false })?.isFile() ?? false,
  )
}
