/** @jest-environment node */
import { deferScripts, SCRIPT_LOADER } from "../deferScripts"

const page =
  '<html><head></head><body><div id="___gatsby"></div><script id="gatsby-chunk-mapping">window.x=1</script>' +
  '<script src="/webpack-runtime-abc.js" async></script><script src="/app-def.js" async></script></body></html>'

test("external scripts are held as inert blocks and re-added by one loader after load", () => {
  const html = deferScripts(page)
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
  expect(deferScripts(deferScripts(page))).toBe(deferScripts(page))
})

test("a page without external scripts is left alone", () => {
  const plain = "<html><body><p>Hi</p></body></html>"
  expect(deferScripts(plain)).toBe(plain)
})
