/** @jest-environment node */
import { isNoindex, pagesToIndex, pageUrl } from "../pagesToIndex"

const page = (head = "") =>
  `<!doctype html><html><head>${head}</head><body><main>x</main></body></html>`

test("every page search engines may index, and no other file", () => {
  const files: Record<string, string> = {
    "index.html": page(),
    "articles/index.html": page(),
    "articles/giving-feedback/index.html": page(),
    "search/index.html": page('<meta name="robots" content="noindex"/>'),
    "admin/index.html": page(),
    "_gatsby/slices/_gatsby-scripts-1.html": page(),
    "page-data/index/page-data.json": "{}",
    "cards/abc.png": "",
  }
  expect(pagesToIndex(Object.keys(files), (file) => files[file]!)).toEqual([
    { file: "articles/giving-feedback/index.html", url: "/articles/giving-feedback/" },
    { file: "articles/index.html", url: "/articles/" },
    { file: "index.html", url: "/" },
  ])
})

test("noindex is read in either attribute order and any case, and not from the text", () => {
  expect(isNoindex(`<META content="noindex, nofollow" name=robots>`)).toBe(true)
  expect(isNoindex(`<meta name="robots" content="index, follow">`)).toBe(false)
  expect(isNoindex(`<p>&lt;meta name="robots" content="noindex"&gt;</p>`)).toBe(false)
  expect(pageUrl("404.html")).toBe("/404.html")
})
