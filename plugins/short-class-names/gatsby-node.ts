import type { GatsbyNode } from "gatsby"
import { nameClasses, SHORT_CLASS_NAME } from "./classNames"

// The page's script (build-javascript) and its HTML (build-html) must name every class alike.
const PRODUCTION_STAGES = new Set(["build-javascript", "build-html"])

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({
  stage,
  getConfig,
  actions,
  reporter,
}) => {
  if (!PRODUCTION_STAGES.has(stage)) return
  const config = getConfig() as { module?: { rules?: unknown } }
  if (nameClasses(config.module?.rules, SHORT_CLASS_NAME) === 0) {
    // A Gatsby that loads CSS otherwise: the site still works; the budget test says what it costs.
    reporter.warn("short-class-names: found no CSS-module loader in Gatsby's webpack configuration")
    return
  }
  actions.replaceWebpackConfig(config)
}
