// Pagefind's Node API, run as a process of its own: the package is an ES module only, which Gatsby's
// compiled gatsby-node (CommonJS) cannot load. Reads { publicDir, outputPath, pages, excludeSelectors }
// as JSON on stdin; writes the index to outputPath. A failure ends it with Pagefind's errors on stderr.
import fs from "fs"
import path from "path"
import * as pagefind from "pagefind"

const input = JSON.parse(fs.readFileSync(0, "utf8"))

const fail = async (what, errors) => {
  await pagefind.close()
  console.error(`search-index: ${what}: ${errors.join("; ")}`)
  process.exit(1)
}

// Only each page's <main>: the header, the footer and the subscribe form are on every page.
const { index, errors } = await pagefind.createIndex({
  rootSelector: "main",
  excludeSelectors: input.excludeSelectors,
  forceLanguage: "en",
})
if (!index) await fail("could not start Pagefind", errors)

for (const { file, url } of input.pages) {
  const content = fs.readFileSync(path.join(input.publicDir, file), "utf8")
  const added = await index.addHTMLFile({ url, content })
  if (added.errors.length) await fail(`could not index ${file}`, added.errors)
}
fs.rmSync(input.outputPath, { recursive: true, force: true })
const written = await index.writeFiles({ outputPath: input.outputPath })
if (written.errors.length) await fail("could not write the index", written.errors)
await pagefind.close()
