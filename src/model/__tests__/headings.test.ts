import { withHeadingsFrom } from "../sanitize"

test("a text whose headings start at h4 starts them at h2 under a page's h1, keeping their order", () => {
  expect(withHeadingsFrom('<p>a</p><h4>One</h4><p>b</p><h4 id="x">Two</h4>', 2)).toBe(
    '<p>a</p><h2>One</h2><p>b</p><h2 id="x">Two</h2>',
  )
  expect(withHeadingsFrom("<h3>One</h3><h4>Under it</h4>", 2)).toBe("<h2>One</h2><h3>Under it</h3>")
})

test("a text without headings, or already starting at the level, is returned as it is", () => {
  expect(withHeadingsFrom("<p>Plain <strong>text</strong></p>", 2)).toBe(
    "<p>Plain <strong>text</strong></p>",
  )
  expect(withHeadingsFrom("<h2>A</h2>", 2)).toBe("<h2>A</h2>")
})
