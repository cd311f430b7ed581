import path from "node:path"
import type { GatsbyNode } from "gatsby"

// Gatsby runs from the site root; __dirname would point into .cache/compiled.
const ENTRY = path.resolve("plugins", "start-in-slices", "startInSlices.ts")
/** "$": webpack aliases that exact name only. */
const GATSBY_APP = "gatsby-production-app$"

type WebpackConfig = { entry?: unknown; resolve?: { alias?: Record<string, unknown> } }

// Replaces a Gatsby internal: webpack's browser entry `app`, Gatsby's .cache/production-app.
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({
  stage,
  actions,
  getConfig,
  reporter,
}) => {
  // develop keeps hot reloading; server rendering has no main thread to spare.
  if (stage !== "build-javascript") return
  const config = getConfig() as WebpackConfig
  const entry = config.entry as Record<string, unknown> | undefined
  const gatsbyApp = entry?.app
  if (typeof gatsbyApp !== "string") {
    // Fails loudly: a Gatsby that changed its entry must be met by a change here, not a silent loss.
    reporter.panic(
      `start-in-slices: Gatsby's browser entry "app" is no longer a module path; check this plugin against Gatsby's webpack configuration`,
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
