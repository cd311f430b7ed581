import fs from "fs"
import path from "path"
import type { GatsbyNode } from "gatsby"
import { checkSettings } from "../../src/model/settings"
import { BUILD_ONLY } from "./buildOnly"
import { sourceMapsWanted } from "./sourceMaps"

export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter }) => {
  checkSettings(reporter, "trim-deploy", sourceMapsWanted)
}

// `gatsby develop` keeps its source maps, for the developer's browser.
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions }) => {
  if (stage === "build-javascript" && !sourceMapsWanted())
    actions.setWebpackConfig({ devtool: false })
}

/** Gatsby's files for itself, removed once the pages are written (buildOnly.ts). */
export const onPostBuild: GatsbyNode["onPostBuild"] = ({ store }) => {
  const { program } = store.getState() as { program: { directory: string } }
  for (const name of BUILD_ONLY)
    fs.rmSync(path.join(program.directory, "public", name), { recursive: true, force: true })
}
