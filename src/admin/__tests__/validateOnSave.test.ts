/** @jest-environment node */
import { frozenContent } from "../../test/content"
import { refuseInvalidContent } from "../validateOnSave"

// Loosely typed: the tests write what the schema forbids.
const content = (): ReturnType<typeof JSON.parse> => frozenContent()
// Decap's entry holds an object; what is in it is the coach's, hence any shape.
const entry = (data: unknown) => ({
  entry: { get: () => ({ toJS: () => data as Record<string, unknown> }) },
})

test("good content is saved", () => {
  expect(() => refuseInvalidContent(entry(content()))).not.toThrow()
})

test("a picture without a description is refused, naming where", () => {
  const data = content()
  data.Coaching1.imagealt = " "
  expect(() => refuseInvalidContent(entry(data))).toThrow(
    /Not published\. Please fix:\nCoaching, first block › Picture description is required when imageurl is set/,
  )
})

test("a testimonial title used twice is refused, naming both", () => {
  const data = content()
  data.Testimonials[2].title = data.Testimonials[0].title
  expect(() => refuseInvalidContent(entry(data))).toThrow(
    /Testimonials › 3 › Title ".*" is already used by Testimonials › 1 › Title/,
  )
})

test("an unknown icon and a hostile link are refused", () => {
  const data = content()
  data.Articles[0].icon = "<img src=x onerror=alert(1)>"
  data.HeroSection.ctaUrl = "javascript:alert(document.cookie)"
  expect(() => refuseInvalidContent(entry(data))).toThrow(
    /Hero › Button goes to: "javascript:alert\(document\.cookie\)" is not allowed here[\s\S]*Articles › 1 › Icon must be one of file-alt, podcast, book, file/,
  )
})

test("a picture the build has not seen yet is saved: the editor uploaded it, the build checks its bytes", () => {
  const data = content()
  data.HeroSection.imageurl = "./images/just-uploaded.jpg"
  expect(() => refuseInvalidContent(entry(data))).not.toThrow()
})

test("a picture path leading out of data/ is refused in the editor too", () => {
  const data = content()
  data.Books[0].imageurl = "../static/cover.jpg"
  expect(() => refuseInvalidContent(entry(data))).toThrow(
    /Book reviews › 1 › Picture: \.\.\/static\/cover\.jpg leads outside data\//,
  )
})

test("two articles with the same title are refused, naming both", () => {
  const data = content()
  data.Articles[1].title = data.Articles[0].title
  expect(() => refuseInvalidContent(entry(data))).toThrow(
    /Articles › 2 › Title ".*" is already used by Articles › 1 › Title/,
  )
})

test("the coach's own words in a message stay as typed, even where they read like a section's name", () => {
  const data = content()
  data.HeroSection.ctaUrl = "Books[0].title"
  expect(() => refuseInvalidContent(entry(data))).toThrow(
    /Hero › Button goes to: "Books\[0\]\.title" is not allowed here/,
  )
})

test("an entry without data is refused with the build's message, not a crash", () => {
  const empty = { entry: { get: () => undefined } }
  expect(() => refuseInvalidContent(empty)).toThrow(/^Not published\. Please fix:\n/)
})

test("an address a browser cannot open, or one that names an IP host, is refused with why", () => {
  const data = content()
  data.Booking = { url: "https://cal.com:99999/coach" }
  data.HeroSection.ctaUrl = "https://0x7f.1/"
  expect(() => refuseInvalidContent(entry(data))).toThrow(
    /Hero › Button goes to: "https:\/\/0x7f\.1\/" is not allowed here\. It names its host by an IP address[\s\S]*"https:\/\/cal\.com:99999\/coach" is not allowed here\. It is not an address a browser can open/,
  )
})
