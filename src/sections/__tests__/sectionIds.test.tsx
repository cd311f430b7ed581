import { render } from "@testing-library/react"
import { sectionIds } from "../../model/sectionIds"
import * as fixtures from "../../test/fixtures"
import { installIntersectionObserver } from "../../test/intersectionObserver"
import IndexPage from "../../pages/index"

beforeEach(() => installIntersectionObserver())

// The ids links may name are the validator's and the editor's rule.
test("every section a link may name is on the page, under that id, once", () => {
  render(
    <IndexPage
      data={{
        site: fixtures.site,
        content: {
          // The business's JSON-LD, for the page's head, which this test does not render.
          structuredData: {},
          Navigation: fixtures.navigation,
          HeroSection: fixtures.hero,
          About: fixtures.about,
          Coach: fixtures.coach,
          Becomingthebest: fixtures.best,
          CoachingDescription: fixtures.services,
          // Optional: its cards sit in My services.
          Offers: null,
          Coaching1: fixtures.coaching1,
          Coaching2: fixtures.coaching2,
          Emotional: fixtures.emotional,
          Testimonials: fixtures.testimonials,
          shortLists: fixtures.lists,
          // Optional, and without a section of its own: its link sits in Contact.
          Booking: null,
          // Optional, and no section: its form sits above the footer.
          Newsletter: null,
          FooterText: fixtures.footerText,
          // Without events, no block of them; with some, a block without an id (no link leads there).
          nextEvents: [],
        },
      }}
    />,
  )
  for (const id of Object.values(sectionIds)) {
    expect(document.querySelectorAll(`[id="${id}"]`)).toHaveLength(1)
  }
  // And every section of the page is one a link may name (the hero, the page's top, has no anchor).
  const sectionsOnPage = [...document.querySelectorAll("main section[id]")].map(({ id }) => id)
  expect(sectionsOnPage.sort()).toEqual(
    Object.values(sectionIds)
      .filter((id) => document.getElementById(id)!.tagName === "SECTION")
      .sort(),
  )
})
