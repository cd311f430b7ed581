/** @jest-environment node */
// scripts/grow-content.mjs's work on the frozen content: the lists grown, and the coach's hostile edits
// (--edits) each there and accepted by the build's validator. A build of the grown copy checks it again,
// pictures included.
import {
  coachEditsHostile,
  grow,
  HOSTILE_TITLES,
  LISTS,
  REVISITED,
  SAMPLE_EVENTS,
} from "../growContent.cjs"
import { frozenContent, listOf, type Content } from "../../src/test/content"
import { inFileWords } from "../../src/model/problems"
import { sections } from "../../src/model/schema"
import { plainLines, plainText, sanitizeContentHtml } from "../../src/model/sanitize"
import { slugOf } from "../../src/model/slug"
import { uncheckedFiles, validateContent } from "../../src/model/validate"

// The edits add no picture: the frozen copy's are the coach's, which the validator's own tests probe.
const problems = (content: Content) =>
  validateContent(JSON.stringify(content, null, 2), uncheckedFiles).map(inFileWords)

const frozen = frozenContent()
const grown = grow(frozenContent(), 10)
const edited = coachEditsHostile(grown)
const titles = (content: Content, list: "Articles" | "Books") =>
  listOf(content, list).map((item) => plainText(item.title))

test("growing makes every resource list ten times as long, each copy its own, and stays valid", () => {
  for (const list of LISTS) {
    const items = listOf(grown, list)
    expect(items).toHaveLength(listOf(frozen, list).length * 10)
    expect(new Set(items.map((item) => item.title)).size).toBe(items.length)
    expect(new Set(items.map((item) => item.content)).size).toBe(items.length)
  }
  expect(problems(grown)).toEqual([])
  // What it is given is left as it was.
  expect(frozen).toEqual(frozenContent())
})

test("growing makes ten runs of every event, each at an address of its own, a week apart, or of the samples when there are none", () => {
  expect(frozen.Events).toBeUndefined()
  const events = listOf(grown, "Events")
  expect(events).toHaveLength(SAMPLE_EVENTS.length * 10)
  expect(new Set(events.map(slugOf)).size).toBe(events.length)
  const runs = events.filter((event) => event.title.startsWith(SAMPLE_EVENTS[0]!.title))
  expect(runs.map((event) => event.start.slice(0, 10))).toEqual([
    "2031-03-20",
    "2031-03-27",
    "2031-04-03",
    "2031-04-10",
    "2031-04-17",
    "2031-04-24",
    "2031-05-01",
    "2031-05-08",
    "2031-05-15",
    "2031-05-22",
  ])
  // A coach's own events are what is grown, then.
  const own = { ...frozenContent(), Events: [SAMPLE_EVENTS[1]!] }
  expect(listOf(grow(own, 3), "Events").map((event) => event.title)).toEqual([
    SAMPLE_EVENTS[1]!.title,
    `${SAMPLE_EVENTS[1]!.title} (Part 2)`,
    `${SAMPLE_EVENTS[1]!.title} (Part 3)`,
  ])
})

test("the grown sections are in the schema's order, as the editor writes them", () => {
  const order = Object.keys(sections)
  const keys = Object.keys(grown)
  expect([...keys].sort((a, b) => order.indexOf(a) - order.indexOf(b))).toEqual(keys)
  expect(keys).toContain("Events")
})

test("the validator accepts the grown content with the coach's hostile edits", () => {
  expect(problems(edited)).toEqual([])
  expect(problems(coachEditsHostile(frozenContent()))).toEqual([])
  expect(grown).toEqual(grow(frozenContent(), 10))
})

test("each resource keeps an address of its own", () => {
  for (const list of ["Articles", "Books"] as const) {
    const slugs = listOf(edited, list).map(slugOf)
    expect(new Set(slugs).size).toBe(slugs.length)
  }
})

test("a copy of the first article is titled with its first line and more", () => {
  const [first] = listOf(frozen, "Articles")
  const firstLine = plainLines(first!.title)[0]!
  // The grown copies begin with it too ("… (Part 2) …"): this one is the first line itself, and more.
  const beginning = titles(edited, "Articles").filter((title) => title.startsWith(firstLine))
  expect(beginning).toContain(`${firstLine}${REVISITED}`)
  expect(beginning[0]).toBe(plainText(first!.title))
})

test("a book review's title is the beginning of another's", () => {
  const books = titles(edited, "Books")
  const prefixes = books.filter((title) =>
    books.some((other) => other !== title && other.startsWith(title)),
  )
  expect(prefixes).not.toEqual([])
})

test("two article titles differ only in case, at addresses of their own", () => {
  const items = listOf(edited, "Articles")
  const pairs = items.flatMap((item, index) =>
    items
      .slice(index + 1)
      .filter((other) => other.title !== item.title)
      .filter((other) => other.title.toLowerCase() === item.title.toLowerCase())
      .map((other) => [item, other]),
  )
  expect(pairs).toHaveLength(1)
  const [[one, other]] = pairs as [[(typeof items)[0], (typeof items)[0]]]
  expect(slugOf(one)).not.toBe(slugOf(other))
})

test("an article's title is about 200 characters of words", () => {
  const long = titles(edited, "Articles").filter((title) => title.length >= 190)
  expect(long).toEqual([HOSTILE_TITLES.long])
  expect(long[0]).toMatch(/^[A-Z][A-Za-z]*(,? [A-Za-z]+)+$/)
})

test("titles hold every kind of markup a title may hold, and the sanitiser keeps all of it", () => {
  const marked = listOf(edited, "Articles").find((item) => item.title === HOSTILE_TITLES.markup)!
  for (const tag of ["br", "em", "strong", "i", "b"]) expect(marked.title).toContain(`<${tag}>`)
  // The sanitiser writes a line break as <br />, and keeps the rest as it is.
  expect(sanitizeContentHtml(marked.title, true).replaceAll("<br />", "<br>")).toBe(marked.title)
})

test("titles hold HTML's special characters as text, another script and an emoji", () => {
  const all = titles(edited, "Articles")
  expect(all).toContain(`Q&A: When "Yes" Means <Not Yet> — a Leader's Guide`)
  const script = all.find((title) => /\p{Script=Han}/u.test(title))
  expect(script).toMatch(/ü/)
  expect(script).toMatch(/\p{Extended_Pictographic}/u)
})

test("the podcasts are emptied, and every other section is left as it was", () => {
  expect(edited.Podcasts).toEqual([])
  const { Articles: _a, Podcasts: _p, Books: _b, Events: _e, ...others } = edited
  const { Articles: _fa, Podcasts: _fp, Books: _fb, ...frozenOthers } = frozen
  expect(others).toEqual(frozenOthers)
})
