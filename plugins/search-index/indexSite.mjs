// A process of its own: Pagefind is an ES module only, which Gatsby's compiled (CommonJS)
// gatsby-node cannot load. Its input comes as JSON on stdin.
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
