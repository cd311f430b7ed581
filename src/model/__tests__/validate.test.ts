/** @jest-environment node */
import path from "path"
import { frozenContent, listOf } from "../../test/content"
import { sectionIds } from "../sectionIds"
import { plainText } from "../sanitize"
import { sections, shapes, SLUG, type Shape } from "../schema"
import { slugOf } from "../slug"
import { inFileWords } from "../problems"
import { validateContent, type FileProbe, type Found, type ImageType } from "../validate"
import { eventItems, offerItems } from "../../test/fixtures"
import { validateContentFile } from "../../../plugins/source-content/validateFile"

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
/** A refused value's message: an https address also says why, in one sentence before the advice. */
const notAllowed = (path: string, value: string, advice: string) =>
  expect.stringMatching(
    new RegExp(
      `^${escaped(`content.json: ${path}: "${value}" is not allowed here.`)} (It [^.]+\\. )?${escaped(advice)}$`,
    ),
  )

// A stand-in file system in which every picture exists as named, but those a test names otherwise:
// the coach may rename the real ones. validateFile.test.ts checks the real file system's answers.
const FOUND: Record<string, Found> = {
  "data/images/x.jpg": { is: "missing" },
  "data/images/missing.jpg": { is: "missing" },
  "static/articles/missing.svg": { is: "missing" },
  "data/images/Hero.JPG": { is: "wrong-case", actual: "images/hero.jpg" },
  "data/images/notes.jpg": { is: "other" },
  "data/images/linked.jpg": { is: "outside" },
  "data/images/animation.png": { is: "image", type: "gif" },
  "static/articles/Diagram.SVG": { is: "wrong-case", actual: "articles/diagram.svg" },
  "static/articles/notes.png": { is: "other" },
  "static/articles/photo.svg": { is: "image", type: "png" },
  "static/articles/drawing.png": { is: "image", type: "svg" },
  "static/articles/linked.svg": { is: "outside" },
  "static/articles/a&b.svg": { is: "missing" },
}
const typeByName = (relative: string): ImageType => {
  const extension = relative.split(".").pop()!.toLowerCase()
  return extension === "jpg" ? "jpeg" : (extension as ImageType)
}
const probe: FileProbe = (root, relative) =>
  FOUND[`${root}/${relative}`] ?? { is: "image", type: typeByName(relative) }

const anchors = Object.values(sectionIds).map((id) => `#${id}`)
// What a terminal would show as nothing: no message may hold one.
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u

/** The validator's problems as the terminal and the build write them; `siteZone` is SITE_TIME_ZONE. */
const messages = (text: string, probe: FileProbe, siteZone?: string) =>
  validateContent(text, probe, siteZone).map(inFileWords)

// Typed loosely on purpose: the tests write what the schema forbids.
type Content = ReturnType<typeof JSON.parse>
function problemsAfter(change: (content: Content) => void, siteZone?: string): string[] {
  const content: Content = frozenContent()
  change(content)
  return messages(JSON.stringify(content, null, 2), probe, siteZone)
}

test("the frozen copy the tests change is valid to begin with", () => {
  expect(problemsAfter(() => {})).toEqual([])
})

test("the coach's data/content.json is valid, images included (the build refuses it otherwise)", () => {
  expect(validateContentFile(path.resolve("data", "content.json"))).toEqual([])
})

test("invalid JSON is reported with where it breaks", () => {
  const problems = messages('{\n  "HeroSection": {\n    "title": "x",,\n  }\n}', probe)
  expect(problems).toHaveLength(1)
  expect(problems[0]).toMatch(/^content\.json: is not valid JSON \(line 3, column \d+\): /)
})

test("a file that is not one object is refused", () => {
  expect(messages("[]", probe)).toEqual([
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
    `content.json: Testimonials[3].title "${listOf(frozenContent(), "Testimonials")[0]!.title}" is already used by Testimonials[0].title (each testimonial needs a title of its own)`,
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
    `content.json: Navigation[0].link: "javascript:alert(1)" is not allowed here. Use one of the page's sections: ${anchors.slice(0, -1).join(", ")} or ${anchors.at(-1)}`,
  ])
})

// Every way a link could run script, leave the page's sections for nowhere, or fail on click.
const HOSTILE_LINKS = [
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  "java%73cript:alert(1)",
  "&#106;avascript:alert(1)",
  "&#x6A;avascript:alert(1)",
  " javascript:alert(1)",
  "\tjavascript:alert(1)",
  "\njavascript:alert(1)",
  "java\tscript:alert(1)",
  "java\nscript:alert(1)",
  "java\u0000script:alert(1)",
  "\u200Bjavascript:alert(1)",
  "vbscript:msgbox(1)",
  "data:text/html,<script>alert(1)</script>",
  "//evil.example",
  "\\\\evil.example",
  "/path",
  "/",
  "#nowhere",
  "#%E0%A4%A",
  "#%61bout",
  "#",
  " #about",
  "#about ",
  "http://example.org",
  "HTTPS://example.org",
  "https://",
  "https:evil.example",
  "https:///evil.example",
  "https://example.org@evil.example",
  "https://example.org /x",
  "https://example.org/\u2028",
  "mailto:",
  "mailto:coach",
  "tel:",
  "tel:+1;ext=<script>",
]

test.each(HOSTILE_LINKS)("the hero button may not go to %j, and the message shows it", (target) => {
  const problems = problemsAfter((content) => (content.HeroSection.ctaUrl = target))
  expect(problems).toEqual([
    expect.stringMatching(/^content\.json: HeroSection\.ctaUrl: ".*" is not allowed here\. /),
  ])
  expect(problems[0]).not.toMatch(INVISIBLE)
})

test.each([...HOSTILE_LINKS, "https://example.org/", "mailto:coach@example.org"])(
  "a menu link may not go to %j: it names one of the page's sections",
  (target) => {
    const problems = problemsAfter((content) => (content.Navigation[1].link = target))
    expect(problems).toEqual([
      expect.stringMatching(/^content\.json: Navigation\[1\]\.link: ".*" is not allowed here\. /),
    ])
    expect(problems[0]).not.toMatch(INVISIBLE)
  },
)

