/** @jest-environment node */
import { resourceLists } from "../schema"
import { frozenContent, listOf } from "../../test/content"
import { firstSentence } from "../description"
import { plainText } from "../sanitize"

test("a text's plain form keeps words of adjacent blocks, list items and lines apart", () => {
  expect(
    plainText(
      "<blockquote><p>My takeaway: <strong>lead</strong>.</p></blockquote><p>Next</p><ul><li>one</li><li>two</li></ul>a<br>b",
    ),
  ).toBe("My takeaway: lead. Next one two a b")
  expect(plainText("<p>Tom &amp; Jerry&nbsp;say &lt;b&gt; &quot;hi&quot;</p>")).toBe(
    'Tom & Jerry say <b> "hi"',
  )
})

test("the description is the text's first sentence, as plain text", () => {
  expect(firstSentence("<p>Courage is <em>a set of skills</em>. It can be taught.</p>")).toBe(
    "Courage is a set of skills.",
  )
  // A full stop inside a name or number is not a sentence's end; a question or exclamation is.
  expect(firstSentence("<p>Emotional Intelligence 2.0 is a book. It is short.</p>")).toBe(
    "Emotional Intelligence 2.0 is a book.",
  )
  expect(firstSentence("<p>Why ask? Because.</p>")).toBe("Why ask?")
  // A quotation's sentence ends at its paragraph, even without a full stop.
  expect(firstSentence("<blockquote><p>Lead with care</p></blockquote><p>Then this.</p>")).toBe(
    "Lead with care",
  )
})

test("a text with no sentence end is its own description; an empty one gives none", () => {
  expect(firstSentence("<p>Notes on leading</p>")).toBe("Notes on leading")
  expect(firstSentence("<p></p>")).toBe("")
})

test("a first sentence longer than a search result shows is cut at a word, with an ellipsis", () => {
  const long = `<p>${"Leaders who listen well, ".repeat(12)}grow teams.</p>`
  const description = firstSentence(long)
  expect(description.length).toBeLessThanOrEqual(160)
  expect(description).toMatch(/^Leaders who listen well, .*\w…$/)
  expect(firstSentence(`<p>${"a".repeat(300)}</p>`)).toBe(`${"a".repeat(159)}…`)
})

test("markup or a script in the text never reaches the description", () => {
  expect(firstSentence('<p>Hi <script>alert("x")</script><img src=x onerror=y>there.</p>')).toBe(
    "Hi there.",
  )
})

test("every resource of the content has a description of at most 160 characters", () => {
  const content = frozenContent()
  for (const item of resourceLists().flatMap(({ name }) => listOf(content, name))) {
    const description = firstSentence(item.content)
    expect(description.length).toBeGreaterThan(20)
    expect(description.length).toBeLessThanOrEqual(160)
    expect(plainText(item.content).startsWith(description.replace(/…$/, ""))).toBe(true)
  }
})
