/** @jest-environment node */
import { editorIncluded } from "../editorBuild"

test("a build compiles the editor unless SKIP_EDITOR is 1", () => {
  expect(editorIncluded({})).toBe(true)
  expect(editorIncluded({ SKIP_EDITOR: "" })).toBe(true)
  expect(editorIncluded({ SKIP_EDITOR: "1" })).toBe(false)
})

test.each(["0", "true", "yes", " 1", "1\n", "$(rm -rf /)", "1; echo pwned"])(
  "SKIP_EDITOR=%j stops the build, naming the variable and the value",
  (value) => {
    expect(() => editorIncluded({ SKIP_EDITOR: value })).toThrow(
      `SKIP_EDITOR must be 1 (build the site without the content editor) or unset; it is ${JSON.stringify(value)}.`,
    )
  },
)
