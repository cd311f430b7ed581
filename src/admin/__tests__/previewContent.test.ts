/** @jest-environment node */
import { description, effectiveSlug, pageContent, plainTitle } from "../../model/resourceFields"
import { frozenContent, listOf } from "../../test/content"
import * as sanitize from "../../model/sanitize"
import { BOOKING_LABEL, NEWSLETTER_EMAIL_FIELD } from "../../model/schema"
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

describe("the next events, as the one page shows them", () => {
  const event = (title: string, start: string, more: Record<string, unknown> = {}) => ({
    title,
    start,
    end: start.replace(/T.*/, "T17:00"),
    online: "https://meet.example.com/x",
    content: "<p>A workshop.</p>",
    register: "contact",
    ...more,
  })
  // Days apart, so the editor's own time zone, in which the preview reads them, changes nothing.
  const today = "2031-03-01"
  const nextOf = (events: unknown[]) =>
    previewContent({ ...frozenContent(), Events: events }, assetUrl, today).nextEvents.map(
      ({ title }) => title,
    )

  test("are the upcoming ones that are no drafts, soonest first, three at most", () => {
    expect(
      nextOf([
        event("Fifth", "2031-07-01T09:00"),
        event("Past", "2031-02-01T09:00"),
        event("Third", "2031-05-01T09:00"),
        event("Draft", "2031-03-10T09:00", { draft: true }),
        event("First", "2031-03-20T09:00"),
        event("Fourth", "2031-06-01T09:00"),
        event("Second", "2031-04-01T09:00"),
      ]),
    ).toEqual(["First", "Second", "Third"])
  })

  test("carry what the page shows of them: their address, when, and status", () => {
    const [shown] = previewContent(
      {
        ...frozenContent(),
        Events: [
          event("Coaching Circle", "2031-03-20T09:00", {
            status: "cancelled",
            timeZone: "Asia/Tokyo",
          }),
        ],
      },
      assetUrl,
      today,
    ).nextEvents
    expect(shown).toMatchObject({
      title: "Coaching Circle",
      path: "/events/coaching-circle/",
      when: "Thursday 20 March 2031, 9:00–17:00 (Tokyo time)",
      status: "cancelled",
      isOnline: true,
    })
  })

  test("an event whose times are still being typed is left out until they can be read", () => {
    expect(
      nextOf([
        event("Being typed", "2031-03-2", { end: "2031-03-25T17:00" }),
        event("Zone being typed", "2031-03-05T09:00", { timeZone: "Europe/Lon" }),
        event("Readable", "2031-04-01T09:00"),
      ]),
    ).toEqual(["Readable"])
  })

  test("a moved event whose first start is still being typed is shown, without that start", () => {
    const moved = event("Moved", "2031-04-01T09:00", {
      status: "moved",
      previousStart: "2031-03-2",
    })
    const [shown] = previewContent(
      { ...frozenContent(), Events: [moved] },
      assetUrl,
      today,
    ).nextEvents
    expect(shown).toMatchObject({ title: "Moved", status: "moved", previousWhen: null })
  })

  test("without events there are none", () => {
    expect(previewContent(frozenContent(), assetUrl, today).nextEvents).toEqual([])
  })
})
