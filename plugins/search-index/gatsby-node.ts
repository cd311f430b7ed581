// After the build, when the pages are final: Pagefind's index of them in public/pagefind/, for the search
// page (src/pages/search.tsx). A query downloads the library and a few chunks of the index, so what it
// costs grows little with the number of articles; no other page loads anything of it.
import { execFileSync } from "child_process"
import fs from "fs"
import path from "path"
import type { GatsbyNode } from "gatsby"
import { sectionIds } from "../../src/model/sectionIds"
import { SEARCH_LIBRARY } from "../../src/siteConfig"
import { pagesToIndex } from "./pagesToIndex"

/**
 * What Pagefind writes and no page of ours uses: its ready-made interfaces (the search page has its
 * own) and the highlighter. Removed so the deploy holds what visitors use.
 */
const UNUSED = /^pagefind-(ui|modular-ui|component-ui|highlight)\.(js|css)$/

// A resource's summary on the one page is not where its text is: its own page is found instead. (An
// attribute on the one page's list would be bytes in every visitor's first load; the list's own page
// marks its items with data-pagefind-ignore.)
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
