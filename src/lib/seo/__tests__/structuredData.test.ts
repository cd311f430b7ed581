/** @jest-environment node */
import type { ResourcePageType } from "../../../model/schema"
import { offerCatalog } from "../offerCatalog"
import { plainText } from "../../../model/sanitize"
import { frozenContent, listOf } from "../../../test/content"
import { coach as contentCoach } from "../../../test/fixtures"
import { schemaOrgProblems } from "../../../test/schemaOrg"
import { resourceStructuredData } from "../resourceStructuredData"
import { businessId, businessStructuredData } from "../structuredData"

const site = {
  title: "Becoming Your Best",
  description: "Executive leadership coaching.",
  siteUrl: "https://coach.example",
  image: "/social-card.jpg",
}
const content = frozenContent()
const data = () =>
  businessStructuredData({
    site,
    services: [content.HeroSection.title, content.Emotional.title],
    coach: contentCoach,
  })

test("the JSON-LD is a ProfessionalService whose every property and value schema.org defines", () => {
  const jsonLd = data()
  expect(jsonLd["@type"]).toBe("ProfessionalService")
  expect(schemaOrgProblems(jsonLd)).toEqual([])
})

test("the coach, their credential and its certifying body come from the Coach fields", () => {
  const { founder } = data()
  const { name, credential, certifiedBy } = contentCoach
  expect(founder).toEqual({
    "@type": "Person",
    name,
    jobTitle: credential,
    hasCredential: {
      "@type": "EducationalOccupationalCredential",
      name: credential,
      recognizedBy: { "@type": "Organization", name: certifiedBy.name, url: certifiedBy.url },
    },
  })
})

test("the shape check refuses unknown properties, wrong types and a missing context", () => {
  const { "@context": _context, ...withoutContext } = data()
  expect(schemaOrgProblems(withoutContext)).toEqual(["@context must be https://schema.org"])
  const jsonLd = data()
  expect(
    schemaOrgProblems({
      ...jsonLd,
      url: "not a url",
      founder: { ...jsonLd.founder, credential: "x", hasCredential: { "@type": "Person" } },
    }),
  ).toEqual([
    '$.url: "not a url" is not a URL',
    "$.founder.hasCredential must be EducationalOccupationalCredential, not Person",
    "$.founder.credential is not a property of Person",
  ])
})

test("without the coach's name the Person has none, rather than an empty one", () => {
  const { founder } = businessStructuredData({
    site,
    services: [content.HeroSection.title],
    coach: { ...contentCoach, name: "" },
  })
  expect(founder).not.toHaveProperty("name")
  expect(founder.jobTitle).toBe(contentCoach.credential)
})

describe("the coach's offers", () => {
  // The catalog as the build makes it (plugins/source-content's `catalog` field), in the business's data.
  const withOffers = (offers: Parameters<typeof offerCatalog>[0]): Record<string, unknown> =>
    businessStructuredData({
      site,
      services: [content.HeroSection.title, content.Emotional.title],
      coach: contentCoach,
      offerCatalog: offerCatalog(offers, businessId(site)),
    })
  const engagement = {
    title: "One-to-one executive coaching",
    audience: "For senior leaders in a new or larger role.",
    format: "Six months, every two weeks, by video or in person.",
  }
  const catalogOf = (jsonLd: Record<string, unknown>) =>
    jsonLd.hasOfferCatalog as { itemListElement: Record<string, unknown>[] }

  test("without offers, or with none listed, the JSON-LD is exactly what it was before offers", () => {
    const service = (name: string) => ({
      "@type": "Offer",
      itemOffered: {
        "@type": "Service",
        name,
        provider: { "@id": "https://coach.example/#business" },
      },
    })
    const before = {
      "@context": "https://schema.org",
      "@type": "ProfessionalService",
      "@id": "https://coach.example/#business",
      name: "Becoming Your Best",
      url: "https://coach.example/",
      description: "Executive leadership coaching.",
      image: "https://coach.example/social-card.jpg",
      founder: data().founder,
      makesOffer: [service(content.HeroSection.title), service(content.Emotional.title)],
    }
    expect(data()).toStrictEqual(before)
    expect(withOffers(undefined)).toStrictEqual(before)
    expect(withOffers(null)).toStrictEqual(before)
    expect(withOffers({ title: "Ways to work together", items: [] })).toStrictEqual(before)
  })

  test("they are an OfferCatalog of the business's Services, each with its audience and format", () => {
    const jsonLd = withOffers({
      title: "Ways to work together",
      items: [
        { ...engagement, price: "From $4,800", amount: 4800, currency: "USD" },
        { title: "Team coaching", audience: "For leadership teams.", format: "A day a month." },
      ],
    })
    expect(jsonLd.hasOfferCatalog).toEqual({
      "@type": "OfferCatalog",
      name: "Ways to work together",
      itemListElement: [
        {
          "@type": "Offer",
          itemOffered: {
            "@type": "Service",
            name: engagement.title,
            description: engagement.audience,
            provider: { "@id": "https://coach.example/#business" },
          },
          description: engagement.format,
          price: "4800",
          priceCurrency: "USD",
          priceSpecification: { "@type": "PriceSpecification", description: "From $4,800" },
        },
        {
          "@type": "Offer",
          itemOffered: {
            "@type": "Service",
            name: "Team coaching",
            description: "For leadership teams.",
            provider: { "@id": "https://coach.example/#business" },
          },
          description: "A day a month.",
        },
      ],
    })
    // The rest of the business is as it was, offers or none.
    expect(jsonLd.makesOffer).toEqual(data().makesOffer)
  })

  test("the offers have only properties and values schema.org defines", () => {
    const jsonLd = withOffers({
      title: "Ways to work together",
      items: [
        { ...engagement, price: "From $4,800", amount: 4800, currency: "USD" },
        { ...engagement, price: "On request" },
      ],
    })
    expect(schemaOrgProblems(jsonLd)).toEqual([])
  })

  test.each([
    ["a whole amount", 4800, "4800"],
    ["an amount with cents", 49.5, "49.5"],
    ["a free offer", 0, "0"],
  ])(
    "%s is the price as schema.org writes it, beside its ISO 4217 currency",
    (_, amount, price) => {
      const [offer] = catalogOf(
        withOffers({ title: "Offers", items: [{ ...engagement, amount, currency: "EUR" }] }),
      ).itemListElement
      expect(offer).toMatchObject({ price, priceCurrency: "EUR" })
      expect(offer).not.toHaveProperty("priceSpecification")
    },
  )

  test("a price in words stays words: no number is read out of it", () => {
    const [words, amountAlone, currencyAlone] = catalogOf(
      withOffers({
        title: "Offers",
        items: [
          { ...engagement, price: "From $4,800", amount: null, currency: null },
          { ...engagement, price: "On request", amount: 4800 },
          { ...engagement, price: "On request", currency: "USD" },
        ],
      }),
    ).itemListElement
    expect(words!.priceSpecification).toEqual({
      "@type": "PriceSpecification",
      description: "From $4,800",
    })
    for (const offer of [words, amountAlone, currencyAlone]) {
      expect(offer).not.toHaveProperty("price")
      expect(offer).not.toHaveProperty("priceCurrency")
    }
  })
})

