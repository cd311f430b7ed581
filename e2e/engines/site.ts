// A built test site (the main one unless named), served for the other engines as e2e/global-setup.ts serves it for Chromium: with
// the headers Netlify would send, its Content-Security-Policy among them (serve.mjs). On a free port of
// its own, so it never meets a Playwright run on the fixed ports of e2e/sites.ts.
import { spawn } from "node:child_process"
import { once } from "node:events"
import { existsSync, readFileSync } from "node:fs"
import path from "node:path"
import { createInterface } from "node:readline"
import type { Content } from "../../src/test/content"
import { contentFile, publishedContent, sites, type SiteName } from "../sites"
import { WAIT_MS, within } from "./visitor"

export type Site = {
  /** http://127.0.0.1:<port>, no trailing slash. */
  origin: string
  /**
   * The content.json it was built from, as the site shows it (drafts and pieces still to come left
   * out, e2e/sites.ts): every fact the coach may change comes from here.
   */
  content: Content
  stop(): Promise<void>
}

/** Serves a test build: the main one, or the edited copy (offers and events). */
export async function serveSite(name: SiteName = "main"): Promise<Site> {
  const { dir } = sites[name]
  if (!existsSync(dir) || !existsSync(contentFile(name))) {
    throw new Error(
      `No built site at ${dir}: the browser tests build it (npx playwright test), and ` +
        "E2E_REUSE_BUILD=1 keeps an earlier run's build.",
    )
  }
  const server = spawn(process.execPath, [path.join(__dirname, "serve.mjs"), dir], {
    stdio: ["pipe", "pipe", "inherit"],
  })
  const stopped = new Promise<void>((resolve) => server.once("exit", () => resolve()))
  // Its standard input closing ends it; if it does not end, it is killed.
  const stop = async () => {
    server.stdin.end()
    await within(WAIT_MS, "stopping the site's server", stopped).catch(() => server.kill("SIGKILL"))
  }
  try {
    const origin = await within(
      WAIT_MS,
      "serving the built site",
      Promise.race([
        once(createInterface({ input: server.stdout }), "line").then(([line]) => String(line)),
        stopped.then(() => Promise.reject(new Error("The site's server ended before serving"))),
      ]),
    )
    const content = JSON.parse(readFileSync(contentFile(name), "utf8"))
    return { origin, content: publishedContent(content, name), stop }
  } catch (error) {
    await stop()
    throw error
  }
}