test("an invisible character in a refused link is written out, not shown as nothing", () => {
  const problems = problemsAfter((content) => (content.HeroSection.ctaUrl = "\u200Bjava\tscript:x"))
  expect(problems[0]).toContain('"\\u{200B}java\\u{0009}script:x" is not allowed here')
})

test.each([
  ...anchors,
  "https://example.org",
  "https://www.example.org/path/?q=1&r=2#part",
  "https://example.org:8443/x",
  // The coach's scheduling page (Booking), which the hero's button may lead to as well.
  "https://cal.com/morgan/intro?duration=30",
  "mailto:coach@example.org",
  "mailto:first.last+site@example.co.uk?subject=Coaching",
  "tel:+15551234567",
  "tel:+1 (555) 123-4567",
])("the hero button may go to %s", (target) =>
  expect(problemsAfter((content) => (content.HeroSection.ctaUrl = target))).toEqual([]),
)

test.each(anchors)("a menu link may go to the section %s", (target) =>
  expect(problemsAfter((content) => (content.Navigation[0].link = target))).toEqual([]),
)

test.each([
  "javascript:alert(1)",
  "http://example.org",
  "https://example.org@evil.example",
  "https://",
])("the certifying body's address may not be %j", (url) =>
  expect(problemsAfter((content) => (content.Coach.certifiedBy.url = url))).toEqual([
    expect.stringMatching(/^content\.json: Coach\.certifiedBy\.url: ".*" is not allowed here\. /),
  ]),
)

