// Gatsby still writes a scriptless page's page data, so a client-side visit renders it as usual.
import type { GatsbySSR } from "gatsby"
import { isScriptless, withoutScripts } from "./withoutScripts"

// Gatsby calls onRenderBody, which reads the context, before onPreRenderHTML, which changes tags.
const scriptless = new Set<string>()

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ pathname, loadPageDataSync }) => {
  if (isScriptless(loadPageDataSync(pathname).result.pageContext)) scriptless.add(pathname)
  else scriptless.delete(pathname)
}

// Gatsby 5 puts no preload of its scripts or page data in the head: they are all in the body's end.
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({
  pathname,
  getPostBodyComponents,
  replacePostBodyComponents,
}) => {
  if (scriptless.has(pathname)) replacePostBodyComponents(withoutScripts(getPostBodyComponents()))
}
