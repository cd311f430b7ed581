/** @jest-environment node */
import { relatedReading, type RelatedCandidate } from "../related"

const item = (key: string, title: string, text = ""): RelatedCandidate => ({ key, title, text })

const corpus = [
  item(
    "feedback-loop",
    "Feedback that <em>lands</em>",
    "<p>Giving feedback to a team: specific, timely feedback on behaviour, not on the person.</p>",
  ),
  item(
    "sleep",
    "Why executives need sleep",
    "<p>Sleep debt erodes judgement; protect seven hours and a regular bedtime.</p>",
  ),
  item(
    "radical-candor",
    "<strong>Radical Candor</strong>, reviewed",
    "<p>Kim Scott on caring personally while challenging directly: feedback, praise and criticism.</p>",
  ),
  item(
    "delegation",
    "Delegation without abdication",
    "<p>Hand over outcomes, not tasks; agree how the team reports back.</p>",
  ),
]

const asObject = (related: Map<string, string[]>) => Object.fromEntries(related)

test("every item gets a list, never holding itself, of at most `limit` keys", () => {
  for (const limit of [0, 1, 2, 3]) {
    const related = relatedReading(corpus, limit)
    expect([...related.keys()]).toEqual(corpus.map(({ key }) => key))
    for (const [key, keys] of related) {
      expect(keys).not.toContain(key)
      expect(keys.length).toBeLessThanOrEqual(limit)
      expect(new Set(keys).size).toBe(keys.length)
    }
  }
  expect(relatedReading([])).toEqual(new Map())
  expect(relatedReading([item("alone", "Feedback")])).toEqual(new Map([["alone", []]]))
})

test("nearest first: the two feedback pieces pair up, and sleep is not near either", () => {
  const related = relatedReading(corpus)
  expect(related.get("feedback-loop")![0]).toBe("radical-candor")
  expect(related.get("radical-candor")![0]).toBe("feedback-loop")
  // Sleep shares no word with the feedback pieces or with delegation ("and", "not" are stop words).
  expect(related.get("sleep")).toEqual([])
  expect(related.get("feedback-loop")).not.toContain("sleep")
  // Delegation shares "team" with the first feedback piece only.
  expect(related.get("delegation")).toEqual(["feedback-loop"])
})

test("a title's words weigh more than the text's", () => {
  // The two candidates differ only in which of their words is the title: the one titled with the word
  // "x" shares is nearer, though it comes later in the input.
  const related = relatedReading([
    item("x", "", "<p>Coaching</p>"),
    item("in-text", "Meetings", "<p>Coaching</p>"),
    item("in-title", "Coaching", "<p>Meetings</p>"),
  ])
  expect(related.get("x")).toEqual(["in-title", "in-text"])
})

test("the same content gives the same lists, whatever the order of the items", () => {
  const first = asObject(relatedReading(corpus))
  expect(asObject(relatedReading(corpus))).toEqual(first)
  expect(asObject(relatedReading([...corpus].reverse()))).toEqual(first)
  expect(asObject(relatedReading([corpus[2]!, corpus[0]!, corpus[3]!, corpus[1]!]))).toEqual(first)
})

test("the tie rule: equally near items keep their order in the input; unrelated items do not matter", () => {
  // "a" and "b" have the same words, so they are exactly as near to "x" as each other.
  const x = item("x", "Executive presence", "<p>Presence in the boardroom.</p>")
  const a = item("a", "Presence", "<p>Boardroom.</p>")
  const b = item("b", "Presence", "<p>Boardroom.</p>")
  const unrelated = item("unrelated", "Sleep hygiene", "<p>Bedtime routines.</p>")
  expect(relatedReading([x, a, b, unrelated]).get("x")).toEqual(["a", "b"])
  expect(relatedReading([unrelated, x, a, b]).get("x")).toEqual(["a", "b"])
  expect(relatedReading([b, unrelated, x, a]).get("x")).toEqual(["b", "a"])
  expect(relatedReading([x, b, a, unrelated]).get("x")).toEqual(["b", "a"])
  expect(relatedReading([x, a, b, unrelated]).get("unrelated")).toEqual([])
})

