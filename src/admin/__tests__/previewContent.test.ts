/** @jest-environment node */
import { description, effectiveSlug, pageContent, plainTitle } from "../../content/derived"
import { frozenContent, listOf } from "../../test/content"
import { previewContent } from "../preview/previewContent"

const assetUrl = (path: string) => `/preview/${path}`

test("each resource in the preview has the fields the build derives, from the same functions", () => {
  const raw = frozenContent()
  const [first] = listOf(raw, "Articles")
  const [shown] = previewContent(raw, assetUrl).shortLists.Articles!.shown
  expect(shown).toMatchObject({
    plainTitle: plainTitle(first!),
    pageContent: pageContent(first!),
    description: description(first!),
    slug: effectiveSlug(first!),
  })
})

test("a list the coach has emptied is absent, as the page reads it", () => {
  const raw = { ...frozenContent(), Podcasts: [] }
  expect(previewContent(raw, assetUrl).shortLists.Podcasts).toBeNull()
})

test("the preview shows as many of each list as the number the coach is typing, as the build would", () => {
  const raw = { ...frozenContent(), ResourcesShown: 2 }
  const { shortLists } = previewContent(raw, assetUrl)
  const articles = listOf(raw, "Articles")
  expect(shortLists.Articles?.total).toBe(articles.length)
  expect(shortLists.Articles?.shown.map(({ slug }) => slug)).toEqual(
    articles.slice(0, 2).map(effectiveSlug),
  )
})
