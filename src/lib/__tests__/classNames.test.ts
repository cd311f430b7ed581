/** @jest-environment node */
import { classNames } from "../classNames"

test("the names given, in order, without those left out", () => {
  const hidden = Number("0") > 0
  expect(classNames("a", undefined, hidden && "b", null, "c", "")).toBe("a c")
  expect(classNames()).toBe("")
})
