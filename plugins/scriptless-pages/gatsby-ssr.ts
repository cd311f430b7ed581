// A page whose HTML is complete needs none of Gatsby's scripts: a list's own page is plain links and the
// site's menu, a native popover. Sent without them, it is as fast as HTML can be on a phone (no React to
// download, parse and hydrate, 95 KB gzip), and every link and the menu work exactly as before.
// createPages marks such a page with `scripts: false` in its context; Gatsby still writes its page data,
// so a client-side visit from another page renders it as usual.
import type { GatsbySSR } from "gatsby"
import { isScriptless, withoutScripts } from "./withoutScripts"

// Gatsby renders a page's HTML in one go, onRenderBody (which can read the page's context) before
// onPreRenderHTML (which can change its tags).
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
