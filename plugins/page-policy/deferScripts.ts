// Gatsby's own scripts (webpack runtime, React, the app) are fetched as soon as the HTML is parsed, where
// they compete with the hero image for a phone's bandwidth and CPU. The page is complete without them
// (every section is in the HTML), so they are fetched after the page has loaded and painted instead.

const EXTERNAL_ASYNC_SCRIPT = /<script src="(\/[^"]+\.js)" async(?:="")?><\/script>/g

/** Inline: after `load` and the next paint, add each held script back as an async script. */
export const SCRIPT_LOADER =
  'addEventListener("load",function(){requestAnimationFrame(function(){setTimeout(function(){' +
  'document.querySelectorAll("script[data-deferred-src]").forEach(function(held){' +
  'var script=document.createElement("script");script.src=held.getAttribute("data-deferred-src");' +
  "script.async=true;document.body.appendChild(script)})},0)})})"

// Every page Gatsby renders has this root; a page of Gatsby's with none of the scripts above means
// Gatsby's markup has changed, and the rewrite would silently do nothing.
const GATSBY_ROOT = 'id="___gatsby"'

/**
 * Holds back the page's external scripts until after load: each becomes an inert data block naming its
 * source, and one small inline loader adds them back. Throws when a Gatsby page has none to hold back.
 */
export function deferScripts(html: string, page: string): string {
  if (html.includes("data-deferred-src")) return html
  let held = 0
  const rewritten = html.replace(EXTERNAL_ASYNC_SCRIPT, (_, src: string) => {
    held++
    return `<script type="text/plain" data-deferred-src="${src}"></script>`
  })
  if (held > 0) return rewritten.replace("</body>", `<script>${SCRIPT_LOADER}</script></body>`)
  if (html.includes(GATSBY_ROOT)) {
    throw new Error(
      `page-policy: found none of Gatsby's <script src="/….js" async> tags in ${page}; Gatsby's markup has changed, so its scripts would no longer be held back. Update EXTERNAL_ASYNC_SCRIPT in plugins/page-policy/deferScripts.ts.`,
    )
  }
  return html
}
