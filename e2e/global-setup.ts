import { execFileSync } from "node:child_process"
import { cpSync, existsSync, rmSync } from "node:fs"
import type { Server } from "node:http"
import { serveStatic } from "./static-server"
import { sites } from "./sites"

/**
 * Builds each site variant with its own mail configuration (explicitly, so a developer's .env can never
 * point the tests at the real provider), copies it out of public/, and serves it on loopback.
 * E2E_REUSE_BUILD=1 serves the copies of an earlier run without building again.
 */
export default async function globalSetup() {
  for (const { dir, env } of Object.values(sites)) {
    if (process.env.E2E_REUSE_BUILD && existsSync(dir)) continue
    console.log(`Building ${dir} for the browser tests`)
    execFileSync("npx", ["gatsby", "build"], {
      env: { ...process.env, ...env, GATSBY_TELEMETRY_DISABLED: "1" },
      stdio: ["ignore", "ignore", "inherit"],
    })
    rmSync(dir, { recursive: true, force: true })
    cpSync("public", dir, { recursive: true })
  }
  const servers: Server[] = await Promise.all(
    Object.values(sites).map(({ dir, port }) => serveStatic(dir, port)),
  )
  return async () => {
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))))
  }
}
