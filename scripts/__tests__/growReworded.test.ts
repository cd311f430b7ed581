/** @jest-environment node */
// scripts/grow-content.mjs --reworded on the frozen content: copies with titles and texts of their own,
// words shared by many pieces, the coach's titles reworded, the podcasts cut to one, lists out of date
// order, and all of it accepted by the build's validator.
import { coachEditsHostile, SAMPLE_EVENTS } from "../growContent.cjs"
import { growReworded, LOOKING_BACK, TITLE_WORDS, WORDS } from "../growReworded.cjs"
import { PAGE_SIZE } from "../../src/lib/search/results"
import { frozenContent, listOf, type Content } from "../../src/test/content"
import { inFileWords } from "../../src/model/problems"
import { sections, shapes } from "../../src/model/schema"
import { plainText } from "../../src/model/sanitize"
import { slugOf } from "../../src/model/slug"
import { uncheckedFiles, validateContent } from "../../src/model/validate"

const problems = (content: Content) =>
  validateContent(JSON.stringify(content, null, 2), uncheckedFiles).map(inFileWords)

const frozen = frozenContent()
const grown = growReworded(frozenContent(), 10)
const LISTS = ["Articles", "Books"] as const
const titles = (content: Content, list: (typeof LISTS)[number] | "Podcasts") =>
  listOf(content, list).map((item) => plainText(item.title))

test("the validator accepts the reworded content, alone and with the coach's hostile edits", () => {
  expect(problems(grown)).toEqual([])
  expect(problems(coachEditsHostile(grown))).toEqual([])
  expect(problems(growReworded(frozenContent(), 1))).toEqual([])
  // The same content in gives the same content out, and what it is given is left as it was.
  expect(grown).toEqual(growReworded(frozenContent(), 10))
  expect(frozen).toEqual(frozenContent())
})

test("articles and book reviews are ten times as many, each with a title, an address and a text of its own", () => {
  for (const list of LISTS) {
    const items = listOf(grown, list)
    expect(items).toHaveLength(listOf(frozen, list).length * 10)
    expect(new Set(titles(grown, list)).size).toBe(items.length)
    expect(new Set(items.map(slugOf)).size).toBe(items.length)
    expect(new Set(items.map((item) => item.content)).size).toBe(items.length)
  }
  const events = listOf(grown, "Events")
  expect(new Set(events.map(slugOf)).size).toBe(events.length)
})

test("no title is the coach's, and the coach's texts are each there once", () => {
  for (const list of [...LISTS, "Podcasts"] as const) {
    const before = new Set(titles(frozen, list))
    expect(titles(grown, list).filter((title) => before.has(title))).toEqual([])
  }
  const articles = listOf(grown, "Articles")
  for (const { content } of listOf(frozen, "Articles")) {
    expect(articles.filter((item) => item.content === content)).toHaveLength(1)
  }
  expect(titles(grown, "Articles").filter((title) => title.startsWith(LOOKING_BACK))).not.toEqual(
    [],
  )
  // A book review's title still ends with its author.
  for (const title of listOf(grown, "Books").map((item) => item.title)) {
    expect(title).toMatch(/<br>by \S/)
  }
})

test("each word of the titles and texts is in more pieces than a page of search results shows", () => {
  const pieces = [...listOf(grown, "Articles"), ...listOf(grown, "Books")]
  const holding = (word: string, of: (item: (typeof pieces)[0]) => string) =>
    pieces.filter((item) => of(item).toLowerCase().includes(word)).length
  for (const word of TITLE_WORDS) {
    expect(holding(word, (item) => item.title)).toBeGreaterThan(PAGE_SIZE)
  }
  for (const word of WORDS) {
    expect(holding(word, (item) => item.content)).toBeGreaterThan(PAGE_SIZE)
  }
})

test("the podcasts are cut to one, which is not the first", () => {
  expect(listOf(grown, "Podcasts")).toHaveLength(1)
  expect(listOf(grown, "Podcasts")[0]!.content).toBe(listOf(frozen, "Podcasts").at(-1)!.content)
})

test("lists are in an order of their own, and neither the first item nor the date order is the coach's", () => {
  for (const list of LISTS) {
    const items = listOf(grown, list)
    expect(items[0]!.content).not.toBe(listOf(frozen, list)[0]!.content)
    const dates = items.flatMap((item) => (item.date ? [item.date] : []))
    expect(dates.length).toBeGreaterThan(items.length / 2)
    expect(dates.length).toBeLessThan(items.length)
    expect([...dates].sort().reverse()).not.toEqual(dates)
    expect(new Set(dates.map((date) => date.slice(0, 4))).size).toBeGreaterThan(5)
  }
  const starts = listOf(grown, "Events").map((event) => event.start)
  expect([...starts].sort()).not.toEqual(starts)
})

test("the grown sections are in the schema's order, as the editor writes them", () => {
  const order = Object.keys(sections)
  const keys = Object.keys(grown)
  expect([...keys].sort((a, b) => order.indexOf(a) - order.indexOf(b))).toEqual(keys)
  expect(keys).toContain("Events")
})

test("every item's fields are in the schema's order, as the editor writes them", () => {
  const inOrder = (item: object, order: string[]) => {
    const keys = Object.keys(item)
    expect([...keys].sort((a, b) => order.indexOf(a) - order.indexOf(b))).toEqual(keys)
  }
  for (const list of [...LISTS, "Podcasts"] as const) {
    for (const item of listOf(grown, list)) inOrder(item, Object.keys(shapes.Resource))
  }
  const moved = {
    ...frozenContent(),
    Events: [
      { ...SAMPLE_EVENTS[0]!, status: "moved" as const, previousStart: SAMPLE_EVENTS[0]!.start },
    ],
  }
  for (const event of listOf(growReworded(moved, 3), "Events"))
    inOrder(event, Object.keys(shapes.Event))
})
