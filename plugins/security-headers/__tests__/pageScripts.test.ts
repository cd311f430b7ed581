/** @jest-environment node */
import { holdsScript, pageScripts } from "../pageScripts"

const GATSBY =
  `<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/articles/a \\"b\\"/";/*]]>*/</script>` +
  `<script id="gatsby-chunk-mapping">\n  window.___chunkMapping="{\\"app\\":[\\"/app-1.js\\"]}";\n</script>` +
  `<script>window.___webpackCompilationHash="15bfd186bafeca1d0cc5";</script>` +
  `<script src="/app-1.js" async></script>`
const page = (body: string) =>
  `<!DOCTYPE html><html><head><meta charset="utf-8">` +
  `<script type="application/ld+json">{"@type":"Article"}</script></head><body>${body}${GATSBY}</body></html>`

test("Gatsby's own scripts are known by what they are; JSON data blocks need no hash", () => {
  const { inline, files } = pageScripts(page(""), "index.html")
  expect(inline).toHaveLength(3)
  expect(inline.some((script) => script.includes("@type"))).toBe(false)
  expect(files).toEqual(["/app-1.js"])
})

test.each([
  ["<script>alert(1)</script>", /an inline script the site does not know: "alert\(1\)"/],
  ["<svg><script>alert(1)</script></svg>", /inline script the site does not know/],
  ['<script type="module">import("/x.js")</script>', /inline script the site does not know/],
  ['<script type="speculationrules">{}</script>', /inline script the site does not know/],
  [
    '<script id="gatsby-chunk-mapping">window.___chunkMapping="{\\"app\\":[\\"https://evil.example/x.js\\"]}";</script>',
    /inline script the site does not know/,
  ],
  [
    '<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/";alert(1)//";/*]]>*/</script>',
    /inline script the site does not know/,
  ],
  ['<script>window.___webpackCompilationHash="1";alert(1);</script>', /does not know/],
  ['<div ONCLICK="alert(1)">x</div>', /inline event handler \(onclick\): "alert\(1\)"/],
  ['<body onload="x()">', /inline event handler \(onload\)/],
  ['<a href=" java\tscript:alert(1)">x</a>', /javascript: address \(href\)/],
  ['<a href="JaVaScRiPt:alert(1)">x</a>', /javascript: address \(href\)/],
  ['<iframe src="javascript:alert(1)"></iframe>', /javascript: address \(src\)/],
  ['<form action="javascript:alert(1)"></form>', /javascript: address \(action\)/],
  ['<button formaction="javascript:alert(1)">x</button>', /javascript: address \(formaction\)/],
  [
    '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
    /javascript: address \(content\)/,
  ],
])("the build stops at %s, naming the page", (html, message) => {
  expect(() => pageScripts(page(html), "articles/a/index.html")).toThrow(
    new RegExp(`^security-headers: articles/a/index\\.html has .*${message.source}`),
  )
})

test("words about javascript: outside an address are only words", () => {
  const html = page(
    '<meta name="description" content="Why javascript: links break"><p title="javascript: no">javascript:x</p>',
  )
  expect(() => pageScripts(html, "index.html")).not.toThrow()
})

test("a file under static/ may hold no script at all, known or not", () => {
  expect(holdsScript("google-site-verification: google0123.html")).toBeUndefined()
  expect(holdsScript(page(""))).toMatch(/^loads "\/app-1\.js"/)
  expect(holdsScript('<script>window.___webpackCompilationHash="1";</script>')).toMatch(/^runs /)
  expect(holdsScript('<img src=x onerror="alert(1)">')).toMatch(/inline event handler/)
})
