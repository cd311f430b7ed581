/** @jest-environment node */
import { existsSync } from "node:fs"
import path from "node:path"
import type { CreateWebpackConfigArgs } from "gatsby"
import { onCreateWebpackConfig } from "../gatsby-node"

const GATSBY_ENTRY = "/site/.cache/production-app"

function run(stage: string, config: object) {
  const replaceWebpackConfig = jest.fn()
  const panic = jest.fn()
  const args = {
    stage,
    actions: { replaceWebpackConfig },
    getConfig: () => config,
    reporter: { panic },
  } as unknown as CreateWebpackConfigArgs
  onCreateWebpackConfig!(args, { plugins: [] }, () => {})
  return { replaced: replaceWebpackConfig.mock.calls[0]?.[0], panic }
}

const gatsbyConfig = () => ({
  entry: { polyfill: "/site/.cache/polyfill-entry", app: GATSBY_ENTRY },
  resolve: { alias: { gatsby$: "/site/.cache/gatsby-browser-entry.js" }, extensions: [".js"] },
  mode: "production",
})

test("the production bundle starts from this plugin's entry, which reaches Gatsby's under its own name", () => {
  const { replaced } = run("build-javascript", gatsbyConfig())
  expect(replaced.entry.app).toBe(path.resolve("plugins/start-in-slices/startInSlices.ts"))
  expect(existsSync(replaced.entry.app)).toBe(true)
  expect(replaced.resolve.alias["gatsby-production-app$"]).toBe(GATSBY_ENTRY)
})

test("everything else in Gatsby's configuration stays", () => {
  const { replaced } = run("build-javascript", gatsbyConfig())
  const { entry, resolve, ...rest } = gatsbyConfig()
  expect(rest).toEqual({ mode: replaced.mode })
  expect(replaced.entry.polyfill).toBe(entry.polyfill)
  expect(replaced.resolve.extensions).toEqual(resolve.extensions)
  expect(replaced.resolve.alias.gatsby$).toBe(resolve.alias.gatsby$)
})

test("gatsby develop and server rendering keep Gatsby's entry", () => {
  for (const stage of ["develop", "develop-html", "build-html"])
    expect(run(stage, gatsbyConfig()).replaced).toBeUndefined()
})

test("a Gatsby whose browser entry changed shape stops the build, naming the plugin", () => {
  for (const entry of [{ app: [GATSBY_ENTRY] }, { commons: GATSBY_ENTRY }, undefined]) {
    const { replaced, panic } = run("build-javascript", { ...gatsbyConfig(), entry })
    expect(replaced).toBeUndefined()
    expect(panic).toHaveBeenCalledWith(expect.stringMatching(/^start-in-slices: .*entry "app"/))
  }
})
