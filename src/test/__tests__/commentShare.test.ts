// Comments say why in a line or two (STYLE.md): the share of comment lines in the source is held to a cap.
import { readdirSync, readFileSync } from "fs"
import path from "path"

const MAX_SHARE = 0.1
const SOURCE = /\.(ts|tsx|mjs|cjs|css)$/

const sourcesIn = (folder: string) =>
  (readdirSync(folder, { recursive: true }) as string[])
    .map((relative) => path.join(folder, relative))
    .filter(
      (file) =>
        SOURCE.test(file) &&
        !file.endsWith("gatsby-types.d.ts") &&
        !file.split(path.sep).includes("__tests__") &&
        !file.startsWith(path.join("src", "test")),
    )

/** Non-blank lines and, of them, the lines of `//`, `/* … *\/` and JSX `{/* … *\/}` comments. */
function commentLines(text: string) {
  let lines = 0
  let comments = 0
  let inBlock = false
  for (const line of text.split("\n").map((l) => l.trim())) {
    if (!line) continue
    lines++
    if (inBlock) {
      comments++
      inBlock = !line.includes("*/")
    } else if (line.startsWith("//")) {
      comments++
    } else if (line.startsWith("/*") || line.startsWith("{/*")) {
      comments++
      inBlock = !line.includes("*/")
    }
  }
  return { lines, comments }
}

test("a line count sees a block comment, a line comment and code apart", () => {
  expect(commentLines("/**\n * why\n */\nconst a = 1 // same line\n// why\n\nb()\n")).toEqual({
    lines: 6,
    comments: 4,
  })
})

test.each(["src", "plugins"])("at most 10 %% of %s/'s source lines are comments", (folder) => {
  const counts = sourcesIn(folder).map((file) => commentLines(readFileSync(file, "utf8")))
  const lines = counts.reduce((sum, c) => sum + c.lines, 0)
  const comments = counts.reduce((sum, c) => sum + c.comments, 0)
  expect(lines).toBeGreaterThan(1000)
  expect(comments / lines).toBeLessThanOrEqual(MAX_SHARE)
})
