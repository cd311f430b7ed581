/** @jest-environment node */
import { onCreateWebpackConfig } from "../gatsby-node"

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
