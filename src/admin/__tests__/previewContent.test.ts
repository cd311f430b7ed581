/** @jest-environment node */
import { description, effectiveSlug, pageContent, plainTitle } from "../../content/derived"
import { frozenContent, listOf } from "../../test/content"
import { previewContent } from "../preview/previewContent"

const assetUrl = (path: string) => `/preview/${path}`

test("each resource in the preview has the fields the build derives, from the same functions", () => {
  const raw = frozenContent()
  const [first] = listOf(raw, "Articles")
  const [shown] = previewContent(raw, assetUrl).Articles!
  expect(shown).toMatchObject({
    plainTitle: plainTitle(first!),
    pageContent: pageContent(first!),
    description: description(first!),
    slug: effectiveSlug(first!),
  })
})

test("a list the coach has emptied is absent, as the page reads it", () => {
  const raw = { ...frozenContent(), Podcasts: [] }
  expect(previewContent(raw, assetUrl).Podcasts).toBeNull()
})
