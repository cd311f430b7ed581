/** @jest-environment node */
import { description, effectiveSlug, pageContent, plainTitle } from "../../content/derived"
import { frozenContent, listOf } from "../../test/content"
import * as sanitize from "../../content/sanitize"
import { BOOKING_LABEL, NEWSLETTER_EMAIL_FIELD } from "../../content/schema"
import { previewBodies, previewContent } from "../preview/previewContent"

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

test("drawn again after a keystroke, the preview cleans only the text that changed", () => {
  const clean = jest.spyOn(sanitize, "sanitizeContentHtml")
  const raw = frozenContent()
  previewBodies(raw, assetUrl)
  previewContent(raw, assetUrl)
  clean.mockClear()
  // The coach types a letter into the hero's title: no article's text is cleaned again.
  const typed = { ...raw, HeroSection: { ...raw.HeroSection, title: `${raw.HeroSection.title}s` } }
  previewBodies(typed, assetUrl)
  previewContent(typed, assetUrl)
  expect(clean).not.toHaveBeenCalled()
  // A letter typed into an article's text cleans that text, once.
  const [first, ...rest] = listOf(raw, "Articles")
  const edited = {
    ...raw,
    Articles: [{ ...first!, content: `${first!.content}<p>More.</p>` }, ...rest],
  }
  previewBodies(edited, assetUrl)
  expect(clean).toHaveBeenCalledTimes(1)
  clean.mockRestore()
})

test("the preview makes nothing of the items the page does not show", () => {
  const raw = { ...frozenContent(), ResourcesShown: 1 }
  const { shortLists } = previewContent(raw, assetUrl)
  expect(shortLists.Articles?.shown).toHaveLength(1)
  expect(shortLists.Articles?.total).toBe(listOf(raw, "Articles").length)
})

test("a text the coach leaves empty shows its fallback, as the build gives it; the coach's words otherwise", () => {
  const raw = {
    ...frozenContent(),
    Booking: { url: "https://cal.com/coach", label: "" },
    Newsletter: {
      action: "https://news.example.com/subscribe",
      text: "Monthly.",
      heading: "Letters",
    },
  }
  const preview = previewContent(raw, assetUrl)
  expect(preview.Booking).toEqual({ url: "https://cal.com/coach", label: BOOKING_LABEL })
  expect(preview.Newsletter).toEqual({
    action: "https://news.example.com/subscribe",
    emailField: NEWSLETTER_EMAIL_FIELD,
    heading: "Letters",
    text: "Monthly.",
  })
})

test("an optional section the coach has emptied is absent, as the build gives it", () => {
  const raw = { ...frozenContent(), Booking: { url: "", label: "" }, Newsletter: { action: " " } }
  const preview = previewContent(raw, assetUrl)
  expect([preview.Booking, preview.Newsletter]).toEqual([null, null])
})
