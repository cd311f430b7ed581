/** @jest-environment node */
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
