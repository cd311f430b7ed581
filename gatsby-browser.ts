import "./src/styles/global.css"
import type { GatsbyBrowser } from "gatsby"
import { identityLinkTarget } from "./src/lib/identityLink"

export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  const target = identityLinkTarget(window.location)
  if (target) window.location.replace(target)
}
