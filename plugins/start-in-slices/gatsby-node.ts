import path from "node:path"
import type { GatsbyNode } from "gatsby"

// Gatsby runs from the site root; __dirname would point into .cache/compiled, where this file is compiled to.
const ENTRY = path.resolve("plugins", "start-in-slices", "startInSlices.ts")
/** The name the entry imports Gatsby's own browser entry by ("$": that exact name only). */
const GATSBY_APP = "gatsby-production-app$"

type WebpackConfig = { entry?: unknown; resolve?: { alias?: Record<string, unknown> } }

/**
 * The production bundle's entry, `app`, becomes this folder's startInSlices.ts, which starts Gatsby's own
 * entry after React, ReactDOM and the router, each in a task of its own. Only `gatsby build`'s browser
 * bundle: `gatsby develop` keeps Gatsby's entry (hot reloading), and server rendering has no main thread
 * to spare.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({
  stage,
  actions,
  getConfig,
  reporter,
}) => {
  if (stage !== "build-javascript") return
  const config = getConfig() as WebpackConfig
  const entry = config.entry as Record<string, unknown> | undefined
  const gatsbyApp = entry?.app
  if (typeof gatsbyApp !== "string") {
    // A Gatsby whose entry has another shape: the site still works, it just starts in one task.
    reporter.warn(
      `start-in-slices: Gatsby's browser entry "app" is not a module path; left as it is`,
    )
    return
  }
  actions.replaceWebpackConfig({
    ...config,
    entry: { ...entry, app: ENTRY },
    resolve: {
      ...config.resolve,
      alias: { ...config.resolve?.alias, [GATSBY_APP]: gatsbyApp },
    },
  })
}
