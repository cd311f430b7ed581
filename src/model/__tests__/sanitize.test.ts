/** @jest-environment node */
import { blockAllowList, inlineAllowList, sanitizeContentHtml } from "../sanitize"

const hostile = [
  "<p>Read <strong>this</strong> and <em>that</em>.</p>",
  '<script>alert("x")</script>',
  '<img src="/articles/feedback-loop.svg" alt="Diagram" onerror="alert(1)" width="640" height="360">',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="https://hbr.org/podcasts/ideacast" target="_self" onclick="steal()">IdeaCast</a>',
  '<a href="#contact">Contact me</a>',
  '<iframe src="https://evil.example/"></iframe>',
  '<img src="https://tracker.example/pixel.gif" alt="pixel">',
  '<p style="position:fixed" class="x" onmouseover="steal()">Styled</p>',
  "<form action='https://evil.example'><input name='card'></form>",
  "<blockquote><p>My takeaway: courage can be practised.</p></blockquote>",
  "<ul><li>One</li></ul><ol><li>Two</li></ol><h3>Heading</h3>",
].join("")

const clean = sanitizeContentHtml(hostile)

test("scripts, iframes, forms, event handlers, styles and javascript: URLs are removed", () => {
  expect(clean).not.toMatch(/<script|alert\(|<iframe|<form|<input|javascript:/i)
  expect(clean).not.toMatch(/\son[a-z]+=/i)
  expect(clean).not.toMatch(/style=|class=/)
})

test("the markup the content needs survives: emphasis, lists, quotations, headings, local images", () => {
  for (const kept of [
    "<strong>this</strong>",
    "<em>that</em>",
    "<ul><li>One</li></ul>",
    "<ol><li>Two</li></ol>",
    "<h3>Heading</h3>",
    "<blockquote><p>My takeaway: courage can be practised.</p></blockquote>",
    "<p>Styled</p>",
  ]) {
    expect(clean).toContain(kept)
  }
  expect(clean).toContain(
    '<img src="/articles/feedback-loop.svg" alt="Diagram" width="640" height="360" loading="lazy" decoding="async" />',
  )
})

test("outbound links open in a new tab with rel=noopener noreferrer; in-page links are left alone", () => {
  expect(clean).toContain(
    '<a href="https://hbr.org/podcasts/ideacast" target="_blank" rel="noopener noreferrer">IdeaCast</a>',
  )
  expect(clean).toContain('<a href="#contact">Contact me</a>')
})

test("an image from another host loses its source, so no page view requests it", () => {
  expect(clean).not.toContain("tracker.example")
})

test("titles keep only line breaks and emphasis", () => {
  expect(
    sanitizeContentHtml(
      'Dare to Lead<br>by <em>Brené Brown</em><script>x()</script><p onclick="y">z</p>',
      true,
    ),
  ).toBe("Dare to Lead<br />by <em>Brené Brown</em>z")
})

test("the exported allow-lists are what the sanitiser keeps, so the editor can rely on them", () => {
  for (const [allow, inline] of [
    [blockAllowList, false],
    [inlineAllowList, true],
  ] as const) {
    for (const tag of allow.tags) {
      const names = allow.attributes[tag] ?? []
      // An outbound link keeps target and rel (the sanitiser sets them); an in-page one would lose both.
      const value = (name: string) => (name === "href" ? "https://example.org/" : "/x")
      const attributes = names.map((name) => ` ${name}="${value(name)}"`).join("")
      const html =
        tag === "br" || tag === "hr" || tag === "img"
          ? `<${tag}${attributes}>`
          : `<${tag}${attributes}>x</${tag}>`
      const kept = sanitizeContentHtml(html, inline)
      expect(kept.startsWith(`<${tag}`)).toBe(true)
      for (const name of names) expect(kept).toContain(` ${name}=`)
    }
  }
  expect(sanitizeContentHtml("<h2>x</h2><span>y</span><code>z</code>")).toBe("xyz")
})
