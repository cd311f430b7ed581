/** @jest-environment node */
import { onCreateWebpackConfig } from "../gatsby-node"
import { sourceMapsWanted } from "../sourceMaps"

test("a build deploys source maps only when SOURCE_MAPS is 1", () => {
  expect(sourceMapsWanted({})).toBe(false)
  expect(sourceMapsWanted({ SOURCE_MAPS: "" })).toBe(false)
  expect(sourceMapsWanted({ SOURCE_MAPS: "1" })).toBe(true)
})

test.each(["0", "true", "yes", " 1", "1\n", "$(rm -rf /)", "1; echo pwned"])(
  "SOURCE_MAPS=%j stops the build, naming the variable and the value",
  (value) => {
    expect(() => sourceMapsWanted({ SOURCE_MAPS: value })).toThrow(
      `SOURCE_MAPS must be 1 (deploy the browser bundle's source maps) or unset; it is ${JSON.stringify(value)}.`,
    )
  },
)

describe("the browser bundle's webpack configuration", () => {
  const saved = process.env.SOURCE_MAPS
  afterEach(() => {
    if (saved === undefined) delete process.env.SOURCE_MAPS
    else process.env.SOURCE_MAPS = saved
  })
  const configured = (stage: string) => {
    const setWebpackConfig = jest.fn()
    const args = { stage, actions: { setWebpackConfig } }
    // Only what the hook reads of Gatsby's arguments.
    ;(onCreateWebpackConfig as unknown as (a: typeof args) => void)(args)
    return setWebpackConfig.mock.calls
  }

  test("has no source maps by default, and leaves the other stages alone", () => {
    delete process.env.SOURCE_MAPS
    expect(configured("build-javascript")).toEqual([[{ devtool: false }]])
    for (const stage of ["develop", "develop-html", "build-html"])
      expect(configured(stage)).toEqual([])
  })

  test("keeps Gatsby's source maps when the owner asks for them", () => {
    process.env.SOURCE_MAPS = "1"
    expect(configured("build-javascript")).toEqual([])
  })
})
