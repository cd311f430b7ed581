import type { GatsbyNode } from "gatsby"
import { sourceMapsWanted } from "./sourceMaps"

export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter }) => {
  try {
    sourceMapsWanted()
  } catch (error) {
    reporter.panic((error as Error).message)
  }
}

/**
 * The browser bundle without source maps, unless the site owner asked for them (sourceMaps.ts). Only
 * `gatsby build`'s browser bundle: `gatsby develop` keeps its own, for the developer's browser.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions }) => {
  if (stage === "build-javascript" && !sourceMapsWanted())
    actions.setWebpackConfig({ devtool: false })
}
