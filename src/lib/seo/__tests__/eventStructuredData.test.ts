/** @jest-environment node */
import { coach } from "../../../test/fixtures"
import { schemaOrgProblems } from "../../../test/schemaOrg"
import { eventStructuredData } from "../eventStructuredData"
import { coachPerson } from "../structuredData"

const site = {
  title: "Becoming Your Best",
  description: "Executive leadership coaching.",
  siteUrl: "https://coach.example",
  image: "/social-card.jpg",
}
const url = "https://coach.example/events/leading-through-change/"
type Event = Parameters<typeof eventStructuredData>[0]["event"]
const workshop: Event = {
  title: "Leading Through Change",
  description: "A half-day workshop for leaders of teams in change.",
  startDate: "2031-03-20T09:00:00+00:00",
  endDate: "2031-03-20T13:00:00+00:00",
  previousStartDate: null,
  status: "scheduled",
  online: null,
  place: {
    name: "The Royal Institution",
    address: "21 Albemarle Street, London W1S 4BS, United Kingdom",
  },
  register: "contact",
  price: null,
  amount: null,
  currency: null,
  image: null,
}
// Read as the JSON it becomes: which properties it has is what the tests check.
const page = (event: Partial<Event> = {}): Record<string, unknown> =>
  eventStructuredData({ site, coach, event: { ...workshop, ...event }, url })

const place = {
  "@type": "Place",
  name: "The Royal Institution",
  address: {
    "@type": "PostalAddress",
    streetAddress: "21 Albemarle Street, London W1S 4BS, United Kingdom",
  },
}
const joining = "https://zoom.example/j/123"
const virtual = { "@type": "VirtualLocation", url: joining }

test("an event page's JSON-LD is an Event with its name, times, page and picture", () => {
  expect(page()).toMatchObject({
    "@context": "https://schema.org",
    "@type": "Event",
    name: "Leading Through Change",
    description: "A half-day workshop for leaders of teams in change.",
    startDate: "2031-03-20T09:00:00+00:00",
    endDate: "2031-03-20T13:00:00+00:00",
    url,
    image: ["https://coach.example/social-card.jpg"],
  })
  const picture = "https://coach.example/static/workshop.jpg"
  expect(page({ image: picture }).image).toEqual([picture])
})

test("the coach organises and performs it, as the same Person the business names", () => {
  const jsonLd = page()
  const person = { ...coachPerson(coach), url: "https://coach.example/" }
  expect(jsonLd.organizer).toEqual(person)
  expect(jsonLd.performer).toEqual(person)
  expect(schemaOrgProblems({ "@context": "https://schema.org", ...person })).toEqual([])
})

describe("its status", () => {
  const moved = "2031-03-13T09:00:00+00:00"
  test.each([
    ["scheduled", "https://schema.org/EventScheduled"],
    ["cancelled", "https://schema.org/EventCancelled"],
    ["moved", "https://schema.org/EventRescheduled"],
  ] as const)("a %s event is %s", (status, eventStatus) => {
    const jsonLd = page({ status, previousStartDate: status === "moved" ? moved : null })
    expect(jsonLd.eventStatus).toBe(eventStatus)
    expect(jsonLd.startDate).toBe(workshop.startDate)
    expect(schemaOrgProblems(jsonLd)).toEqual([])
  })

  test("only a moved event says when it was first to start", () => {
    expect(page({ status: "moved", previousStartDate: moved })).toMatchObject({
      previousStartDate: moved,
    })
    expect(page({ status: "scheduled", previousStartDate: moved })).not.toHaveProperty(
      "previousStartDate",
    )
    expect(page({ status: "cancelled", previousStartDate: moved })).not.toHaveProperty(
      "previousStartDate",
    )
  })

  test("places are offered for a scheduled or moved event, never for a cancelled one", () => {
    expect(page().offers).toMatchObject({ availability: "https://schema.org/InStock" })
    expect(page({ status: "moved", previousStartDate: moved }).offers).toMatchObject({
      availability: "https://schema.org/InStock",
    })
    expect(page({ status: "cancelled" }).offers).not.toHaveProperty("availability")
  })
})

describe("where it is attended", () => {
  test.each([
    ["at its place", { online: null }, "Offline", place],
    ["online", { place: null, online: joining }, "Online", virtual],
    ["at its place and online", { online: joining }, "Mixed", [place, virtual]],
  ] as const)("an event %s is %sEventAttendanceMode there", (_, where, mode, location) => {
    const jsonLd = page(where)
    expect(jsonLd).toMatchObject({
      eventAttendanceMode: `https://schema.org/${mode}EventAttendanceMode`,
      location,
    })
    expect(schemaOrgProblems(jsonLd)).toEqual([])
  })
})

describe("its offer", () => {
  test("registration through the contact form leads to the one page's contact section", () => {
    expect(page().offers).toMatchObject({ "@type": "Offer", url: "https://coach.example/#contact" })
    const form = "https://tickets.example/leading-through-change"
    expect(page({ register: form }).offers).toMatchObject({ url: form })
  })

  test.each([
    ["a whole amount", 95, "95"],
    ["an amount with cents", 49.5, "49.5"],
    ["a free event", 0, "0"],
  ])(
    "%s is the price as schema.org writes it, beside its ISO 4217 currency",
    (_, amount, price) => {
      const jsonLd = page({ amount, currency: "GBP", price: "As written" })
      expect(jsonLd.offers).toMatchObject({ price, priceCurrency: "GBP" })
      expect(schemaOrgProblems(jsonLd)).toEqual([])
    },
  )

  test("a price in words stays words, beside the amount or alone: no number is read out of it", () => {
    const offers = (event: Partial<Event>) => page(event).offers
    expect(offers({ price: "From $4,800" })).toEqual({
      "@type": "Offer",
      url: "https://coach.example/#contact",
      availability: "https://schema.org/InStock",
      description: "From $4,800",
    })
    expect(offers({ price: "On request", amount: 95 })).not.toHaveProperty("price")
    expect(offers({ price: "On request", currency: "GBP" })).not.toHaveProperty("priceCurrency")
    expect(offers({ price: "$95, lunch included", amount: 95, currency: "USD" })).toMatchObject({
      price: "95",
      priceCurrency: "USD",
      description: "$95, lunch included",
    })
  })

  test("without a price the offer says none", () => {
    expect(page().offers).toEqual({
      "@type": "Offer",
      url: "https://coach.example/#contact",
      availability: "https://schema.org/InStock",
    })
  })
})

test("text that looks like markup is kept as it is written: the page's script escapes it", () => {
  const hostile = "</script><script>alert(1)</script>"
  const jsonLd = page({ title: hostile, description: hostile, price: hostile })
  expect(jsonLd.name).toBe(hostile)
  expect(jsonLd.description).toBe(hostile)
  expect(jsonLd.offers).toMatchObject({ description: hostile })
})
