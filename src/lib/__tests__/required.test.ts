/** @jest-environment node */
import { required } from "../required"

test("a value a page's query found is given back; a missing one stops the page, saying what and where", () => {
  expect(required({ title: "x" }, "site metadata", "The list page's query")).toEqual({ title: "x" })
  expect(required("", "content", "q")).toBe("")
  expect(() => required(null, "site metadata", "The list page's query")).toThrow(
    "The list page's query found no site metadata",
  )
})
