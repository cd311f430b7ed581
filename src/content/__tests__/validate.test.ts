/** @jest-environment node */
import path from "path"
import { frozenContent } from "../../test/content"
import { SLUG } from "../schema"
import { slugOf } from "../slug"
import { validateContent } from "../validate"
import { validateContentFile } from "../validateFile"

// The tests change a frozen copy (src/test/content.ts), never the coach's file, and ask a stand-in file
// system in which every picture exists but the ones they name as missing: the coach may rename or remove
// the real pictures.
const MISSING = ["./images/x.jpg", "./images/missing.jpg", "../static/articles/missing.svg"]
const fileExists = (relative: string) => !MISSING.includes(relative)

// Typed loosely on purpose: the tests write what the schema forbids.
type Content = ReturnType<typeof JSON.parse>
function problemsAfter(change: (content: Content) => void): string[] {
  const content: Content = frozenContent()
  change(content)
  return validateContent(JSON.stringify(content, null, 2), fileExists)
}

test("the frozen copy the tests change is valid to begin with", () => {
  expect(problemsAfter(() => {})).toEqual([])
})

test("the coach's data/content.json is valid, images included (the build refuses it otherwise)", () => {
  expect(validateContentFile(path.resolve("data", "content.json"))).toEqual([])
})

test("invalid JSON is reported with where it breaks", () => {
  const problems = validateContent('{\n  "HeroSection": {\n    "title": "x",,\n  }\n}', fileExists)
  expect(problems).toHaveLength(1)
  expect(problems[0]).toMatch(/^content\.json: is not valid JSON \(line 3, column \d+\): /)
})

test("a file that is not one object is refused", () => {
  expect(validateContent("[]", fileExists)).toEqual([
    "content.json: must hold one object with the page's sections, not a list",
  ])
})

test("a missing required field names its path and type", () => {
  const problems = problemsAfter((content) => delete content.HeroSection.title)
  expect(problems).toEqual(["content.json: HeroSection.title is required (string)"])
})

test("a blank required field counts as missing", () => {
  const problems = problemsAfter((content) => (content.Coaching1.content = "   "))
  expect(problems).toEqual(["content.json: Coaching1.content is required (HTML string)"])
})

test("a missing section is reported", () => {
  const problems = problemsAfter((content) => delete content.About)
  expect(problems).toEqual(["content.json: About is required (object)"])
})

test("a wrong type names what was found", () => {
  const problems = problemsAfter((content) => {
    content.HeroSection.title = 42
    content.Testimonials = { title: "not a list" }
  })
  expect(problems).toEqual([
    "content.json: HeroSection.title must be a string, not a number",
    "content.json: Testimonials must be a list, not an object",
  ])
})

test("an image path to no file is reported with the path as written", () => {
  const problems = problemsAfter((content) => (content.Testimonials[1].imageurl = "./images/x.jpg"))
  expect(problems).toEqual([
    "content.json: Testimonials[1].imageurl: ./images/x.jpg does not exist",
  ])
})

test("an image that is not a raster the image pipeline handles is reported", () => {
  const problems = problemsAfter((content) => (content.About.imageurl = "./images/logo.svg"))
  expect(problems).toEqual([
    "content.json: About.imageurl: ./images/logo.svg is not a JPEG, PNG, WebP or AVIF image",
  ])
})

test("an image without its alt text is reported", () => {
  const problems = problemsAfter((content) => delete content.Becomingthebest.imagealt)
  expect(problems).toEqual([
    "content.json: Becomingthebest.imagealt is required when imageurl is set (describe the image)",
  ])
})

test("a duplicate testimonial title is reported against the first use", () => {
  const problems = problemsAfter(
    (content) => (content.Testimonials[3].title = content.Testimonials[0].title),
  )
  expect(problems).toEqual([
    `content.json: Testimonials[3].title "${frozenContent().Testimonials[0]!.title}" is already used by Testimonials[0] (title must be unique)`,
  ])
})

test("a misspelt field is reported rather than silently ignored", () => {
  const problems = problemsAfter((content) => (content.HeroSection.ctaURL = "#contact"))
  expect(problems).toHaveLength(1)
  expect(problems[0]).toMatch(/^content\.json: HeroSection\.ctaURL is not a known field/)
})

test("every problem is reported at once, one message each", () => {
  const problems = problemsAfter((content) => {
    delete content.HeroSection.title
    content.Testimonials[0].imageurl = "./images/missing.jpg"
    content.Navigation[2].link = 5
  })
  expect(problems).toEqual([
    "content.json: Navigation[2].link must be a string, not a number",
    "content.json: HeroSection.title is required (string)",
    "content.json: Testimonials[0].imageurl: ./images/missing.jpg does not exist",
  ])
})

test("absent lists are allowed: the page shows 'loading' for them", () => {
  const problems = problemsAfter((content) => {
    delete content.Navigation
    delete content.Testimonials
    delete content.Articles
  })
  expect(problems).toEqual([])
})

