// A throwaway copy of the site for tests that run a real `gatsby build` of altered content, so the
// project's own .cache and public/ are never touched. node_modules is linked, not copied.
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

/**
 * Copies the site to a temporary folder, with `edit` applied to its content.json. `edit` is also given
 * the copy's folder, to add or rename pictures as the coach would.
 */
export function scratchSite<Content = RawContent>(
  edit: (content: Content, site: string) => void,
): string {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), "byb-scratch-"))
  copySite(site)
  editContent(site, edit)
  return site
}

/**
 * Copies the site's own files into `site` (node_modules linked), replacing what an earlier copy left
 * there but keeping its .cache and public/: a build there is then as warm as the last one left it.
 */
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

/** Runs `gatsby build` in the copy, with `env` added to the environment; the site lands in its public/. */
export function buildSite(site: string, env: Record<string, string> = {}) {
  return spawnSync(path.join(site, "node_modules", ".bin", "gatsby"), ["build"], {
    cwd: site,
    encoding: "utf8",
    env: { ...process.env, ...env, CI: "true", GATSBY_TELEMETRY_DISABLED: "1" },
    timeout: 400_000,
  })
}

export const removeSite = (site: string) => fs.rmSync(site, { recursive: true, force: true })
