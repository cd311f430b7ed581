import { CONTENT_FORMAT, lastTwoContentsRead } from "../contentFormat"

const { fromFile } = CONTENT_FORMAT.formatter
const text = (title: string) => JSON.stringify({ HeroSection: { title } })

test("the last two contents the editor parsed, oldest first: the published file, then a backup", () => {
  fromFile(text("Published"))
  fromFile(text("Kept"))
  expect(lastTwoContentsRead()).toEqual([
    { HeroSection: { title: "Published" } },
    { HeroSection: { title: "Kept" } },
  ])
})

test("a backup the same as the file read just before is the same twice: nothing changed", () => {
  fromFile(text("Old"))
  fromFile(text("New"))
  fromFile(text("New"))
  expect(lastTwoContentsRead()).toEqual([
    { HeroSection: { title: "New" } },
    { HeroSection: { title: "New" } },
  ])
})

test("a text that is not JSON is refused, and read as nothing", () => {
  fromFile(text("Published"))
  expect(() => fromFile("{not json")).toThrow(SyntaxError)
  expect(lastTwoContentsRead()).toEqual([{ HeroSection: { title: "Published" } }, undefined])
})