test("an unknown resource icon is refused with the names it may have", () => {
  const problems = problemsAfter((content) => (content.Articles[0].icon = "rocket"))
  expect(problems).toEqual([
    'content.json: Articles[0].icon must be one of file-alt, podcast, book, file, not "rocket"',
  ])
})

test("a menu link that is not a section anchor is refused with what to write instead", () => {
  const problems = problemsAfter((content) => (content.Navigation[0].link = "javascript:alert(1)"))
  expect(problems).toEqual([
    'content.json: Navigation[0].link: "javascript:alert(1)" is not allowed here. Use a section anchor such as #about or #contact',
  ])
})

test.each(["#contact", "/", "/articles/", "https://example.org/", "mailto:coach@example.org"])(
  "the hero button may go to %s",
  (target) => expect(problemsAfter((content) => (content.HeroSection.ctaUrl = target))).toEqual([]),
)

test.each(["javascript:alert(1)", "//evil.example", "http://example.org", "data:text/html,x", "#"])(
  "the hero button may not go to %s",
  (target) =>
    expect(problemsAfter((content) => (content.HeroSection.ctaUrl = target))).toEqual([
      expect.stringMatching(/^content\.json: HeroSection\.ctaUrl: .* is not allowed here\. /),
    ]),
)

test("the page shows four testimonials: three or five are refused", () => {
  const four = frozenContent().Testimonials
  expect(problemsAfter((content) => (content.Testimonials = four.slice(0, 3)))).toEqual([
    "content.json: Testimonials must hold exactly 4 testimonials, not 3",
  ])
  const fifth = { ...four[0], title: "A fifth, distinct title" }
  expect(problemsAfter((content) => content.Testimonials.push(fifth))).toEqual([
    "content.json: Testimonials must hold exactly 4 testimonials, not 5",
  ])
})

test("an empty testimonial name is allowed", () => {
  expect(problemsAfter((content) => (content.Testimonials[0].name = ""))).toEqual([])
})

describe("images inside content HTML", () => {
  const withImage = (img: string) =>
    problemsAfter((content) => (content.Articles[0].content = `<p>Text</p>${img}`))

  test("need alt text", () => {
    expect(withImage('<img src="/articles/feedback-loop.svg">')).toContain(
      "content.json: Articles[0].content: the image /articles/feedback-loop.svg has no alt text",
    )
  })

  test("must be the site's own files, never another host's", () => {
    expect(withImage('<img src="https://example.com/a.png" alt="A">')).toEqual([
      "content.json: Articles[0].content: the image https://example.com/a.png must be a file of this site, e.g. /articles/x.svg",
    ])
  })

  test("must exist in static/", () => {
    expect(withImage('<img src="/articles/feedback-loop.svg" alt="A">')).toEqual([])
    expect(withImage('<img src="/articles/missing.svg" alt="A">')).toEqual([
      "content.json: Articles[0].content: the image /articles/missing.svg does not exist in static/",
    ])
  })
})

describe("resource addresses", () => {
  test("two titles that give the same address are refused, naming both items", () => {
    const problems = problemsAfter((content) => {
      content.Articles[2].title = content.Articles[0].title.toUpperCase()
    })
    const slug = slugOf(frozenContent().Articles[0]!)
    expect(problems).toEqual([
      `content.json: Articles[2].title gives the address /articles/${slug}/, which Articles[0] already has (set a different Articles[2].slug)`,
    ])
  })

  test("an own slug that repeats another item's address is refused against that item", () => {
    const problems = problemsAfter((content) => {
      content.Books[1].slug = slugOf(content.Books[0])
    })
    expect(problems).toEqual([
      expect.stringMatching(
        /^content\.json: Books\[1\]\.slug gives the address \/book-reviews\/[a-z0-9-]+\/, which Books\[0\] already has/,
      ),
    ])
  })

  test("the same slug in two lists is allowed: they are different folders", () => {
    expect(
      problemsAfter((content) => {
        content.Podcasts[0].slug = slugOf(content.Articles[0])
      }),
    ).toEqual([])
  })

  test("an own slug fixes a clash", () => {
    expect(
      problemsAfter((content) => {
        content.Articles[2].title = content.Articles[0].title
        content.Articles[2].slug = "a-second-look"
      }),
    ).toEqual([])
  })

  test.each([
    "../../etc/passwd",
    "Giving Feedback",
    "javascript:alert(1)",
    "a--b",
    "-a",
    "é",
    "a/b",
  ])("the hostile or malformed slug %j is refused with what to write instead", (slug) => {
    const problems = problemsAfter((content) => {
      content.Articles[0].slug = slug
    })
    expect(problems).toContain(
      `content.json: Articles[0].slug: "${slug}" is not allowed here. ${SLUG.message}`,
    )
  })

  test("a title with no letter or digit an address can use asks for a slug", () => {
    const problems = problemsAfter((content) => {
      content.Podcasts[1].title = "<em>???</em> 🎧"
    })
    expect(problems).toEqual([
      `content.json: Podcasts[1].title gives no address: it has no letters or digits a web address can use; set Podcasts[1].slug, e.g. "my-article"`,
    ])
  })
})
