/** @jest-environment node */
import { emptiedAsNullExtension, orFallbackExtension } from "../fieldExtensions"
import { contentTypeDefs } from "../typeDefs"

const typeDefs = contentTypeDefs()
const typeBody = (name: string) =>
  new RegExp(`type ${name}\\b[^{]*\\{([^}]*)\\}`).exec(typeDefs)?.[1] ?? ""

test("the content node is declared, not inferred, so a content edit cannot change the schema", () => {
  expect(typeDefs).toMatch(/type Content implements Node @dontInfer \{/)
})

test("required sections are non-null and lists that may be absent are nullable", () => {
  const content = typeBody("Content")
  expect(content).toContain("HeroSection: ContentHero!")
  expect(content).toContain("Navigation: [ContentNavItem!]\n")
  expect(content).toContain("Testimonials: [ContentTestimonial!]\n")
})

test("images resolve to files relative to content.json; optional ones stay nullable", () => {
  expect(typeBody("ContentHero")).toContain("imageurl: File! @fileByRelativePath")
  expect(typeBody("ContentBlock")).toContain("imageurl: File @fileByRelativePath")
  expect(typeBody("ContentBlock")).toContain("imagealt: String\n")
})

test("an optional text with a fallback is never null: the coach's words, or the fallback, made at build", () => {
  expect(typeBody("ContentNewsletter")).toContain(
    'heading: String! @orFallback(value: "Get new articles by email")',
  )
  expect(typeBody("ContentNewsletter")).toContain('emailField: String! @orFallback(value: "email")')
  expect(typeBody("ContentBooking")).toContain(
    'label: String! @orFallback(value: "Book a free introductory call")',
  )
  expect(typeBody("ContentNewsletter")).toContain("action: String!\n")
})

test("the fallback stands in for an empty or blank field, and never for the coach's words", () => {
  const { resolve } = orFallbackExtension.extend({ value: "Get new articles by email" })
  const info = { fieldName: "heading" }
  expect(resolve({ heading: "Letters from Morgan" }, {}, {}, info)).toBe("Letters from Morgan")
  for (const empty of [{}, { heading: null }, { heading: "" }, { heading: "   " }])
    expect(resolve(empty, {}, {}, info)).toBe("Get new articles by email")
})

test("an optional section the editor has emptied is null, as the validator takes it; one with words is itself", () => {
  expect(typeBody("Content")).toContain("Booking: ContentBooking @emptiedAsNull\n")
  expect(typeBody("Content")).toContain("Newsletter: ContentNewsletter @emptiedAsNull\n")
  expect(typeBody("Content")).toContain("FooterText: ContentBlock!\n")
  const { resolve } = emptiedAsNullExtension.extend()
  const info = { fieldName: "Booking" }
  expect(resolve({ Booking: { url: "", label: "  " } }, {}, {}, info)).toBeNull()
  expect(resolve({}, {}, {}, info)).toBeNull()
  const given = { url: "https://cal.com/coach", label: "" }
  expect(resolve({ Booking: given }, {}, {}, info)).toBe(given)
})
