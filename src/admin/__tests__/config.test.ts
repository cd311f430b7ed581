/** @jest-environment node */
import { RESOURCE_ICONS, resourceLists, sections, shapes, type Shape } from "../../model/schema"
import fs from "fs"
import { sectionIds } from "../../model/sectionIds"
import { CONTENT_FORMAT } from "../contentFormat"
import { editorBackend } from "../../../plugins/decap-admin/backend"
import { site as builtSite } from "../../test/fixtures"
import { frozenContent, listOf } from "../../test/content"
import { uncheckedFiles, validateContent } from "../../model/validate"
import {
  editorBackendOf,
  editorConfig,
  LOCAL_BACKEND_URL,
  MEDIA,
  RICH_TEXT_WIDGET,
  TEXT_MEDIA,
  type EditorField,
} from "../config"

const gitGateway = editorBackend({ DECAP_BACKEND: "git-gateway" })!
const { siteMetadata } = builtSite
const config = editorConfig({ siteMetadata, backend: gitGateway, local: false })
const [site] = config.collections
const [entry] = site!.files
const fields = entry!.fields

/** Every field as a path ("HeroSection.title", "Articles[].icon"), from the schema and from the config. */
function schemaPaths(shape: Shape, prefix = ""): string[] {
  return Object.entries(shape).flatMap(([name, field]) => {
    const path = `${prefix}${name}`
    if (field.kind === "object") return [path, ...schemaPaths(shapes[field.shape], `${path}.`)]
    if (field.kind === "list") return [path, ...schemaPaths(shapes[field.shape], `${path}[].`)]
    return [path]
  })
}
function editorPaths(list: EditorField[], prefix = ""): string[] {
  return list.flatMap((field) => {
    const path = `${prefix}${field.name}`
    if (!field.fields) return [path]
    return [path, ...editorPaths(field.fields, `${path}${field.widget === "list" ? "[]" : ""}.`)]
  })
}
function find(path: string): EditorField {
  let list = fields
  let found: EditorField | undefined
  for (const name of path.split(".")) {
    found = list.find((field) => field.name === name)
    list = found?.fields ?? []
  }
  if (!found) throw new Error(`no editor field ${path}`)
  return found
}

test("every schema field has an editor field, and every editor field a schema field", () => {
  const fromSchema = schemaPaths(sections)
  expect(fromSchema.length).toBeGreaterThan(40)
  expect(editorPaths(fields).sort()).toEqual(fromSchema.sort())
})

test("one entry, 'Site content', edits data/content.json, with one group per section in page order", () => {
  expect(config.collections).toHaveLength(1)
  expect(site!.files).toHaveLength(1)
  expect(entry).toMatchObject({ label: "Site content", file: "data/content.json" })
  expect(fields.map((field) => field.name)).toEqual([
    "Navigation",
    "HeroSection",
    "About",
    "Coach",
    "Becomingthebest",
    "CoachingDescription",
    "Offers",
    "Coaching1",
    "Coaching2",
    "Emotional",
    "Testimonials",
    "ResourcesShown",
    "Articles",
    "Podcasts",
    "Books",
    "Events",
    "Booking",
    "Newsletter",
    "FooterText",
  ])
  expect(find("HeroSection").label).toBe("Hero")
  expect(find("About").label).toBe("About me")
  expect(find("Articles").label).toBe("Articles")
})

test("how many resources the page shows per list is a whole number, bounded and with its default, as the schema says", () => {
  const { min, max, default: fallback, label } = sections.ResourcesShown
  expect(find("ResourcesShown")).toMatchObject({
    widget: "number",
    value_type: "int",
    min,
    max,
    default: fallback,
    required: false,
    label,
  })
})

test("labels, hints, required and patterns come from the schema", () => {
  const title = find("HeroSection.title")
  expect(title).toMatchObject({ widget: "string", required: true, label: "Title" })
  expect(title.hint).toBeTruthy()
  expect(find("Testimonials.name").required).toBe(false)
  const link = find("Navigation.link")
  const { regex, message } = shapes.NavItem.link.pattern!
  expect(link.pattern).toEqual([regex, message])
  for (const target of ["#about", "#contact"])
    expect(new RegExp(link.pattern![0]).test(target)).toBe(true)
  expect(new RegExp(link.pattern![0]).test("javascript:alert(1)")).toBe(false)
})

