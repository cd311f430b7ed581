/** @jest-environment node */
import type { ResourcePageType } from "../../../content/schema"
import { plainText } from "../../../content/sanitize"
import { frozenContent, listOf } from "../../../test/content"
import { coach as contentCoach } from "../../../test/fixtures"
import { schemaOrgProblems } from "../../../test/schemaOrg"
import { resourceStructuredData } from "../resourceStructuredData"
import { businessStructuredData } from "../structuredData"

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
