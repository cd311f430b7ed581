import type { GatsbySSR } from "gatsby"

// Without JavaScript the menu button cannot work, so the header shows every link instead. Set here
// rather than in Head: Gatsby's Head escapes the contents of a <noscript>.
const noScriptMenu =
  "<style>[data-menu-toggle]{display:none!important}#site-menu{display:flex!important;position:static!important;flex-direction:row!important;box-shadow:none!important;padding:0!important}</style>"

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents }) => {
  setHeadComponents([
    <noscript key="no-script-menu" dangerouslySetInnerHTML={{ __html: noScriptMenu }} />,
  ])
}
