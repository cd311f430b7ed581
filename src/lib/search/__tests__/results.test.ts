/** @jest-environment node */
import { decoded, excerptParts, hitOf, resultsCount } from "../results"

test("an excerpt's matches are marked, and its escaped markup stays text", () => {
  const parts = excerptParts(
    "I wrote &lt;script&gt;alert(1)&lt;/script&gt; about <mark>feedback</mark> &amp; trust",
  )
  expect(parts).toEqual([
    { text: "I wrote <script>alert(1)</script> about ", marked: false },
    { text: "feedback", marked: true },
    { text: " & trust", marked: false },
  ])
})

test("an entity that names nothing, or no character, is left as written", () => {
  expect(decoded("&nosuch; &#0; &#x110000; &#x41;&#66;&quot;")).toBe('&nosuch; &#0; &#x110000; AB"')
})

test("a resource's result carries its title, kind and date; the one page's, its best section", () => {
  expect(
    hitOf({
      url: "/articles/x/",
      excerpt: "<mark>one</mark>",
      meta: { title: "A &lt;b&gt; title", kind: "Article", date: "5 January 2031" },
    }),
  ).toEqual({
    url: "/articles/x/",
    title: "A <b> title",
    kind: "Article",
    date: "5 January 2031",
    excerpt: [{ text: "one", marked: true }],
  })
  expect(
    hitOf({
      url: "/",
      excerpt: "whole page",
      meta: { title: "Becoming Your Best" },
      sub_results: [
        { title: "Becoming Your Best", url: "/", excerpt: "top" },
        { title: "My Services", url: "/#services-title", excerpt: "<mark>goals</mark>" },
      ],
    }),
  ).toEqual({
    url: "/#services-title",
    title: "My Services",
    kind: "Section",
    excerpt: [{ text: "goals", marked: true }],
  })
})

test("the count a screen reader hears", () => {
  expect(resultsCount(0, "zebra")).toBe("No results for “zebra”")
  expect(resultsCount(1, "trust")).toBe("1 result for “trust”")
  expect(resultsCount(12, "<img src=x>")).toBe("12 results for “<img src=x>”")
})