test("the page shows four testimonials: three or five are refused", () => {
  const four = listOf(frozenContent(), "Testimonials")
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

describe("image fields", () => {
  const withImage = (imageurl: string) =>
    problemsAfter((content) => (content.Coaching1.imageurl = imageurl))
  const outside = "leads outside data/, where pictures must be: write it as ./images/photo.jpg"
  const address =
    "must be a path inside data/, not an address or an absolute path: write it as ./images/photo.jpg"

  test.each([
    ["../static/x.jpg", outside],
    ["./images/../../x.jpg", outside],
    ["../../../../etc/passwd.jpg", outside],
    ["/etc/hero.jpg", address],
    ["/images/hero.jpg", address],
    ["C:/Users/coach/hero.jpg", address],
    ["file:///etc/hero.jpg", address],
    ["https://evil.example/hero.jpg", address],
    ["..\\static\\x.jpg", 'separates folders with "\\": write it as ./images/photo.jpg'],
  ])("%j is refused", (imageurl, reason) => {
    expect(withImage(imageurl)).toEqual([`content.json: Coaching1.imageurl: ${imageurl} ${reason}`])
  })

  test("a path that stays inside data/ is fine, however it is written", () => {
    expect(withImage("images/coaching.jpg")).toEqual([])
    expect(withImage("./images/../images/coaching.jpg")).toEqual([])
  })

  test("a name whose letter case differs from the file's is refused, naming the file's", () => {
    expect(withImage("./images/Hero.JPG")).toEqual([
      "content.json: Coaching1.imageurl: ./images/Hero.JPG does not match the file's name letter for letter: on disk it is ./images/hero.jpg",
    ])
  })

  test("a file that is no picture inside, or another kind of picture, is refused", () => {
    expect(withImage("./images/notes.jpg")).toEqual([
      "content.json: Coaching1.imageurl: ./images/notes.jpg is not a JPEG, PNG, WebP or AVIF image inside (a renamed file?)",
    ])
    expect(withImage("./images/animation.png")).toEqual([
      "content.json: Coaching1.imageurl: ./images/animation.png holds a GIF image; use a JPEG, PNG, WebP or AVIF",
    ])
  })

  test("a link that leads out of data/ is refused", () => {
    expect(withImage("./images/linked.jpg")).toEqual([
      "content.json: Coaching1.imageurl: ./images/linked.jpg is a link to a file outside data/; put the picture itself there",
    ])
  })
})

describe("images inside content HTML", () => {
  const withImage = (img: string) =>
    problemsAfter((content) => (content.Articles[0].content = `<p>Text</p>${img}`))

  test("need alt text", () => {
    expect(withImage('<img src="/articles/feedback-loop.svg">')).toContain(
      "content.json: Articles[0].content: the image /articles/feedback-loop.svg has no alt text",
    )
  })

  test.each([
    "https://example.com/a.png",
    "//evil.example/a.png",
    "/\\evil.example/a.png",
    "articles/a.png",
    "data:image/svg+xml,<svg/>",
    "javascript:alert(1)",
  ])("must be the site's own files, never %j", (src) => {
    expect(withImage(`<img src="${src}" alt="A">`)).toEqual([
      `content.json: Articles[0].content: the image ${src} must be a file of this site, e.g. /articles/x.svg`,
    ])
  })

  test.each([
    "/../../etc/passwd",
    "/articles/../../x.svg",
    "/articles/%2e%2e/%2E%2E/x.svg",
    "/articles\\..\\..\\x.svg",
  ])("must stay inside static/, not %j", (src) => {
    expect(withImage(`<img src="${src}" alt="A">`)).toEqual([
      `content.json: Articles[0].content: the image ${src} leads outside static/, where the site's pictures are`,
    ])
  })

  test("must exist in static/, named letter for letter", () => {
    expect(withImage('<img src="/articles/feedback-loop.svg" alt="A">')).toEqual([])
    expect(withImage('<img src="/articles/missing.svg" alt="A">')).toEqual([
      "content.json: Articles[0].content: the image /articles/missing.svg does not exist in static/",
    ])
    expect(withImage('<img src="/articles/Diagram.SVG" alt="A">')).toEqual([
      "content.json: Articles[0].content: the image /articles/Diagram.SVG does not match the file's name letter for letter: in static/ it is /articles/diagram.svg",
    ])
  })

  test("are read as the build reads them: unquoted, with entities", () => {
    expect(withImage("<img src=/articles/missing.svg alt=A>")).toEqual([
      "content.json: Articles[0].content: the image /articles/missing.svg does not exist in static/",
    ])
    expect(withImage('<img src="/articles/a&amp;b.svg" alt="A">')).toEqual([
      "content.json: Articles[0].content: the image /articles/a&b.svg does not exist in static/",
    ])
  })

  test("must be pictures, and the kind their name says", () => {
    expect(withImage('<img src="/articles/notes.txt" alt="A">')).toEqual([
      "content.json: Articles[0].content: the image /articles/notes.txt is not a picture file (JPEG, PNG, WebP, AVIF, GIF or SVG)",
    ])
    expect(withImage('<img src="/articles/notes.png" alt="A">')).toEqual([
      "content.json: Articles[0].content: the image /articles/notes.png is not a picture inside (a renamed file?)",
    ])
    expect(withImage('<img src="/articles/photo.svg" alt="A">')).toEqual([
      "content.json: Articles[0].content: the image /articles/photo.svg holds a PNG image, which its name does not say: name it for what it is",
    ])
    expect(withImage('<img src="/articles/drawing.png" alt="A">')).toEqual([
      "content.json: Articles[0].content: the image /articles/drawing.png holds an SVG image, which its name does not say: name it for what it is",
    ])
  })

  test("a malformed escape or a link out of static/ is refused", () => {
    expect(withImage('<img src="/articles/x%E0%A4%A.svg" alt="A">')).toEqual([
      "content.json: Articles[0].content: the image /articles/x%E0%A4%A.svg has a malformed %-escape",
    ])
    expect(withImage('<img src="/articles/linked.svg" alt="A">')).toEqual([
      "content.json: Articles[0].content: the image /articles/linked.svg is a link to a file outside static/; put the picture itself there",
    ])
  })
})

describe("HTML that cleaning would empty", () => {
  test.each([
    "<script>alert(1)</script>",
    "<iframe src='https://evil.example'></iframe>",
    "<p></p>",
    "<p> </p>",
    "<p>&nbsp;</p>",
    "<p>\u200B</p>",
    "<style>p { color: red }</style>",
    "<form><input name=x></form>",
    "<br><hr>",
  ])("%j is refused where the page would show it", (html) => {
    const problems = problemsAfter((content) => {
      content.HeroSection.paragraph = html
      content.Testimonials[2].content = html
    })
    const emptied = "has nothing left to show once cleaned"
    expect(problems).toEqual([
      expect.stringMatching(new RegExp(`^content\\.json: HeroSection\\.paragraph ${emptied}`)),
      expect.stringMatching(
        new RegExp(`^content\\.json: Testimonials\\[2\\]\\.content ${emptied}`),
      ),
    ])
  })

  test("a title that is only a script is refused", () => {
    const problems = problemsAfter(
      (content) => (content.Podcasts[0].title = "<script>alert(1)</script>"),
    )
    expect(problems).toContainEqual(
      expect.stringMatching(
        /^content\.json: Podcasts\[0\]\.title has nothing left to show once cleaned/,
      ),
    )
  })

  test("a picture alone is something to show", () => {
    const picture = '<p><img src="/articles/feedback-loop.svg" alt="A feedback loop"></p>'
    expect(problemsAfter((content) => (content.Articles[0].content = picture))).toEqual([])
  })
})

describe("field names", () => {
  // JSON.stringify would not write "__proto__" as a key: the JSON text is written by hand, as a coach might.
  const withFields = (top: string, hero: string) => {
    const text = JSON.stringify(frozenContent())
      .replace(/^\{/, `{${top}`)
      .replace('"HeroSection":{', `"HeroSection":{${hero}`)
    return messages(text, probe)
  }

  test("the prototype's names are unknown fields like any other, __proto__ included", () => {
    const problems = withFields(
      '"constructor": {}, "toString": "x", "__proto__": {"title": "x"}, ',
      '"hasOwnProperty": 1, "__proto__": 2, ',
    )
    const unknown = (path: string) =>
      expect.stringMatching(new RegExp(`^content\\.json: ${path} is not a known field`))
    expect(problems).toEqual([
      unknown("constructor"),
      unknown("toString"),
      unknown("__proto__"),
      unknown("HeroSection\\.hasOwnProperty"),
      unknown("HeroSection\\.__proto__"),
    ])
  })

  test("a required field is not found on the prototype: __proto__ holding it does not count", () => {
    const text = JSON.stringify(frozenContent()).replace(
      /"title":"[^"]*",/,
      '"__proto__":{"title":"From the prototype"},',
    )
    expect(messages(text, probe)).toEqual([
      expect.stringMatching(/^content\.json: HeroSection\.__proto__ is not a known field/),
      "content.json: HeroSection.title is required (string)",
    ])
  })
})

describe("the file's text", () => {
  const text = () => JSON.stringify(frozenContent(), null, 2)

  test("a byte-order mark is refused in words, and the rest is still checked", () => {
    const content = frozenContent() as Content
    delete content.HeroSection.title
    const problems = messages(`\uFEFF${JSON.stringify(content)}`, probe)
    expect(problems).toEqual([
      "content.json: starts with an invisible byte-order mark (BOM), which JSON does not allow: save the file as UTF-8 without BOM",
      "content.json: HeroSection.title is required (string)",
    ])
  })

  test("an invisible character in a JSON error is written out", () => {
    const problems = messages(`${text()}\u200B`, probe)
    expect(problems).toEqual([expect.stringContaining("is not valid JSON")])
    expect(problems[0]).not.toMatch(INVISIBLE)
  })
})

describe("empty lists", () => {
  test("count as absent (the page shows 'loading'), even where four are asked for", () => {
    const problems = problemsAfter((content) => {
      for (const list of ["Navigation", "Testimonials", "Articles", "Podcasts", "Books"]) {
        content[list] = []
      }
    })
    expect(problems).toEqual([])
  })
})

describe("resource titles", () => {
  test.each(["Articles", "Podcasts", "Books"])(
    "two %s with the same title are refused, naming both",
    (list) => {
      const problems = problemsAfter((content) => {
        content[list][1].title = content[list][0].title
      })
      const title = plainText(listOf(frozenContent(), list as "Books")[0]!.title)
      expect(problems).toEqual([
        `content.json: ${list}[1].title "${title}" is already used by ${list}[0].title (each ${list === "Books" ? "book review" : list.slice(0, -1).toLowerCase()} needs a title of its own)`,
      ])
    },
  )

  test("the same words with other markup are the same title to a visitor", () => {
    const problems = problemsAfter((content) => {
      content.Articles[3].title = `<em>${content.Articles[1].title}</em>`
      content.Articles[3].slug = "another-address"
    })
    expect(problems).toEqual([
      expect.stringMatching(
        /^content\.json: Articles\[3\]\.title ".*" is already used by Articles\[1\]\.title/,
      ),
    ])
  })

  test("the same title in two lists is allowed", () => {
    expect(
      problemsAfter((content) => {
        content.Podcasts[0].title = content.Articles[0].title
      }),
    ).toEqual([])
  })
})

describe("title lengths", () => {
  const LINK_TITLE = "https://example.org/watch?v=".padEnd(863, "aZ09x")
  const WORDS_TITLE = "Leading teams through change ".repeat(380).slice(0, 11_000)
  const tooLong = (path: string, count: string, max: number) =>
    `content.json: ${path} is too long: ${count} characters, over the limit of ${max}. Please shorten it`

  test("an 11,000-character title is refused once, by its JSON path, without quoting it", () => {
    expect(WORDS_TITLE).toHaveLength(11_000)
    const problems = problemsAfter((content) => {
      content.Articles[3].title = WORDS_TITLE
    })
    expect(problems).toEqual([tooLong("Articles[3].title", "11,000", 240)])
  })

  test("an 863-character title without a space (a pasted link) is refused", () => {
    expect(LINK_TITLE).toHaveLength(863)
    const problems = problemsAfter((content) => {
      content.Books[1].title = LINK_TITLE
    })
    expect(problems).toEqual([tooLong("Books[1].title", "863", 240)])
  })

  test("a title is counted as a visitor reads it: markup aside, an entity or an emoji one character", () => {
    const at = (text: string) =>
      problemsAfter((content) => {
        content.Podcasts[0].title = text
      })
    expect(at(`<em>${"a".repeat(237)}</em><br>b&amp;`)).toEqual([])
    expect(at(`${"😀".repeat(239)}a`)).toEqual([])
    expect(at(`${"😀".repeat(240)}a`)).toEqual([tooLong("Podcasts[0].title", "241", 240)])
  })

  test.each([
    ["HeroSection.title", 120],
    ["About.title", 120],
    ["Testimonials[2].title", 120],
    ["Books[0].bookTitle", 240],
  ])("%s may hold %i characters, and no more", (path, max) => {
    const set = (text: string) =>
      problemsAfter((content) => {
        const keys = path.split(/[.[\]]+/).filter(Boolean)
        const last = keys.pop()!
        keys.reduce((node, key) => node[key], content)[last] = text
      })
    expect(set("x".repeat(max))).toEqual([])
    expect(set("x".repeat(max + 1))).toEqual([tooLong(path, String(max + 1), max)])
  })

  test("an event's and an offer's title are capped too", () => {
    const problems = problemsAfter((content) => {
      content.Events = [{ ...eventItems[0], title: "x".repeat(241) }]
      content.Offers = { items: [{ ...offerItems[0], action: "contact", title: "x".repeat(121) }] }
    })
    expect(problems).toEqual([
      tooLong("Offers.items[0].title", "121", 120),
      tooLong("Events[0].title", "241", 240),
    ])
  })

  test("every field called title has a cap", () => {
    const titles = Object.entries(shapes).flatMap(([name, shape]) =>
      Object.entries(shape as Shape)
        .filter(([field]) => field === "title")
        .map(([field, spec]) => [`${name}.${field}`, "maxLength" in spec && spec.maxLength]),
    )
    expect(titles.length).toBeGreaterThan(5)
    for (const [where, max] of titles) expect([where, max]).toEqual([where, expect.any(Number)])
  })
})

describe("resource addresses", () => {
  test("two titles that give the same address are refused, naming both items", () => {
    const problems = problemsAfter((content) => {
      content.Articles[2].title = content.Articles[0].title.toUpperCase()
    })
    const slug = slugOf(listOf(frozenContent(), "Articles")[0]!)
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

  test("an own slug fixes a clash of addresses", () => {
    expect(
      problemsAfter((content) => {
        content.Articles[2].title = content.Articles[0].title.toUpperCase()
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

describe("the coach's email (offered when a message cannot be sent)", () => {
  const emailAfter = (email: unknown) => problemsAfter((content) => (content.Coach.email = email))

  test.each(["", "coach@example.com", "morgan.ellis+site@mail.example.co.uk"])(
    "%j is fine (empty: none is offered)",
    (email) => expect(emailAfter(email)).toEqual([]),
  )

  test.each([
    "coach@example.com?bcc=everyone@example.org",
    "coach@example.com&body=x",
    "coach%40example.com",
    "a%0D%0ABcc:x@example.org@example.com",
    "coach@example.com\nBcc: x@example.org",
    "javascript:alert(1)//@example.com",
    "mailto:coach@example.com",
    "two@example.com, three@example.com",
    "coach at example dot com",
    "coach@localhost",
    "<coach@example.com>",
  ])("%j is refused, naming Coach.email", (email) => {
    const problems = emailAfter(email)
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(/^content\.json: Coach\.email: .* is not allowed here\. /)
    expect(problems[0]).not.toMatch(INVISIBLE)
  })

  test("a number is refused as not text", () => {
    expect(emailAfter(42)).toEqual(["content.json: Coach.email must be a string, not a number"])
  })
})

describe("how many resources the one page shows per list", () => {
  const shownAfter = (value: unknown) =>
    problemsAfter((content) => (content.ResourcesShown = value))
  const { min, max } = sections.ResourcesShown

  test.each([min, 12, max, "", null])("%j is fine (empty: the default)", (value) =>
    expect(shownAfter(value)).toEqual([]),
  )

  test("it may be left out", () => {
    expect(problemsAfter((content) => delete content.ResourcesShown)).toEqual([])
  })

  test.each([
    [0, "0"],
    [-1, "-1"],
    [max + 1, String(max + 1)],
    [2.5, "2.5"],
    ["12", '"12"'],
    ["twelve", '"twelve"'],
    [true, "true"],
    [[12], "[12]"],
    [{ value: 12 }, '{"value":12}'],
  ])("%j is refused, naming ResourcesShown and the range", (value, written) => {
    expect(shownAfter(value)).toEqual([
      `content.json: ResourcesShown must be a whole number from ${min} to ${max}, not ${written}`,
    ])
  })
})

describe("a resource's date", () => {
  const dated = (date: unknown, list = "Articles", index = 0) =>
    problemsAfter((content) => {
      content[list][index].date = date
    })

  test.each(["2026-03-14", "2024-02-29", "2031-01-05", "1999-12-31"])(
    "%s, a day of the calendar written as ISO 8601 (a future one too), is accepted",
    (date) => expect(dated(date)).toEqual([]),
  )

  test.each(["", "   ", null])("%j, left empty, means no date", (date) =>
    expect(dated(date)).toEqual([]),
  )

  test.each([
    ["2026-02-30", "February 2026 has 28 days"],
    ["2025-02-29", "February 2025 has 28 days"],
    ["2026-04-31", "April 2026 has 30 days"],
    ["2026-01-00", "January 2026 has 31 days"],
  ])("the impossible day %s is refused, naming its path and the month's length", (date, why) => {
    expect(dated(date, "Books", 1)).toEqual([
      `content.json: Books[1].date: "${date}" is not a day of the calendar: ${why}`,
    ])
  })

  test.each(["2026-03-14T09:30", "2026-03-14T09:30:00Z", "2026-03-14 09:30"])(
    "a time where only the day belongs, %s, is refused",
    (date) => {
      expect(dated(date)).toEqual([
        `content.json: Articles[0].date: "${date}" holds a time, where only the day belongs: write it as YYYY-MM-DD, e.g. 2026-03-14`,
      ])
    },
  )

  test.each([
    ["14/03/2026", "14/03/2026"],
    ["03/14/2026", "03/14/2026"],
    ["14 March 2026", "14 March 2026"],
    ["2026-3-14", "2026-3-14"],
    ["20260314", "20260314"],
    ["2026-13-01", "2026-13-01"],
    ["+02026-03-14", "+02026-03-14"],
    // A line break after the day is written out, so the coach can see why it is refused.
    ["2026-03-14\n", "2026-03-14\\u{000A}"],
  ])("a date in another form, %j, is refused, saying the form the site reads", (date, shown) => {
    expect(dated(date, "Podcasts")).toEqual([
      `content.json: Podcasts[0].date: "${shown}" is not a date in the form the site reads: write it as YYYY-MM-DD, e.g. 2026-03-14`,
    ])
  })

  test("a date that is not text is refused", () => {
    expect(dated(20260314)).toEqual([
      "content.json: Articles[0].date must be a date written as YYYY-MM-DD, not a number",
    ])
  })

  test("hostile text in a date is quoted as text, never run or read as markup", () => {
    const hostile = '<img src=x onerror=alert(1)>"'
    const [message] = dated(hostile)
    expect(message).toContain("Articles[0].date")
    expect(message).toContain("is not a date in the form the site reads")
  })
})

describe("Booking, the coach's scheduling page", () => {
  const booking = (value: unknown) =>
    problemsAfter((content) => {
      content.Booking = value
    })

  test("is optional, and a good address with or without its own link text is accepted", () => {
    expect(problemsAfter((content) => delete content.Booking)).toEqual([])
    expect(booking({ url: "https://cal.com/coach/intro" })).toEqual([])
    expect(
      booking({ url: "https://calendly.com/coach/30min?month=2026-12", label: "Pick a time" }),
    ).toEqual([])
  })

  test.each([
    "http://cal.com/coach",
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    "https://user:secret@cal.com/coach",
    "https://cal com/coach",
    "https://cal.com/coach intro",
    "https://localhost/coach",
    "https://-/coach",
    "https://cal.com:99999/x",
    "https://999.999.999.999/",
    "https://0x7f.1/",
    "//cal.com/coach",
    "data:text/html,<script>alert(1)</script>",
    " https://cal.com/coach",
  ])("the address %j is refused, at its JSON path", (url) => {
    expect(booking({ url })).toEqual([
      expect.stringMatching(
        /^content\.json: Booking\.url: ".*" is not allowed here[.:] .*Use the full web address, starting with https:\/\/$/,
      ),
    ])
  })

  test("an address is required once the section is given, and link text with markup is refused", () => {
    expect(booking({ label: "Pick a time" })).toEqual([
      "content.json: Booking.url is required (string)",
    ])
    expect(booking({ url: "https://cal.com/coach", label: "<b>Book</b> now" })).toEqual([
      'content.json: Booking.label: "<b>Book</b> now" is not allowed here. Use words only, without < or >',
    ])
    expect(booking("https://cal.com/coach")).toEqual([
      "content.json: Booking must be an object, not a string",
    ])
  })
})

describe("Newsletter, the coach's subscribe form", () => {
  const good = {
    action: "https://news.example.com/subscribe/morgan?list=a&src=site",
    text: "One letter when a new article is out.",
  }
  const newsletter = (value: unknown) =>
    problemsAfter((content) => {
      content.Newsletter = value
    })

  test("is optional, and a provider's form address with or without a field name and heading is accepted", () => {
    expect(problemsAfter((content) => delete content.Newsletter)).toEqual([])
    expect(newsletter(good)).toEqual([])
    for (const emailField of ["email", "EMAIL", "email_address", "fields[email]", "MERGE0"])
      expect(newsletter({ ...good, emailField, heading: "Letters from Morgan" })).toEqual([])
    expect(newsletter({ ...good, action: "", text: "", emailField: " ", heading: "" })).toEqual([])
  })

  test.each([
    "http://news.example.com/subscribe",
    "javascript:alert(1)",
    "https://user:secret@news.example.com/subscribe",
    "https://news example.com/subscribe",
    "https://news.example.com/sub scribe",
    "//news.example.com/subscribe",
    "https://news.example.com:99999/x",
    "https://999.999.999.999/",
    "https://0x7f.1/",
  ])("the form address %j is refused, at its JSON path", (action) => {
    expect(newsletter({ ...good, action })).toEqual([
      expect.stringMatching(
        /^content\.json: Newsletter\.action: ".*" is not allowed here[.:] .*Use the full web address, starting with https:\/\/$/,
      ),
    ])
  })

  test.each([
    'email" autofocus onfocus="alert(1)',
    "e mail",
    "email>",
    "[email]",
    "fields[]",
    "1email",
  ])("the field name %j is refused: it is no plain form-field name", (emailField) => {
    expect(newsletter({ ...good, emailField })).toEqual([
      `content.json: Newsletter.emailField: "${emailField}" is not allowed here. Use the field name your provider gives, e.g. email or fields[email]: letters, digits, _ . - and [ ]`,
    ])
  })

  test("a heading or invitation with markup is refused, and the invitation is required", () => {
    expect(newsletter({ ...good, heading: "<script>alert(1)</script>" })).toEqual([
      'content.json: Newsletter.heading: "<script>alert(1)</script>" is not allowed here. Use words only, without < or >',
    ])
    expect(newsletter({ ...good, text: "Read <b>this</b>" })).toEqual([
      'content.json: Newsletter.text: "Read <b>this</b>" is not allowed here. Use words only, without < or >',
    ])
    expect(newsletter({ action: good.action })).toEqual([
      "content.json: Newsletter.text is required (string)",
    ])
  })
})

test("Booking left by the editor with every field emptied counts as absent; a required section emptied does not", () => {
  expect(
    problemsAfter((content) => {
      content.Booking = { url: "", label: " " }
    }),
  ).toEqual([])
  expect(
    problemsAfter((content) => {
      content.FooterText = { title: "", content: "" }
    }),
  ).not.toEqual([])
})

describe("draft, on every article, podcast and book review", () => {
  const withDraft = (draft: unknown) =>
    problemsAfter((content) => {
      content.Articles[0].draft = draft
    })

  test("is true or false, or absent", () => {
    expect(withDraft(true)).toEqual([])
    expect(withDraft(false)).toEqual([])
    expect(problemsAfter((content) => delete content.Articles[0].draft)).toEqual([])
  })

  test.each(["yes", "true", 1, { on: true }])("%j is refused at its JSON path", (draft) => {
    expect(withDraft(draft)).toEqual([
      `content.json: Articles[0].draft must be true or false, not ${JSON.stringify(draft)}`,
    ])
  })
})

describe("Offers, the ways to work together", () => {
  const booking = { url: "https://cal.com/coach/intro" }
  /** The content with one offer: the first fixture (a "booking" one) changed by `fields`. */
  const withOffer = (
    fields: Record<string, unknown>,
    change: (content: Content) => void = () => {},
  ) =>
    problemsAfter((content) => {
      content.Booking = booking
      content.Offers = { items: [{ ...offerItems[0], ...fields }] }
      change(content)
    })
  const WORDS_ONLY = "is not allowed here. Use words only, without < or >"
  const ACTION =
    'Use "booking" (your scheduling page), "contact" (the contact form) or an https:// address, e.g. a Stripe or PayPal payment link'
  const NO_BOOKING =
    'content.json: Offers.items[0].action leads to your scheduling page, but Booking has none: set Booking\'s scheduling page, or use "contact" or an https:// address'

  test("an offer leading to the scheduling page is refused while Booking is absent", () => {
    expect(withOffer({}, (content) => delete content.Booking)).toEqual([NO_BOOKING])
  })

  test("an offer leading to the scheduling page is refused while Booking is emptied in the editor", () => {
    expect(withOffer({}, (content) => (content.Booking = { url: "" }))).toEqual([NO_BOOKING])
  })

  test("without Booking, offers leading to the form or to an address are fine", () => {
    expect(withOffer({ action: "contact" }, (content) => delete content.Booking)).toEqual([])
    expect(
      withOffer({ action: "https://buy.example.com/x" }, (content) => delete content.Booking),
    ).toEqual([])
  })

  test.each([
    "javascript:alert(1)",
    "http://buy.example.com/coaching",
    "Booking",
    "mailto:coach@example.com",
    "https://user:pw@buy.example.com/",
    "",
  ])("the button may not lead to %j", (action) => {
    const problems = withOffer({ action })
    expect(problems).toEqual([
      action === ""
        ? "content.json: Offers.items[0].action is required (string)"
        : notAllowed("Offers.items[0].action", action, ACTION),
    ])
  })

  test.each(["title", "audience", "format", "price"])(
    "markup in the %s is refused: it is shown as words",
    (field) => {
      expect(withOffer({ [field]: "<b>Free</b>" })).toEqual([
        `content.json: Offers.items[0].${field}: "<b>Free</b>" ${WORDS_ONLY}`,
      ])
    },
  )

  test("two offers with the same name are refused, naming both", () => {
    const problems = problemsAfter((content) => {
      content.Offers = { items: [offerItems[1], { ...offerItems[2], title: offerItems[1]!.title }] }
    })
    expect(problems).toEqual([
      `content.json: Offers.items[1].title "${offerItems[1]!.title}" is already used by Offers.items[0].title (each offer needs a title of its own)`,
    ])
  })

  test("the heading is optional and plain words", () => {
    expect(withOffer({}, (content) => (content.Offers.title = "How we can work"))).toEqual([])
    expect(withOffer({}, (content) => (content.Offers.title = "<em>Work</em>"))).toEqual([
      `content.json: Offers.title: "<em>Work</em>" ${WORDS_ONLY}`,
    ])
  })

  test("the valid offers, one for each kind of button, are accepted with Booking set", () => {
    expect(
      problemsAfter((content) => {
        content.Booking = booking
        content.Offers = { title: "How we can work together", items: offerItems }
      }),
    ).toEqual([])
  })
})

describe("Events, the workshops and talks", () => {
  /** The first fixture event changed; a field set to undefined is left out of the file. */
  const withEvent = (fields: Record<string, unknown>, siteZone?: string) =>
    problemsAfter((content) => (content.Events = [{ ...eventItems[0], ...fields }]), siteZone)
  const READ_AS = "write it as YYYY-MM-DDTHH:mm, e.g. 2031-03-20T09:00"

  test.each([
    ["2031-02-30T09:00", "is not a day of the calendar: February 2031 has 28 days"],
    ["2031-04-31T09:00", "is not a day of the calendar: April 2031 has 30 days"],
    ["2031-03-20T25:00", "is not a time of day: hours run from 00 to 23, minutes from 00 to 59"],
    ["2031-03-20T09:60", "is not a time of day: hours run from 00 to 23, minutes from 00 to 59"],
    ["2031-03-20 09:00", `is not a date and time the site reads: ${READ_AS}`],
    ["2031-03-20T09:00Z", `is not a date and time the site reads: ${READ_AS}`],
    ["2031-03-20T09:00:00", `is not a date and time the site reads: ${READ_AS}`],
    ["2031-03-20", `is not a date and time the site reads: ${READ_AS}`],
    ["20/03/2031 09:00", `is not a date and time the site reads: ${READ_AS}`],
  ])("the start %j is refused, at its path, saying why", (start, why) => {
    expect(withEvent({ start })).toEqual([`content.json: Events[0].start: "${start}" ${why}`])
  })

  test("a start that is not text is refused", () => {
    expect(withEvent({ start: 1931 })).toEqual([
      "content.json: Events[0].start must be a date and time written as YYYY-MM-DDTHH:mm, not a number",
    ])
  })

  test("start and end are required", () => {
    expect(withEvent({ start: undefined, end: "" })).toEqual([
      "content.json: Events[0].start is required (date and time, YYYY-MM-DDTHH:mm)",
      "content.json: Events[0].end is required (date and time, YYYY-MM-DDTHH:mm)",
    ])
  })

  describe("a time the clocks skip", () => {
    // On 30 March 2031 London's clocks go from 01:00 to 02:00: 01:30 never happens there.
    const skipped = { start: "2031-03-30T01:30", end: "2031-03-30T04:00" }
    const GAP =
      "content.json: Events[0].start: 2031-03-30T01:30 does not exist in Europe/London: the clocks go forward then. Use a time an hour later"

    test("is refused in the event's own time zone", () => {
      expect(withEvent({ ...skipped, timeZone: "Europe/London" })).toEqual([GAP])
    })

    test("is refused in the site's time zone when the event gives none", () => {
      expect(withEvent({ ...skipped, timeZone: undefined }, "Europe/London")).toEqual([GAP])
      expect(withEvent({ ...skipped, timeZone: " " }, "Europe/London")).toEqual([GAP])
      // The same time is a time like any other where the clocks do not change then.
      expect(withEvent({ ...skipped, timeZone: undefined }, "UTC")).toEqual([])
      expect(withEvent({ ...skipped, timeZone: "America/New_York" }, "Europe/London")).toEqual([])
    })

    test("is refused as the time a moved event was first to start", () => {
      expect(
        withEvent({ timeZone: "Europe/London", status: "moved", previousStart: skipped.start }),
      ).toEqual([GAP.replace("Events[0].start", "Events[0].previousStart")])
    })

    test("an hour later, as the message says, is accepted", () => {
      expect(
        withEvent({ ...skipped, start: "2031-03-30T02:30", timeZone: "Europe/London" }),
      ).toEqual([])
    })
  })

  test.each([
    ["2031-03-20T08:00", "before"],
    ["2031-03-20T09:00", "equal to"],
    ["2031-03-19T12:00", "a day before"],
  ])("an end at %s, %s the start, is refused at the end's path", (end) => {
    expect(withEvent({ start: "2031-03-20T09:00", end })).toEqual([
      `content.json: Events[0].end: ${end} is not after Events[0].start 2031-03-20T09:00: an event must end after it starts`,
    ])
  })

  test("an end a minute after the start, or days later, is accepted", () => {
    expect(withEvent({ start: "2031-03-20T09:00", end: "2031-03-20T09:01" })).toEqual([])
    expect(withEvent({ start: "2031-03-20T18:00", end: "2031-03-22T13:00" })).toEqual([])
  })

  test.each(["Mars/Base", "europe/london", "Europe/London ", "London", "GMT+1", "+01:00", 5])(
    "the time zone %j is refused, with what to write instead",
    (timeZone) => {
      expect(withEvent({ timeZone })).toEqual([
        `content.json: Events[0].timeZone: ${JSON.stringify(timeZone)} is not a time zone the site knows: use its IANA name, e.g. Europe/London, America/New_York or Asia/Kolkata`,
      ])
    },
  )

  test.each([
    "http://meet.example.com/x",
    "javascript:alert(1)",
    "https://user:pw@meet.example.com/x",
    "https://localhost/x",
    "//meet.example.com/x",
  ])("the joining address %j is refused", (online) => {
    expect(withEvent({ online })).toEqual([
      notAllowed("Events[0].online", online, "Use the full web address, starting with https://"),
    ])
  })

  test.each([
    "javascript:alert(1)",
    "http://tickets.example.com/x",
    "https://user:pw@host.example/",
    "https://host.example@evil.example/",
    "Contact",
    "mailto:coach@example.com",
  ])("the registration %j is refused", (register) => {
    expect(withEvent({ register })).toEqual([
      notAllowed(
        "Events[0].register",
        register,
        'Use "contact" (the contact form) or the https:// address of the registration page',
      ),
    ])
  })

  test.each(["title", "price"])("markup in the %s is refused: it is shown as words", (field) => {
    expect(withEvent({ [field]: "<b>Free</b>" })).toEqual([
      `content.json: Events[0].${field}: "<b>Free</b>" is not allowed here. Use words only, without < or >`,
    ])
  })

  test("markup in the place's name or address is refused", () => {
    const place = { name: "<i>Hall</i>", address: "1 Street<script>" }
    expect(withEvent({ place })).toEqual([
      'content.json: Events[0].place.name: "<i>Hall</i>" is not allowed here. Use words only, without < or >',
      'content.json: Events[0].place.address: "1 Street<script>" is not allowed here. Use words only, without < or >',
    ])
  })

  describe("the amount, for search engines", () => {
    const RANGE = "must be a number with at most two decimals from 0 to 10000000"

    test.each([
      [49.999, "49.999"],
      [-1, "-1"],
      ["49", '"49"'],
      [10_000_001, "10000001"],
      [true, "true"],
    ])("%j is refused, naming the path and what it may be", (amount, written) => {
      expect(withEvent({ amount })).toEqual([
        `content.json: Events[0].amount ${RANGE}, not ${written}`,
      ])
    })

    test.each([0, 49.5, 49.99, 4800])("%j is accepted", (amount) => {
      expect(withEvent({ amount })).toEqual([])
    })

    test("needs its currency, and a currency its amount", () => {
      expect(withEvent({ currency: undefined })).toEqual([
        "content.json: Events[0].currency is required when amount is set (e.g. USD, GBP or EUR)",
      ])
      expect(withEvent({ amount: undefined })).toEqual([
        "content.json: Events[0].amount is required when currency is set (e.g. 4800)",
      ])
      expect(withEvent({ amount: undefined, currency: undefined })).toEqual([])
    })

    test.each(["usd", "US$", "DOLLARS", "$"])("the currency %j is refused", (currency) => {
      expect(withEvent({ currency })).toEqual([
        `content.json: Events[0].currency: "${currency}" is not allowed here. Use the currency's three-letter code in capitals, e.g. USD, GBP or EUR`,
      ])
    })

    test("an offer's amount follows the same rules", () => {
      const problems = problemsAfter((content) => {
        content.Offers = { items: [{ ...offerItems[1], amount: 49.999 }] }
      })
      expect(problems).toEqual([
        `content.json: Offers.items[0].amount ${RANGE}, not 49.999`,
        "content.json: Offers.items[0].currency is required when amount is set (e.g. USD, GBP or EUR)",
      ])
    })
  })

  test("two events with the same title and no slug would share an address: refused, naming both", () => {
    const problems = problemsAfter((content) => {
      content.Events = [
        eventItems[0],
        { ...eventItems[0], start: "2031-06-20T09:00", end: "2031-06-20T12:00" },
      ]
    })
    expect(problems).toEqual([
      "content.json: Events[1].title gives the address /events/leading-through-change/, which Events[0] already has (set a different Events[1].slug)",
    ])
  })

  test("a slug of its own for each run of a repeated event is accepted", () => {
    const problems = problemsAfter((content) => {
      content.Events = [
        eventItems[0],
        {
          ...eventItems[0],
          slug: "leading-through-change-june",
          start: "2031-06-20T09:00",
          end: "2031-06-20T12:00",
        },
      ]
    })
    expect(problems).toEqual([])
  })

  test("an own slug that repeats another event's address is refused", () => {
    const problems = problemsAfter((content) => {
      content.Events = [eventItems[0], { ...eventItems[1], slug: "leading-through-change" }]
    })
    expect(problems).toEqual([
      "content.json: Events[1].slug gives the address /events/leading-through-change/, which Events[0] already has (set a different Events[1].slug)",
    ])
  })

  test("a moved event without the time it was first to start is refused", () => {
    expect(withEvent({ status: "moved" })).toEqual([
      "content.json: Events[0].previousStart is required when status is moved: the day and time it was first to start",
    ])
    expect(withEvent({ status: "moved", previousStart: "2031-03-13T09:00" })).toEqual([])
  })

  test("a status the site does not know is refused", () => {
    expect(withEvent({ status: "postponed" })).toEqual([
      'content.json: Events[0].status must be one of scheduled, cancelled, moved, not "postponed"',
    ])
  })

  test("an event neither online nor at a place is refused, naming both fields", () => {
    const neither =
      "content.json: Events[0].online or Events[0].place is required: an event is online (its joining address), at a place, or both"
    expect(withEvent({ online: undefined, place: undefined })).toEqual([neither])
    // As the editor leaves them when the coach empties both.
    expect(withEvent({ online: "", place: { name: "", address: "" } })).toEqual([neither])
    expect(withEvent({ online: undefined })).toEqual([])
    expect(withEvent({ place: undefined })).toEqual([])
  })

  test("the events, one in person and online in New York, one online, one moved, are accepted", () => {
    expect(problemsAfter((content) => (content.Events = eventItems), "Europe/London")).toEqual([])
  })
})

describe("every https address the coach types passes the one address check, named by its JSON path", () => {
  const hostile: [string, string][] = [
    ["https://cal.com:99999/x", "is not an address a browser can open"],
    ["https://999.999.999.999/", "is not an address a browser can open"],
    ["https://0x7f.1/", "names its host by an IP address"],
    ["https://127.0.0.1/x", "names its host by an IP address"],
    ["https://[::1]/x", "names its host by an IP address"],
    ["https://cal.com:25/x", "names port 25"],
    [
      "https://cal.com/\u202Egpj.exe",
      "holds a space, a control character or an invisible character",
    ],
  ]
  const fields: [string, (url: string) => Parameters<typeof problemsAfter>[0]][] = [
    ["HeroSection.ctaUrl", (url) => (content) => (content.HeroSection.ctaUrl = url)],
    ["Booking.url", (url) => (content) => (content.Booking = { url })],
    ["Coach.certifiedBy.url", (url) => (content) => (content.Coach.certifiedBy.url = url)],
  ]
  test.each(
    fields.flatMap(([field, edit]) =>
      hostile.map(([url, why]) => [field, url, why, edit] as const),
    ),
  )("%s: %j is refused: it %s", (field, url, why, edit) => {
    const problems = problemsAfter(edit(url))
    expect(problems).toHaveLength(1)
    expect(problems[0]).toContain(`content.json: ${field}: `)
    expect(problems[0]).toContain(`is not allowed here. It ${why}`)
  })
})
