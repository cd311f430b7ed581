/** @jest-environment node */
import { excerptParts, hitOf, resultsCount } from "../results"

// As Pagefind 1.6 gives them: read from its results for the tests' hostile book review.
test("an excerpt's matches are marked, and its escaped markup stays text, as written", () => {
  const parts = excerptParts(
    "A <mark>hostile</mark> book: &lt;b&gt;bold&lt;/b&gt; ]]&gt; & more by Nobody. &lt;script&gt;x",
  )
  expect(parts).toEqual([
    { text: "A ", marked: false },
    { text: "hostile", marked: true },
    { text: " book: <b>bold</b> ]]> & more by Nobody. <script>x", marked: false },
  ])
})

test("a resource's result carries its title, kind and date as Pagefind gives them: plain text", () => {
  expect(
    hitOf({
      url: "/book-reviews/x/",
      excerpt: "<mark>one</mark>",
      meta: {
        title: "A hostile book: <b>bold</b> &lt; & more",
        kind: "Book review",
        date: "5 January 2031",
      },
    }),
  ).toEqual({
    url: "/book-reviews/x/",
    title: "A hostile book: <b>bold</b> &lt; & more",
    kind: "Book review",
    date: "5 January 2031",
    excerpt: [{ text: "one", marked: true }],
  })
})

test("the one page's result leads to the section that matched best, the first of equals", () => {
  const section = (title: string, anchor: string, weights: number[]) => ({
    title,
    url: `/#${anchor}`,
    excerpt: `<mark>${title}</mark>`,
    weighted_locations: weights.map((weight) => ({ weight })),
  })
  const onePage = (...subs: ReturnType<typeof section>[]) =>
    hitOf({
      url: "/",
      excerpt: "whole page",
      meta: { title: "Becoming Your Best" },
      sub_results: [{ title: "Becoming Your Best", url: "/", excerpt: "top" }, ...subs],
    })
  expect(
    onePage(section("About", "about-title", [1]), section("My Services", "services-title", [1, 2])),
  ).toEqual({
    url: "/#services-title",
    title: "My Services",
    kind: "Section",
    excerpt: [{ text: "My Services", marked: true }],
  })
  expect(
    onePage(section("About", "about-title", [2]), section("Contact", "contact", [2])).url,
  ).toBe("/#about-title")
  // Found only above its first section's heading: the page itself.
  expect(hitOf({ url: "/", excerpt: "x", meta: { title: "Home" }, sub_results: [] }).url).toBe("/")
})

test("the count a screen reader hears", () => {
  expect(resultsCount(0, "zebra")).toBe("No results for “zebra”")
  expect(resultsCount(1, "trust")).toBe("1 result for “trust”")
  expect(resultsCount(12, "<img src=x>")).toBe("12 results for “<img src=x>”")
})
