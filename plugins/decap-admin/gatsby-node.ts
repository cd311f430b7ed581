// The content editor at /admin/ (src/admin/cms.tsx), built by gatsby-plugin-decap-cms's own build step.
// Used through this plugin rather than directly so that the plugin's gatsby-browser.js, which would
// put Netlify Identity code into the page every visitor loads, is never part of the site.
import path from "path"
import type { CreateDevServerArgs, CreateWebpackConfigArgs, GatsbyNode } from "gatsby"
import type { Configuration, WebpackPluginInstance } from "webpack"
import { ADMIN_PATH } from "../../src/admin/config"

type DecapNode = {
  onCreateWebpackConfig: (args: CreateWebpackConfigArgs, options: object) => Promise<void>
  onCreateDevServer: (args: CreateDevServerArgs, options: object) => void
}
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS file without types
const decap: DecapNode = require("gatsby-plugin-decap-cms/gatsby-node")

// The plugin loads React, ReactDOM and Decap from prebuilt UMD files it copies beside the admin.
// React 19 ships no UMD build, and Decap's UMD file loads chunks the plugin does not copy, so the admin
// bundles all three from npm instead: one React, shared with our widget and previews.
const REPLACED = ["CopyPlugin", "HtmlWebpackTagsPlugin"]
const nameOf = (plugin: unknown) => (plugin as WebpackPluginInstance)?.constructor?.name ?? ""

type Tools = { plugins: { define: (values: Record<string, string>) => WebpackPluginInstance } }

function bundleEverything(siteMetadata: object) {
  return (config: Configuration, { plugins }: Tools) => {
    const replaced = (config.plugins ?? []).filter((plugin) => REPLACED.includes(nameOf(plugin)))
    // Fail the build if the plugin changes how it loads them, rather than ship an editor that cannot start.
    if (replaced.length !== REPLACED.length || !Array.isArray(config.externals)) {
      throw new Error(
        `decap-admin: expected gatsby-plugin-decap-cms to add ${REPLACED.join(" and ")} and a list of externals; found ${replaced.map(nameOf).join(", ") || "neither"}. Check the plugin's version.`,
      )
    }
    config.plugins = [
      ...(config.plugins ?? []).filter((plugin) => !replaced.includes(plugin)),
      // The preview renders the page, whose header and footer show the site's title.
      plugins.define({ SITE_METADATA: JSON.stringify(siteMetadata) }),
    ]
    config.externals = []
    // A cache of its own: sharing the site's (copied with the rest of its config) would have the two
    // builds overwrite each other's; with it, a rebuild with an unchanged editor takes seconds.
    if (config.cache && typeof config.cache === "object" && config.cache.type === "filesystem") {
      config.cache = {
        ...config.cache,
        name: "decap-admin",
        cacheLocation: path.resolve(".cache", "webpack", "decap-admin"),
      }
    }
    // Source maps would triple the deploy and the build time of a bundle nobody debugs in production.
    config.devtool = false
  }
}

const options = (siteMetadata: { title?: string }) => ({
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

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = (args, pluginOptions) => {
  const { siteMetadata = {} } = args.store.getState().config
  return decap.onCreateWebpackConfig(args, { ...pluginOptions, ...options(siteMetadata) })
}

export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = (args, pluginOptions) =>
  decap.onCreateDevServer(args, { ...pluginOptions, publicPath: ADMIN_PATH })
