/** @jest-environment node */
import { readingTime, TIMED_LISTS, WORDS_PER_MINUTE } from "../readingTime"

const words = (count: number) => Array.from({ length: count }, (_, i) => `word${i}`).join(" ")

test("the words of the text at 238 a minute, rounded up, never less than a minute", () => {
  expect(WORDS_PER_MINUTE).toBe(238)
  expect(readingTime("")).toBe("1 min read")
  expect(readingTime(`<p>${words(238)}</p>`)).toBe("1 min read")
  expect(readingTime(`<p>${words(239)}</p>`)).toBe("2 min read")
  expect(readingTime(`<p>${words(1428)}</p>`)).toBe("6 min read")
})

test("markup is not words, and each paragraph's end parts its words", () => {
  expect(readingTime(`<p>${words(200)}</p><p>${words(38)}</p>`)).toBe("1 min read")
  expect(readingTime(`<p>${words(200)}</p><p>${words(39)}</p>`)).toBe("2 min read")
  const tagged = `<p><strong>${words(100)}</strong> <a href="https://example.org/a-very-long-address">${words(138)}</a></p>`
  expect(readingTime(tagged)).toBe("1 min read")
  expect(readingTime(`<script>${words(5000)}</script>`)).toBe("1 min read")
})

test("articles and book reviews are timed; a podcast's episode is its own time", () => {
  expect(TIMED_LISTS).toEqual(["Articles", "Books"])
})
