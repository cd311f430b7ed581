// `gatsby develop` on a scratch copy of the site, for the browser test of editing with it running: its
// address, everything it prints, and a stop that ends it and every process it started.
import { spawn } from "node:child_process"
import { createServer, type AddressInfo } from "node:net"
import path from "node:path"

/** Colours and cursor moves, which a terminal shows and a test reads past. */
const ESCAPES = /\x1b\[[0-9;?]*[A-Za-z]/g // eslint-disable-line no-control-regex -- ANSI escapes start with ESC

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

export type DevelopServer = {
  url: string
  /** Everything it has printed so far, escapes removed. */
  output: () => string
  stop: () => Promise<void>
}

/** Starts `gatsby develop` in `site` and waits until it serves the page (a cold start takes minutes). */
export async function startDevelop(site: string, timeout: number): Promise<DevelopServer> {
  const port = await freePort()
  // In a process group of its own, so that stopping it also stops its workers.
  const child = spawn(
    path.join(site, "node_modules", ".bin", "gatsby"),
    ["develop", "--host", "127.0.0.1", "--port", String(port)],
    {
      cwd: site,
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
      // Without the content editor, which this test does not use: its compile would double the start.
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", SKIP_EDITOR: "1" },
    },
  )
  let output = ""
  for (const stream of [child.stdout, child.stderr]) {
    stream.on("data", (chunk: Buffer) => (output += chunk.toString().replace(ESCAPES, "")))
  }
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()))
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, name)
    } catch {
      // Already gone.
    }
  }
  // Should the test runner itself be ended, the server must not outlive it.
  const kill = () => signal("SIGKILL")
  process.once("exit", kill)
  const stop = async () => {
    signal("SIGTERM")
    const stopped = await Promise.race([
      exited.then(() => true),
      new Promise<false>((resolve) => setTimeout(() => resolve(false), 15_000)),
    ])
    if (!stopped) kill()
    // Its workers may outlast it after SIGTERM.
    kill()
    process.off("exit", kill)
  }

  let timer: NodeJS.Timeout | undefined
  const ready = new Promise<void>((resolve, reject) => {
    timer = setTimeout(() => reject(new Error("timed out")), timeout)
    for (const stream of [child.stdout, child.stderr]) {
      // Gatsby says "You can now view" before its development bundle is built: a page opened then may
      // load without its script (seen at ten times the content with a core busy: "EnsureResources was
      // not able to find resources for path: /"), so both must have been said.
      stream.on(
        "data",
        () =>
          /You can now view/.test(output) &&
          /success Building development bundle/.test(output) &&
          resolve(),
      )
    }
    child.once("exit", (code) => reject(new Error(`exited with ${code}`)))
  })
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + timeout
  try {
    await ready
    // Even then, the one page's data may still be on its way: at ten times the content the first visit
    // found none and stopped on "EnsureResources was not able to find resources for path: /", which no
    // later save clears. The page is ready for a visitor once its data is served.
    for (;;) {
      const answer = await fetch(`${url}/page-data/index/page-data.json`).catch(() => undefined)
      if (answer?.ok) break
      if (child.exitCode !== null) throw new Error(`exited with ${child.exitCode}`)
      if (Date.now() > deadline) throw new Error("timed out before the one page's data was served")
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  } catch (error) {
    await stop()
    throw new Error(`gatsby develop did not start (${(error as Error).message}):\n${output}`)
  } finally {
    clearTimeout(timer)
  }
  return { url, output: () => output, stop }
}
