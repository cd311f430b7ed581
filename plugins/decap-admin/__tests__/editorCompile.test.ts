/** @jest-environment node */
import type { CreateWebpackConfigArgs, ParentSpanPluginArgs } from "gatsby"
import { site } from "../../../src/test/fixtures"
import type * as GatsbyNode from "../gatsby-node"

// gatsby-plugin-decap-cms's compile of the editor, answered by each test.
const mockCompile = jest.fn<Promise<void>, [CreateWebpackConfigArgs, object]>()
jest.mock("gatsby-plugin-decap-cms/gatsby-node", () => ({
  onCreateWebpackConfig: (args: CreateWebpackConfigArgs, options: object) =>
    mockCompile(args, options),
}))

const loadPlugin = () => {
  let plugin!: typeof GatsbyNode
  // A fresh module each test: the mockCompile it waits for is module state, as it is within one build.
  jest.isolateModules(() => {
    plugin = jest.requireActual("../gatsby-node")
  })
  return plugin
}

const webpackArgs = (stage: string) =>
  ({
    stage,
    store: { getState: () => ({ config: { siteMetadata: site.siteMetadata } }) },
  }) as unknown as CreateWebpackConfigArgs

function postBuildArgs() {
  const panic = jest.fn()
  return { panic, args: { reporter: { panic } } as unknown as ParentSpanPluginArgs }
}

/** A promise and the functions that settle it. */
function deferred() {
  let resolve!: () => void
  let reject!: (error: unknown) => void
  const promise = new Promise<void>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

const call = <A extends unknown[]>(hook: unknown, ...args: A) =>
  (hook as (...args: A) => Promise<void>)(...args)

beforeEach(() => mockCompile.mockReset())

test("the site's compile does not wait for the editor's; the build's end does", async () => {
  const editor = deferred()
  mockCompile.mockReturnValue(editor.promise)
  const plugin = loadPlugin()

  await call(plugin.onCreateWebpackConfig, webpackArgs("build-javascript"), {})
  expect(mockCompile).toHaveBeenCalledTimes(1)

  const { panic, args } = postBuildArgs()
  let ended = false
  const postBuild = call(plugin.onPostBuild, args, {}).then(() => (ended = true))
  await new Promise((resolve) => setTimeout(resolve, 20))
  expect(ended).toBe(false)

  editor.resolve()
  await postBuild
  expect(ended).toBe(true)
  expect(panic).not.toHaveBeenCalled()
})

test("an editor that does not compile fails the build, with the compiler's errors", async () => {
  const editor = deferred()
  mockCompile.mockReturnValue(editor.promise)
  const plugin = loadPlugin()
  await call(plugin.onCreateWebpackConfig, webpackArgs("build-javascript"), {})
  // It fails while the site is still building: nothing is reported as unhandled meanwhile.
  editor.reject([new Error("Module not found: Error: Can't resolve './preview'")])
  await new Promise((resolve) => setTimeout(resolve, 0))

  const { panic, args } = postBuildArgs()
  await call(plugin.onPostBuild, args, {})
  expect(panic).toHaveBeenCalledWith(
    "decap-admin: the content editor did not compile:\nError: Module not found: Error: Can't resolve './preview'",
  )
})

test("in `gatsby develop` the plugin's own watch is returned as it is", async () => {
  mockCompile.mockResolvedValue(undefined)
  const plugin = loadPlugin()
  await call(plugin.onCreateWebpackConfig, webpackArgs("develop"), {})
  expect(mockCompile).toHaveBeenCalledTimes(1)
  const { panic, args } = postBuildArgs()
  await call(plugin.onPostBuild, args, {})
  expect(panic).not.toHaveBeenCalled()
})

test("without the editor (SKIP_EDITOR=1) nothing is compiled and the build's end waits for nothing", async () => {
  process.env.SKIP_EDITOR = "1"
  try {
    const plugin = loadPlugin()
    await call(plugin.onCreateWebpackConfig, webpackArgs("build-javascript"), {})
    expect(mockCompile).not.toHaveBeenCalled()
    const { panic, args } = postBuildArgs()
    await call(plugin.onPostBuild, args, {})
    expect(panic).not.toHaveBeenCalled()
  } finally {
    delete process.env.SKIP_EDITOR
  }
})
