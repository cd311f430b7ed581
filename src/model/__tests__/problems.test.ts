/** @jest-environment node */
import { editorPath, inEditorWords, inFileWords, jsonPath, problem } from "../problems"

test("a place is written in content.json's notation for the terminal, in the editor's labels for the coach", () => {
  expect(jsonPath(["HeroSection", "title"])).toBe("HeroSection.title")
  expect(jsonPath(["Testimonials", 1, "title"])).toBe("Testimonials[1].title")
  expect(editorPath(["HeroSection", "title"])).toBe("Hero › Title")
  expect(editorPath(["Testimonials", 1, "title"])).toBe("Testimonials › 2 › Title")
  expect(editorPath(["Books", 0, "imagealt"])).toBe("Book reviews › 1 › Picture description")
  expect(editorPath(["Nonsense", 3, "field"])).toBe("Nonsense › 4 › field")
})

test("a problem is where it is and what it says, every place in it kept as a place", () => {
  const found = problem`${["Testimonials", 2, "title"]} "Ana" is already used by ${["Testimonials", 0, "title"]}`
  expect(found.path).toEqual(["Testimonials", 2, "title"])
  expect(inFileWords(found)).toBe(
    'content.json: Testimonials[2].title "Ana" is already used by Testimonials[0].title',
  )
  expect(inEditorWords(found)).toBe(
    'Testimonials › 3 › Title "Ana" is already used by Testimonials › 1 › Title',
  )
})

test("the coach's own words are never read as a place, whatever they look like", () => {
  // A title that spells a JSON path stays as typed: only the places the validator names are named anew.
  const typed = "HeroSection.title and Testimonials[0].title"
  const found = problem`${["Testimonials", 1, "title"]} "${typed}" is already used`
  expect(inEditorWords(found)).toBe(`Testimonials › 2 › Title "${typed}" is already used`)
})

test("a problem of the whole file has no place; invisible characters are written out", () => {
  const found = problem`starts with ${"\uFEFF"} and ${"\u200B"}`
  expect(found.path).toEqual([])
  expect(inFileWords(found)).toBe("content.json: starts with \\u{FEFF} and \\u{200B}")
})
