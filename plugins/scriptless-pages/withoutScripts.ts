import { isValidElement, type ReactNode } from "react"
import type { ScriptlessContext } from "../../src/siteConfig"

/** True for the context of a page that is sent without Gatsby's scripts. */
export const isScriptless = (pageContext: unknown): boolean =>
  typeof pageContext === "object" &&
  pageContext !== null &&
  (pageContext as Partial<ScriptlessContext>).scripts === false

// Data, not code: JSON-LD stays, as the browser never runs it.
const DATA_TYPES = /^application\/(ld\+)?json$/i

// Gatsby 5 writes its script tags (the chunk map, the compilation hash, runtime, framework and app) as a
// slice of its own, placed in the body by an element with this slice id (gatsby/cache-dir/static-entry.js).
const SCRIPTS_SLICE = "_gatsby-scripts"

type Props = { type?: unknown; sliceId?: unknown }

/** Whether an element of the body is Gatsby's runtime: its slice of scripts, or a script that runs. */
function isRuntime(node: ReactNode): boolean {
  if (!isValidElement<Props>(node)) return false
  const { type, sliceId } = node.props
  if (sliceId === SCRIPTS_SLICE) return true
  return node.type === "script" && !(typeof type === "string" && DATA_TYPES.test(type))
}

/** The body's components without Gatsby's runtime: what a page that needs no script is sent with. */
export const withoutScripts = (components: ReactNode[]): ReactNode[] =>
  components.filter((node) => !isRuntime(node))