describe("a resource's own page", () => {
  const url = "https://coach.example/articles/giving-feedback/"
  const [article] = listOf(content, "Articles")
  const [book] = listOf(content, "Books")
  const resource = (item: {
    title: string
    bookTitle?: string
    bookAuthor?: string
    date?: string
  }) => ({
    plainTitle: plainText(item.title),
    description: "The first sentence.",
    bookTitle: item.bookTitle ?? null,
    bookAuthor: item.bookAuthor ?? null,
    date: item.date ?? null,
  })
  // Read as the JSON it becomes: which properties a type has is what the tests check.
  const page = (
    type: ResourcePageType,
    item = article!,
    coach = contentCoach,
  ): Record<string, unknown> =>
    resourceStructuredData({ site, coach, type, resource: resource(item), url })

  test.each(["Article", "PodcastSeries", "Review"] as const)(
    "its %s JSON-LD has only properties and values schema.org defines",
    (type) => {
      const jsonLd = page(type, type === "Review" ? book! : article!)
      expect(jsonLd["@type"]).toBe(type)
      expect(jsonLd).toMatchObject({ description: "The first sentence.", mainEntityOfPage: url })
      expect(schemaOrgProblems(jsonLd)).toEqual([])
    },
  )

  test("an article is headed by its title, written by the coach and published by the business", () => {
    expect(page("Article")).toMatchObject({
      headline: plainText(article!.title),
      url,
      image: `${site.siteUrl}${site.image}`,
      author: businessStructuredData({ site, services: [], coach: contentCoach }).founder,
      publisher: { "@type": "Organization", "@id": "https://coach.example/#business" },
    })
  })

  test("a dated article or review says when it was published; a podcast pick and an undated item do not", () => {
    const dated = { ...article!, date: "2026-03-14" }
    expect(page("Article", dated)).toMatchObject({ datePublished: "2026-03-14" })
    expect(page("Review", { ...book!, date: "2031-01-05" })).toMatchObject({
      datePublished: "2031-01-05",
    })
    expect(schemaOrgProblems(page("Article", dated))).toEqual([])
    expect(page("PodcastSeries", dated)).not.toHaveProperty("datePublished")
    const { date: _date, ...undated } = dated
    expect(page("Article", undated)).not.toHaveProperty("datePublished")
  })

  test("without the coach's name the author has none, rather than an empty one", () => {
    const jsonLd = page("Article", article!, { ...contentCoach, name: "" })
    expect(jsonLd.author).not.toHaveProperty("name")
    expect(jsonLd.author).toMatchObject({ "@type": "Person", jobTitle: contentCoach.credential })
  })

  test("a book review reviews the Book its fields name, by each of its authors", () => {
    const jsonLd: Record<string, unknown> = resourceStructuredData({
      site,
      coach: contentCoach,
      type: "Review",
      resource: resource({ ...book!, bookTitle: "Dare to Lead", bookAuthor: "Ann Lee, Bo Chen ," }),
      url,
      cover: "https://coach.example/static/cover.jpg",
    })
    expect(jsonLd.itemReviewed).toEqual({
      "@type": "Book",
      name: "Dare to Lead",
      image: "https://coach.example/static/cover.jpg",
      author: [
        { "@type": "Person", name: "Ann Lee" },
        { "@type": "Person", name: "Bo Chen" },
      ],
    })
    expect(schemaOrgProblems(jsonLd)).toEqual([])
  })

  test("a book without its own title and author fields is named by the review's title, with no author", () => {
    const { bookTitle: _title, bookAuthor: _author, ...bare } = book!
    expect(page("Review", bare).itemReviewed).toEqual({
      "@type": "Book",
      name: plainText(book!.title),
    })
  })
})