test("markup is not words: tag names, attributes and entities never relate two items", () => {
  const related = relatedReading([
    item(
      "marked-up",
      "<em>Strong</em> <strong>teams</strong> &amp; trust</script>",
      '<blockquote><p><a href="https://example.org/script" title="anchor">Psychological</a> safety</p></blockquote><script>alert("script")</script>',
    ),
    item(
      "tag-names",
      "Script, strong, blockquote",
      "<p>anchor href title alert amp quot example</p>",
    ),
    item("words", "Psychological safety", ""),
  ])
  // "strong" is a word of the title (the emphasised one); no tag name, attribute or entity is.
  expect(related.get("tag-names")).toEqual(["marked-up"])
  const withoutStrong = relatedReading([
    item(
      "marked-up",
      "<em>Bold</em> <strong>teams</strong></script>",
      "<blockquote>Safety</blockquote>",
    ),
    item("tag-names", "Script strong blockquote", "<p>emphasis anchor</p>"),
  ])
  expect(withoutStrong.get("tag-names")).toEqual([])
  expect(withoutStrong.get("marked-up")).toEqual([])
  expect(related.get("words")).toEqual(["marked-up"])
})

test("emphasis inside a word keeps it one word; a line break parts two", () => {
  const related = relatedReading([
    item("inside", "Un<em>believ</em>able results"),
    item("whole", "Unbelievable"),
    item("broken", "Team<br>work"),
    item("parts", "Teamwork"),
  ])
  expect(related.get("inside")).toEqual(["whole"])
  expect(related.get("broken")).toEqual([])
  expect(related.get("parts")).toEqual([])
})

test("short words and stop words do not relate items", () => {
  const related = relatedReading([
    item("one", "It is on the way to an AI", "<p>And so we go by the one with this.</p>"),
    item("two", "Be at it, or go to the AI", "<p>With this, and so on by the one.</p>"),
  ])
  expect(related.get("one")).toEqual([])
})

test("letters of other alphabets are words: accents, umlauts, Cyrillic, in either case and form", () => {
  const related = relatedReading([
    item("cafe", "Le café des dirigeants"),
    item("cafe-decomposed", "Un cafe\u0301 pour deux"),
    item("zurich", "Führung in Zürich"),
    item("fuhrung", "<p>FÜHRUNG heute</p>"),
    item("svyaz", "Обратная связь"),
    item("svyaz-upper", "Честная ОБРАТНАЯ связь"),
  ])
  expect(related.get("cafe")).toEqual(["cafe-decomposed"])
  expect(related.get("zurich")).toEqual(["fuhrung"])
  expect(related.get("svyaz")).toEqual(["svyaz-upper"])
})

test("a key used twice is a mistake, and so is a limit that is not a count", () => {
  expect(() => relatedReading([item("same", "One"), item("same", "Two")])).toThrow(/"same"/)
  expect(() => relatedReading(corpus, -1)).toThrow(RangeError)
  expect(() => relatedReading(corpus, 1.5)).toThrow(RangeError)
})

test("hundreds of items, each of hundreds of words, are handled", () => {
  // A fixed pseudo-random corpus (Park and Miller's generator, exact in doubles), the same every run.
  let seed = 42
  const next = (below: number) => {
    seed = (seed * 48_271) % 2_147_483_647
    return seed % below
  }
  const vocabulary = Array.from({ length: 2000 }, (_, i) => `word${i.toString(36)}x`)
  const pick = (count: number) =>
    Array.from({ length: count }, () => vocabulary[next(2000)]).join(" ")
  const items = Array.from({ length: 300 }, (_, i) =>
    item(`item-${i}`, `<em>${pick(5)}</em>`, `<p>${pick(150)}</p><p>${pick(150)}</p>`),
  )
  const related = relatedReading(items)
  expect(related.size).toBe(300)
  for (const [key, keys] of related) {
    expect(keys).toHaveLength(3)
    expect(keys).not.toContain(key)
  }
  expect(asObject(relatedReading([...items].reverse()))).toEqual(asObject(related))
})
