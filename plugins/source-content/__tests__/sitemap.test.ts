import { sitemapEntry } from "../sitemap"

test("a dated resource's page tells search engines its day as lastmod", () => {
  expect(
    sitemapEntry(
      { path: "/articles/giving-feedback/", pageContext: { date: "2026-03-14" } },
      "2026-03-14",
    ),
  ).toEqual({ url: "/articles/giving-feedback/", lastmod: "2026-03-14" })
})

test.each([{ date: null }, { date: "" }, {}, null, undefined])(
  "a page without a date (%j) has no lastmod rather than an empty or made-up one",
  (pageContext) => {
    expect(sitemapEntry({ path: "/", pageContext })).toEqual({ url: "/" })
  },
)

test("a day still to come is no lastmod: a sitemap's dates must be true on the day it is built", () => {
  const page = { path: "/book-reviews/leaders-eat-last/", pageContext: { date: "2031-01-05" } }
  expect(sitemapEntry(page, "2031-01-04")).toEqual({ url: page.path })
  expect(sitemapEntry(page, "2031-01-05")).toEqual({ url: page.path, lastmod: "2031-01-05" })
  // Built today, as gatsby-plugin-sitemap calls it: with the page alone.
  expect(sitemapEntry(page)).toEqual({ url: page.path })
})