// Decap tests a value with RegExp(pattern[0]), no flags: the editor refuses exactly what the build does.
test("the editor's link rules are the build's: the page's sections, https:, mailto: and tel: only", () => {
  const sectionsOnly = find("Navigation.link").pattern!
  const link = find("HeroSection.ctaUrl").pattern!
  expect(link).toEqual([shapes.Hero.ctaUrl.pattern!.regex, shapes.Hero.ctaUrl.pattern!.message])
  for (const id of Object.values(sectionIds)) {
    expect(RegExp(sectionsOnly[0]).test(`#${id}`)).toBe(true)
    expect(RegExp(link[0]).test(`#${id}`)).toBe(true)
  }
  for (const target of ["https://example.org/x", "mailto:coach@example.org", "tel:+15551234567"]) {
    expect(RegExp(link[0]).test(target)).toBe(true)
    expect(RegExp(sectionsOnly[0]).test(target)).toBe(false)
  }
  for (const target of [
    "#nowhere",
    "#%E0%A4%A",
    "JaVaScRiPt:alert(1)",
    " javascript:alert(1)",
    "data:text/html,x",
    "//evil.example",
    "/path",
  ]) {
    expect(RegExp(link[0]).test(target)).toBe(false)
  }
  expect(link[1]).toContain("#contact")
})

test("HTML is edited as rich text; titles inside buttons allow inline markup only", () => {
  expect(find("HeroSection.paragraph")).toMatchObject({ widget: RICH_TEXT_WIDGET })
  expect(find("HeroSection.paragraph").inline).toBeUndefined()
  expect(find("Articles.title")).toMatchObject({ widget: RICH_TEXT_WIDGET, inline: true })
  // Pictures inside an article are the site's own files in static/articles/, written /articles/x.png.
  expect(find("Articles.content")).toMatchObject({
    media_folder: TEXT_MEDIA.folder,
    public_folder: TEXT_MEDIA.public,
  })
})

test("a resource's icon is a choice of the four names", () => {
  expect(find("Books.icon")).toMatchObject({ widget: "select", options: [...RESOURCE_ICONS] })
  expect(RESOURCE_ICONS).toEqual(["file-alt", "podcast", "book", "file"])
})

test("pictures upload to data/images/, are written ./images/<file>, and never come from a URL", () => {
  expect(config).toMatchObject({ media_folder: MEDIA.folder, public_folder: MEDIA.public })
  expect(MEDIA).toEqual({ folder: "data/images", public: "./images" })
  expect(find("HeroSection.imageurl")).toMatchObject({ widget: "image", choose_url: false })
})

test("every picture has a description field beside it, required whenever the picture is", () => {
  for (const group of [...fields, ...fields.flatMap((field) => field.fields ?? [])]) {
    const children = group.fields ?? []
    const picture = children.find((field) => field.widget === "image")
    if (!picture) continue
    const alt = children.find((field) => field.name === "imagealt")
    expect(alt).toBeDefined()
    if (picture.required) expect(alt!.required).toBe(true)
  }
  expect(find("Testimonials.imagealt").required).toBe(true)
})

test("lists can be reordered, added to and removed from; the spec's four testimonials are fixed", () => {
  for (const name of ["Navigation", "Testimonials", "Articles", "Podcasts", "Books"]) {
    const list = find(name)
    expect(list.widget).toBe("list")
    // Decap allows adding, removing and reordering unless a field says otherwise.
    expect(list).not.toHaveProperty("allow_add")
    expect(list).not.toHaveProperty("allow_remove")
    expect(list).not.toHaveProperty("allow_reorder")
  }
  expect(find("Testimonials")).toMatchObject({ min: 4, max: 4 })
  expect(find("Articles")).not.toHaveProperty("max")
})

test("the lists that grow with the coach's writing open as one line; the short ones show their items", () => {
  // The resources and the events: each item has a page of its own, and there is no limit to them.
  const growing = [...resourceLists().map(({ name }) => name as string), "Events"]
  expect(growing.length).toBeGreaterThan(0)
  for (const field of fields.filter((field) => field.widget === "list")) {
    // Decap draws a minimised list's items only when the coach opens it.
    if (growing.includes(field.name)) expect(field).toMatchObject({ minimize_collapsed: true })
    else expect(field).not.toHaveProperty("minimize_collapsed")
  }
  expect(fields.filter((field) => field.minimize_collapsed).map((field) => field.name)).toEqual(
    growing,
  )
})

