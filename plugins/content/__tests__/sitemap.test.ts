import { sitemapEntry } from "../sitemap"

test("a dated resource's page tells search engines its day as lastmod", () => {
  expect(
    sitemapEntry({ path: "/articles/giving-feedback/", pageContext: { date: "2026-03-14" } }),
  ).toEqual({ url: "/articles/giving-feedback/", lastmod: "2026-03-14" })
})

test.each([{ date: null }, { date: "" }, {}, null, undefined])(
  "a page without a date (%j) has no lastmod rather than an empty or made-up one",
  (pageContext) => {
    expect(sitemapEntry({ path: "/", pageContext })).toEqual({ url: "/" })
  },
)
