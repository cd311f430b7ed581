import type { GatsbyNode } from "gatsby"

/**
 * The least a chunk of modules shared by page templates must weigh (webpack's measure: their source,
 * before minifying) for Gatsby's build to split it off. Gatsby's own is 20,000 bytes. The site's
 * templates share its layout, header, footer, pictures and the resource's details, about that much:
 * with the contact form's sending code moved out of the one page, webpack began to split them into a
 * chunk of their own, which the one page then loads as one more request, and as two compressed files
 * instead of one, 570 bytes more (measured 2026-11-25: 102,626 bytes of first-load script against
 * 102,070 without the split). Kept in each template's chunk, a visitor who goes on to a resource's page
 * downloads them again, inside that page's chunk, after the first load.
 */
const SHARED_MIN_SIZE = 100_000

type SplitChunks = { cacheGroups?: Record<string, { minSize?: number } | false> }
type WebpackConfig = { optimization?: { splitChunks?: SplitChunks | false } }

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({
  stage,
  getConfig,
  actions,
  reporter,
}) => {
  if (stage !== "build-javascript") return
  const config = getConfig() as WebpackConfig
  const splitChunks = config.optimization?.splitChunks
  const shared = splitChunks ? splitChunks.cacheGroups?.shared : undefined
  if (!shared) {
    // A Gatsby that groups chunks otherwise: the site still works; the budget test says what it costs.
    reporter.warn(
      "page-chunks: Gatsby's webpack configuration has no `shared` chunk group; left as it is",
    )
    return
  }
  shared.minSize = SHARED_MIN_SIZE
  actions.replaceWebpackConfig(config)
}
