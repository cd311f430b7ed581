/** @jest-environment node */
import { deferScripts, SCRIPT_LOADER } from "../deferScripts"

const page =
  '<html><head></head><body><div id="___gatsby"></div><script id="gatsby-chunk-mapping">window.x=1</script>' +
  '<script src="/webpack-runtime-abc.js" async></script><script src="/app-def.js" async></script></body></html>'

const defer = (html: string) => deferScripts(html, "index.html")

test("external scripts are held as inert blocks and re-added by one loader after load", () => {
  const html = defer(page)
  expect(html).not.toMatch(/<script src=/)
  expect(html).toContain(
    '<script type="text/plain" data-deferred-src="/webpack-runtime-abc.js"></script>',
  )
  expect(html).toContain('<script type="text/plain" data-deferred-src="/app-def.js"></script>')
  expect(html).toContain(`<script>${SCRIPT_LOADER}</script></body>`)
  // Inline scripts stay where they are.
  expect(html).toContain('<script id="gatsby-chunk-mapping">window.x=1</script>')
})

test("running it twice changes nothing more", () => {
  expect(defer(defer(page))).toBe(defer(page))
})

test("a page that is not Gatsby's, without external scripts, is left alone", () => {
  const plain = "<html><body><p>Hi</p></body></html>"
  expect(defer(plain)).toBe(plain)
})

test("a Gatsby page whose scripts it cannot find fails loudly, naming the page", () => {
  // As if Gatsby one day wrote its script tags differently.
  const changed = page.replace(
    /<script src="([^"]+)" async><\/script>/g,
    '<script async src="$1"></script>',
  )
  expect(() => defer(changed)).toThrow(
    /page-policy: found none of Gatsby's <script src="\/….js" async> tags in index.html/,
  )
})