test("a deployed editor signs in with its backend and never looks for decap-server; npm run develop's does", () => {
  expect(config.backend).toEqual({ name: "git-gateway", branch: "main", squash_merges: true })
  expect(config.local_backend).toBe(false)
  expect(config.load_config_file).toBe(false)
  expect(config.site_url).toBe(siteMetadata.siteUrl)
  const local = editorConfig({ siteMetadata, backend: gitGateway, local: true })
  expect(local.local_backend).toBe(true)
})

test("the editor commits to the repository and branch the build names, signing in with GitHub for that scope", () => {
  const backend = editorBackend({
    DECAP_REPO: "coach/becoming-your-best",
    DECAP_BRANCH: "content",
    DECAP_REPO_VISIBILITY: "private",
  })!
  const github = editorConfig({ siteMetadata, backend, local: false })
  // Nothing else: Decap's defaults sign in through Netlify's OAuth provider (api.netlify.com/auth).
  expect(github.backend).toEqual({
    name: "github",
    repo: "coach/becoming-your-best",
    branch: "content",
    auth_scope: "repo",
  })
  expect({ ...github, backend: undefined }).toEqual({ ...config, backend: undefined })
})

test("with no repository, only npm run develop's editor starts, on decap-server; a deployed one does not start", () => {
  const settings = { siteMetadata, backend: null }
  expect(editorBackendOf({ ...settings, local: false })).toBeNull()
  expect(editorBackendOf({ ...settings, local: true })).toEqual({
    name: "proxy",
    proxy_url: LOCAL_BACKEND_URL,
    branch: "main",
  })
  expect(editorBackendOf({ ...settings, backend: gitGateway, local: true })).toBe(gitGateway)
})

// The frozen copy of content.json, as the editor writes it (the coach's own file may be hand-edited).
const written = () => fs.readFileSync("src/test/content.json", "utf8")

test("saving writes content.json as it is written now: two-space JSON with a final newline", () => {
  expect(site!.format).toBe(CONTENT_FORMAT.name)
  const text = written()
  const { fromFile, toFile } = CONTENT_FORMAT.formatter
  expect(toFile(fromFile(text))).toBe(text)
})

test("a save keeps the page's order of sections and fields, whatever order the editor holds them in", () => {
  const text = written()
  const reversed = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(reversed)
      : value && typeof value === "object"
        ? Object.fromEntries(
            Object.entries(value)
              .reverse()
              .map(([k, v]) => [k, reversed(v)]),
          )
        : value
  const shuffled = reversed(JSON.parse(text))
  expect(CONTENT_FORMAT.formatter.toFile(shuffled)).toBe(text)
})

test("an uploaded picture is written ./images/<file>, as Decap's 'images/<file>' would not be", () => {
  const data = JSON.parse(written())
  data.HeroSection.imageurl = "images/new-portrait.jpg"
  data.Books[0].imageurl = "images/new-cover.png"
  const saved = JSON.parse(CONTENT_FORMAT.formatter.toFile(data))
  expect(saved.HeroSection.imageurl).toBe("./images/new-portrait.jpg")
  expect(saved.Books[0].imageurl).toBe("./images/new-cover.png")
  // Only picture fields: a title that happens to start "images/" stays as typed.
  data.HeroSection.title = "images/ are worth a thousand words"
  expect(JSON.parse(CONTENT_FORMAT.formatter.toFile(data)).HeroSection.title).toBe(
    data.HeroSection.title,
  )
})

test("a resource's date is Decap's date picker without a time, optional, writing the day as YYYY-MM-DD", () => {
  for (const list of ["Articles", "Podcasts", "Books"]) {
    expect(find(`${list}.date`)).toMatchObject({
      widget: "datetime",
      required: false,
      label: "Published",
      date_format: "YYYY-MM-DD",
      time_format: false,
    })
    // Left empty until the coach picks a day: no default fills in today for every item.
    expect(find(`${list}.date`)).not.toHaveProperty("default")
  }
})

test("an optional section's fields are optional to Decap, which would otherwise refuse to publish it left empty", () => {
  const booking = fields.find((field) => field.name === "Booking")!
  expect(booking.required).toBe(false)
  expect(booking.fields!.map(({ name, required }) => ({ name, required }))).toEqual([
    { name: "url", required: false },
    { name: "label", required: false },
  ])
  // A required section keeps its fields' own rule.
  const hero = fields.find((field) => field.name === "HeroSection")!
  expect(hero.fields!.find((field) => field.name === "title")!.required).toBe(true)
})

