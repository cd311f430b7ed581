// The editor at /admin/, built by gatsby-plugin-decap-cms's build step, used through this plugin so that
// its gatsby-browser.js (Netlify Identity's code, in every visitor's page) is never part of the site.
import path from "path"
import type { CreateDevServerArgs, CreateWebpackConfigArgs, GatsbyNode } from "gatsby"
import TerserPlugin from "terser-webpack-plugin"
import type {
  Configuration,
  DefinePlugin,
  RuleSetRule,
  RuleSetUseItem,
  WebpackPluginInstance,
} from "webpack"
import { checkSettings } from "../../src/model/settings"
import { ADMIN_PATH } from "../../src/siteConfig"
import { editorBackend, INVITE_ONLY_STEP, NO_REPOSITORY } from "./backend"
import { editorIncluded } from "./editorBuild"
import type { EditorSiteMetadata } from "../../src/siteConfig"
import { editorPage, editorSiteMetadata } from "./editorPage"
import { patchesDigest } from "./patchesDigest"

type DecapNode = {
  onCreateWebpackConfig: (args: CreateWebpackConfigArgs, options: object) => Promise<void>
  onCreateDevServer: (args: CreateDevServerArgs, options: object) => void
}
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS file without types
const decap: DecapNode = require("gatsby-plugin-decap-cms/gatsby-node")

const PLUGIN = "decap-admin"

// The plugin loads React, ReactDOM and Decap from UMD files: React 19 has none, and Decap's loads chunks
// the plugin does not copy. So the admin bundles all three: one React, shared with our widgets.
const REPLACED = ["CopyPlugin", "HtmlWebpackTagsPlugin"]
const nameOf = (plugin: unknown) => (plugin as WebpackPluginInstance)?.constructor?.name ?? ""

type Tools = {
  stage: string
  loaders: { style: (options?: object) => RuleSetUseItem }
}

/** Where the editor's own controls keep their CSS modules (the rich-text widget). */
const EDITOR_STYLES = path.resolve("src/admin/richText")
const CSS_MODULE = String(/\.module\.css$/)

/**
 * The plugin puts every stylesheet into cms.css, which Decap loads into the preview's frame only; the
 * editor's own CSS modules go into its page by script instead (its policy allows inline styles).
 */
function editorStylesOnItsPage(config: Configuration, style: Tools["loaders"]["style"]) {
  const rules = (config.module?.rules ?? []) as { oneOf?: RuleSetRule[] }[]
  const modules = rules
    .flatMap((rule) => rule?.oneOf ?? [])
    .find((rule) => String(rule.test) === CSS_MODULE)
  const [, ...compile] = (modules?.use ?? []) as RuleSetUseItem[]
  const group = rules.find((rule) => modules && rule?.oneOf?.includes(modules))
  if (!group?.oneOf || compile.length === 0) {
    throw new Error(
      `${PLUGIN}: Gatsby's webpack configuration has no rule for CSS modules to style the editor's controls with. Check Gatsby's version.`,
    )
  }
  group.oneOf.unshift({
    ...modules,
    include: EDITOR_STYLES,
    use: [style({ esModule: true, modules: { namedExport: true } }), ...compile],
  })
}

type HtmlPlugin = WebpackPluginInstance & {
  options: { title: string; templateContent: unknown; minify: unknown }
}

function withEditorPage(
  html: HtmlPlugin | undefined,
  siteMetadata: EditorSiteMetadata,
  local: boolean,
) {
  if (!html)
    throw new Error(`${PLUGIN}: gatsby-plugin-decap-cms no longer writes the editor's page`)
  const { title } = html.options
  html.options.templateContent = () => editorPage(title, siteMetadata, process.env, { local })
  // A page of a few lines: minifying it would only lowercase its DOCTYPE.
  html.options.minify = false
}

/**
 * The preview draws the form without reCAPTCHA, so one compiled editor serves every build's key. A copy
 * of Gatsby's DefinePlugin: the site's own compile shares the original.
 */
function withoutRecaptcha(config: Configuration) {
  const plugins = config.plugins ?? []
  const index = plugins.findIndex((plugin) => nameOf(plugin) === "DefinePlugin")
  const define = plugins[index] as DefinePlugin | undefined
  if (!define) throw new Error(`${PLUGIN}: Gatsby's webpack configuration has no DefinePlugin.`)
  plugins[index] = new (define.constructor as typeof DefinePlugin)({
    ...define.definitions,
    "process.env.GATSBY_RECAPTCHA_SITE_KEY": JSON.stringify(""),
  })
}

