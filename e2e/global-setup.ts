import { execFileSync } from "node:child_process"
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs"
import type { Server } from "node:http"
import path from "node:path"
import type { Content } from "../src/test/content"
import { buildSite, removeSite, scratchSite } from "../src/test/scratchSite"
import { netlifyHeaders } from "./netlify-headers.mjs"
import { serveStatic } from "./static-server.mjs"
import { contentFile, policyOnly, sites, type SiteName } from "./sites"

type Env = Record<string, string>

/** Keeps what was built in `folder` for the tests: its public/, and the content.json it was built from. */
function keep(folder: string, name: SiteName) {
  rmSync(sites[name].dir, { recursive: true, force: true })
  cpSync(path.join(folder, "public"), sites[name].dir, { recursive: true })
  cpSync(path.join(folder, "data", "content.json"), contentFile(name))
}

function buildProject(name: SiteName, env: Env) {
  execFileSync("npx", ["gatsby", "build"], {
    env: { ...process.env, ...env, GATSBY_TELEMETRY_DISABLED: "1" },
    stdio: ["ignore", "ignore", "inherit"],
  })
  keep(".", name)
}

// Where the project's own public/ waits while the test builds use the folder.
const PUBLIC_KEPT = ".e2e/public-of-the-project"

/**
 * Runs the test builds with the project's public/ set aside and puts it back after, so `npm test` leaves
 * public/ as `npm run build` made it: never a build pointed at the tests' mail server.
 */
function withProjectPublicKept(build: () => void) {
  rmSync(PUBLIC_KEPT, { recursive: true, force: true })
  mkdirSync(path.dirname(PUBLIC_KEPT), { recursive: true })
  const had = existsSync("public")
  if (had) renameSync("public", PUBLIC_KEPT)
  try {
    build()
  } finally {
    rmSync("public", { recursive: true, force: true })
    if (had) renameSync(PUBLIC_KEPT, "public")
  }
}

/** Builds a copy with `edit` applied, outside the project's own public/ and .cache. */
function buildCopy(name: SiteName, edit: (content: Content, site: string) => void, env: Env) {
  const copy = scratchSite(edit)
  try {
    const build = buildSite(copy, env)
    if (build.status !== 0) throw new Error(`The build failed:\n${build.stdout}\n${build.stderr}`)
    keep(copy, name)
  } finally {
    removeSite(copy)
  }
}

/**
 * Builds each site variant (the project itself, or an edited copy of it) with its own mail configuration
 * (explicitly, so a developer's .env can never point the tests at the real provider), keeps it with the
 * content.json it was built from, and serves it on loopback. E2E_REUSE_BUILD=1 serves the copies of an earlier run without building
 * again.
 */
export default async function globalSetup() {
  const toBuild = (Object.keys(sites) as SiteName[]).filter(
    (name) =>
      !process.env.E2E_REUSE_BUILD ||
      !existsSync(sites[name].dir) ||
      !existsSync(contentFile(name)),
  )
  withProjectPublicKept(() => {
    for (const name of toBuild) {
      const site = sites[name]
      console.log(`Building ${site.dir} for the browser tests`)
      if ("edit" in site) buildCopy(name, site.edit, site.env)
      else buildProject(name, site.env)
    }
  })
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
  const mainHeaders = netlifyHeaders(`${sites.main.dir}/_headers`)

  const servers: Server[] = await Promise.all([
    serveStatic(headerOnly, policyOnly.header.port, { headers: mainHeaders }),
    serveStatic(sites.main.dir, policyOnly.meta.port),
    ...// Served with the headers Netlify would send (public/_headers): the Content-Security-Policy among them.
    Object.values(sites).map(({ dir, port }) =>
      serveStatic(dir, port, { headers: netlifyHeaders(`${dir}/_headers`) }),
    ),
  ])
  return async () => {
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))))
  }
}