test("every article, podcast and book review has a Draft box, unticked unless the coach ticks it", () => {
  for (const list of ["Articles", "Podcasts", "Books"]) {
    expect(find(`${list}.draft`)).toEqual({
      name: "draft",
      label: "Draft: not on the site yet",
      hint: expect.stringContaining("no page, list, feed or search engine shows it"),
      required: false,
      widget: "boolean",
    })
  }
})

describe("titles' caps, in the hint and in the pattern Decap checks as the coach types", () => {
  /** Whether Decap lets the value through: it tests RegExp(pattern[0]), no flags. */
  const editorTakes = (path: string, value: string) => RegExp(find(path).pattern![0]).test(value)
  /** The build's validator, which the editor also runs on publishing, on a podcast's title. */
  const buildTakes = (title: string) => {
    const content = frozenContent()
    listOf(content, "Podcasts")[0]!.title = title
    return validateContent(JSON.stringify(content), uncheckedFiles).length === 0
  }
  const LINK_TITLE = "https://example.org/watch?v=".padEnd(863, "aZ09x")
  const WORDS_TITLE = "Leading teams through change ".repeat(380).slice(0, 11_000)

  test("a resource's title says its cap, and the editor refuses what the build refuses", () => {
    const max = shapes.Resource.title.maxLength
    expect(max).toBe(240)
    for (const list of ["Articles", "Podcasts", "Books"]) {
      expect(find(`${list}.title`).hint).toMatch(/ At most 240 characters\.$/)
      expect(find(`${list}.title`).pattern).toEqual([
        expect.any(String),
        "Use at most 240 characters",
      ])
    }
    const samples = [
      ...listOf(frozenContent(), "Books").map((book) => book.title),
      "a".repeat(240),
      "a".repeat(241),
      `<em>${"a".repeat(237)}</em>b&amp;c`,
      `<em>${"a".repeat(238)}</em>b&amp;c`,
      `${"😀".repeat(239)}a`,
      `${"😀".repeat(240)}a`,
      `Q&amp;A &lt;Not yet&gt; ${"a".repeat(200)}`,
      LINK_TITLE,
      WORDS_TITLE,
    ]
    const verdicts = samples.map((title) => [
      editorTakes("Podcasts.title", title),
      buildTakes(title),
    ])
    for (const [editor, build] of verdicts) expect(editor).toBe(build)
    expect(verdicts.filter(([editor]) => !editor)).toHaveLength(5)
  })

  test("a value far over its cap is refused at once, not after a long search", () => {
    const started = Date.now()
    for (const path of ["Articles.title", "HeroSection.title", "Offers.items.title"]) {
      expect(editorTakes(path, WORDS_TITLE)).toBe(false)
      expect(
        editorTakes(path, `${"<b>".repeat(2_000)}${"&amp;".repeat(2_000)}${"😀".repeat(2_000)}`),
      ).toBe(false)
    }
    expect(Date.now() - started).toBeLessThan(500)
  })

  test("a heading's cap joins the rule it already had: an offer's name is words only, and at most 120", () => {
    const name = find("Offers.items.title")
    const { regex, message } = shapes.Offer.title.pattern!
    expect(name.hint).toBe("e.g. One-to-one executive coaching. At most 120 characters.")
    expect(name.pattern![1]).toBe(`${message}, in at most 120 characters`)
    expect(editorTakes("Offers.items.title", "x".repeat(120))).toBe(true)
    expect(editorTakes("Offers.items.title", "x".repeat(121))).toBe(false)
    expect(editorTakes("Offers.items.title", "Team <b>coaching</b>")).toBe(false)
    expect(RegExp(regex).test("Team <b>coaching</b>")).toBe(false)
  })

  test("a title without a hint of its own gets the cap as its hint", () => {
    expect(find("About.title")).toMatchObject({
      hint: "At most 120 characters.",
      pattern: [expect.any(String), "Use at most 120 characters"],
    })
    expect(editorTakes("About.title", "x".repeat(121))).toBe(false)
    // Fields without a cap keep no pattern: a picture's description, say.
    expect(find("About.imagealt").pattern).toBeUndefined()
  })
})
