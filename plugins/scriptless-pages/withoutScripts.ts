import { isValidElement, type ReactNode } from "react"
import type { ScriptlessContext } from "../../src/siteConfig"

export const isScriptless = (pageContext: unknown): boolean =>
  typeof pageContext === "object" &&
  pageContext !== null &&
  (pageContext as Partial<ScriptlessContext>).scripts === false

// JSON-LD stays: the browser never runs it.
const DATA_TYPES = /^application\/(ld\+)?json$/i

// Gatsby 5's slice holding its script tags (gatsby/cache-dir/static-entry.js).
const SCRIPTS_SLICE = "_gatsby-scripts"

type Props = { type?: unknown; sliceId?: unknown }

function isRuntime(node: ReactNode): boolean {
  if (!isValidElement<Props>(node)) return false
  const { type, sliceId } = node.props
  if (sliceId === SCRIPTS_SLICE) return true
  return node.type === "script" && !(typeof type === "string" && DATA_TYPES.test(type))
}

export const withoutScripts = (components: ReactNode[]): ReactNode[] =>
  components.filter((node) => !isRuntime(node))
