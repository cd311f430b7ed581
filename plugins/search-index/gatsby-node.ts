import { execFileSync } from "child_process"
import fs from "fs"
import path from "path"
import type { GatsbyNode } from "gatsby"
import { sectionIds } from "../../src/model/sectionIds"
import { SEARCH_LIBRARY } from "../../src/siteConfig"
import { pagesToIndex } from "./pagesToIndex"

// Pagefind's ready-made interfaces and highlighter: the search page has its own.
const UNUSED = /^pagefind-(ui|modular-ui|component-ui|highlight)\.(js|css)$/

// A resource is found at its own page; a selector, since an attribute would add to the first load.
const EXCLUDED = [`#${sectionIds.resources} li`]

export const onPostBuild: GatsbyNode["onPostBuild"] = ({ reporter }) => {
  const publicDir = path.resolve("public")
  const outputPath = path.join(publicDir, SEARCH_LIBRARY)
  const files = fs
    .readdirSync(publicDir, { recursive: true, encoding: "utf8" })
    .map((file) => file.split(path.sep).join("/"))
  const pages = pagesToIndex(files, (file) => fs.readFileSync(path.join(publicDir, file), "utf8"))
  const runner = path.resolve("plugins", "search-index", "indexSite.mjs")
  try {
    execFileSync(process.execPath, [runner], {
      input: JSON.stringify({ publicDir, outputPath, pages, excludeSelectors: EXCLUDED }),
      stdio: ["pipe", "pipe", "pipe"],
    })
  } catch (error) {
    const { stderr } = error as { stderr?: Buffer }
    reporter.panic(`search-index: Pagefind failed\n${stderr?.toString() ?? String(error)}`)
  }
  for (const file of fs.readdirSync(outputPath)) {
    if (UNUSED.test(file)) fs.rmSync(path.join(outputPath, file))
  }
  reporter.info(`search-index: ${pages.length} pages indexed in ${SEARCH_LIBRARY}`)
}
