/** @jest-environment node */
import { sections } from "../schema"
import { shortLists, shownPerList } from "../shortLists"

const items = (count: number) => Array.from({ length: count }, (_, index) => `item ${index + 1}`)
const DEFAULT = sections.ResourcesShown.default

test("a list no longer than the number shown is shown whole, with its total", () => {
  expect(shortLists({ Articles: items(3) }, 3).Articles).toEqual({ total: 3, shown: items(3) })
})

test("a longer list keeps its first items, in order, and counts them all", () => {
  expect(shortLists({ Podcasts: items(40) }, 5).Podcasts).toEqual({
    total: 40,
    shown: items(5),
  })
})

test("an absent or empty list is absent (the page shows 'loading')", () => {
  const lists = shortLists({ Articles: [], Books: null }, 5)
  expect(lists).toEqual({ Articles: null, Podcasts: null, Books: null })
})

test.each([undefined, null, "", "12", 0, -3, 2.5, Number.NaN, Infinity])(
  "without a whole number from the coach (%p), the schema's default is shown",
  (value) => {
    expect(shownPerList(value)).toBe(DEFAULT)
    expect(shortLists({ Articles: items(DEFAULT + 5) }, value).Articles?.shown).toHaveLength(
      DEFAULT,
    )
  },
)
