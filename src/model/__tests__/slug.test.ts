import { slugify, slugOf } from "../slug"
import { plainText } from "../sanitize"

test.each([
  [
    "Leading Through Change:<br>Five Habits That Steady a Team",
    "leading-through-change-five-habits-that-steady-a-team",
  ],
  ["Dare to Lead<br>by Brené Brown", "dare-to-lead-by-brene-brown"],
  ["Emotional Intelligence 2.0", "emotional-intelligence-2-0"],
  ["Pros &amp; Cons", "pros-and-cons"],
  ["  <em>Why</em>   Pause?! ", "why-pause"],
  ["<script>alert(1)</script>Safe", "safe"],
  ["Ünïcödé Façade", "unicode-facade"],
])("the title %j gives the address segment %j", (title, slug) => {
  expect(slugify(title)).toBe(slug)
})

test("a long title gives at most 80 characters, never ending in a hyphen", () => {
  const slug = slugify("word ".repeat(40))
  expect(slug.length).toBeLessThanOrEqual(80)
  expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
})

test("the coach's own slug wins over the title's; a blank one does not", () => {
  expect(slugOf({ slug: "my-take", title: "Anything" })).toBe("my-take")
  expect(slugOf({ slug: "  ", title: "Anything" })).toBe("anything")
  expect(slugOf({ title: "Anything" })).toBe("anything")
})

test("a title's plain text: line breaks become spaces, markup goes, entities are decoded", () => {
  expect(plainText("Leading Through Change:<br>Five Habits")).toBe(
    "Leading Through Change: Five Habits",
  )
  expect(plainText("Dare &amp; <em>Lead</em><br/>by Brené")).toBe("Dare & Lead by Brené")
  expect(plainText("a &lt;script&gt; b<script>alert(1)</script>")).toBe("a <script> b")
})
