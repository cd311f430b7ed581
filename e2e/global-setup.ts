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
import { buildSite, copySite, editContent } from "../src/test/scratchSite"
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

/** Builds the copy as it stands with `env`, or stops the run with the build's output. */
function build(name: SiteName, env: Env) {
  const started = Date.now()
  const result = buildSite(path.resolve(BUILD_COPY), env)
  if (result.status !== 0) {
    throw new Error(`The ${name} test build failed:\n${result.stdout}\n${result.stderr}`)
  }
  const seconds = Math.round((Date.now() - started) / 1000)
  console.log(`Built ${sites[name].dir} in ${seconds} s`)
  // For the step times CI prints (scripts/test-summary.mjs).
  appendFileSync(BUILDS_FILE, `  of which: the ${name} test build\t${seconds}\tpassed\n`)
  keep(name)
}

/**
 * Builds each site variant (the project as it is, then the coach's edited copy) with its own mail
 * configuration (explicitly, so a developer's .env can never point the tests at the real provider), keeps
 * it with the content.json it was built from, and serves it on loopback. E2E_REUSE_BUILD=1 serves the
 * copies of an earlier run without building again.
 */
export default async function globalSetup() {
  const built = (name: SiteName) => existsSync(sites[name].dir) && existsSync(contentFile(name))
  if (!process.env.E2E_REUSE_BUILD || !(Object.keys(sites) as SiteName[]).every(built)) {
    mkdirSync(".reports", { recursive: true })
    rmSync(BUILDS_FILE, { force: true })
    mkdirSync(BUILD_COPY, { recursive: true })
    copySite(BUILD_COPY)
    build("main", sites.main.env)
    editContent(BUILD_COPY, sites.edited.edit)
    build("edited", sites.edited.env)
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