function bundleEverything(siteMetadata: EditorSiteMetadata) {
  return (config: Configuration, { stage, loaders }: Tools) => {
    withEditorPage(
      config.plugins?.find((plugin) => nameOf(plugin) === "HtmlWebpackPlugin") as HtmlPlugin,
      siteMetadata,
      // Only `npm run develop`'s editor may use decap-server: a deployed one reaches no localhost.
      stage === "develop",
    )
    const replaced = (config.plugins ?? []).filter((plugin) => REPLACED.includes(nameOf(plugin)))
    // Fail the build if the plugin changes how it loads them, rather than ship an editor that cannot start.
    if (replaced.length !== REPLACED.length || !Array.isArray(config.externals)) {
      throw new Error(
        `${PLUGIN}: expected gatsby-plugin-decap-cms to add ${REPLACED.join(" and ")} and a list of externals; found ${replaced.map(nameOf).join(", ") || "neither"}. Check the plugin's version.`,
      )
    }
    config.plugins = (config.plugins ?? []).filter((plugin) => !replaced.includes(plugin))
    config.externals = []
    withoutRecaptcha(config)
    editorStylesOnItsPage(config, loaders.style)
    // Its own cache, or the two compiles overwrite each other's; named after Decap's patches, which
    // change Decap's files without changing its version.
    if (config.cache && typeof config.cache === "object" && config.cache.type === "filesystem") {
      config.cache = {
        ...config.cache,
        name: "decap-admin",
        cacheLocation: path.resolve(".cache", "webpack", "decap-admin"),
        version: [config.cache.version, `patches-${patchesDigest()}`].filter(Boolean).join(" "),
      }
    }
    // Source maps would triple the deploy and the build time of a bundle nobody debugs in production.
    config.devtool = false
    // swc, not Terser, for the editor's one large script: docs/decisions/editor-build.md.
    if (config.mode === "production") {
      config.optimization = {
        ...config.optimization,
        minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify })],
      }
    }
  }
}

const options = (siteMetadata: EditorSiteMetadata) => ({
  modulePath: path.resolve("src/admin/cms.tsx"),
  publicPath: ADMIN_PATH,
  manualInit: true,
  // The editor starts Netlify Identity itself (src/admin/identity.ts).
  enableIdentityWidget: false,
  htmlTitle: `${siteMetadata.title}: content editor`,
  // Writes <meta name="robots" content="none">: no search engine indexes the editor.
  includeRobots: false,
  customizeWebpackConfig: bundleEverything(siteMetadata),
})

// The backend is read even for a build without the editor: the site's headers name what it reaches.
export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter }) => {
  const settings = checkSettings(reporter, PLUGIN, editorIncluded, editorBackend)
  if (!settings) return
  const [, backend] = settings
  if (backend?.name === "git-gateway") reporter.warn(`${PLUGIN}: ${INVITE_ONLY_STEP}`)
  if (!backend) reporter.warn(`${PLUGIN}: ${NO_REPOSITORY}`)
}

/** The production build's compile of the editor, running beside the site's own; onPostBuild awaits it. */
let editorCompiled: Promise<void> | undefined

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = async (
  args,
  pluginOptions,
) => {
  if (!editorIncluded()) return
  const siteMetadata = editorSiteMetadata(args.store.getState().config.siteMetadata)
  const compiling = decap.onCreateWebpackConfig(args, {
    ...pluginOptions,
    ...options(siteMetadata),
  })
  if (args.stage !== "build-javascript") return compiling
  // Kept, not returned, so the two compile side by side; onPostBuild still fails the build on its errors.
  editorCompiled = compiling
  editorCompiled.catch(() => undefined)
}

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter }) => {
  try {
    await editorCompiled
  } catch (error) {
    const errors = Array.isArray(error) ? error : [error]
    reporter.panic(
      `${PLUGIN}: the content editor did not compile:\n${errors.map(String).join("\n")}`,
    )
  }
}

export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = (args, pluginOptions) => {
  if (editorIncluded()) decap.onCreateDevServer(args, { ...pluginOptions, publicPath: ADMIN_PATH })
}
