/** @jest-environment node */
import { frozenContent } from "../../test/content"
import { schemaOrgProblems } from "../../test/schemaOrg"
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
    coach: content.Coach,
  })

test("the JSON-LD is a ProfessionalService whose every property and value schema.org defines", () => {
  const jsonLd = data()
  expect(jsonLd["@type"]).toBe("ProfessionalService")
  expect(schemaOrgProblems(jsonLd)).toEqual([])
})

test("the coach, their credential and its certifying body come from the Coach fields", () => {
  const { founder } = data()
  const { name, credential, certifiedBy } = content.Coach
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
    coach: { ...content.Coach, name: "" },
  })
  expect(founder).not.toHaveProperty("name")
  expect(founder.jobTitle).toBe(content.Coach.credential)
})
