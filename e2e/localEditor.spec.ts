// The editor's local backend (decap-server, as npm run develop and the editor's tests start it) answers
// this computer only: on its loopback address, and on no other address the machine has, where anyone
// on the same network could otherwise write the working copy's files.
import { mkdtempSync, rmSync } from "node:fs"
import { connect } from "node:net"
import { networkInterfaces, tmpdir } from "node:os"
import path from "node:path"
import { expect, test } from "@playwright/test"
import { DECAP_SERVER_HOST, startDecapServer } from "../scripts/decap-server.mjs"

// Not 8081: the editor's browser tests (admin.spec.ts) may have their own server there meanwhile.
const PORT = 8091

/** Whether `host` accepts a connection on PORT. */
const accepts = (host: string) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ host, port: PORT })
    socket.once("connect", () => {
      socket.destroy()
      resolve(true)
    })
    socket.once("error", () => resolve(false))
  })

/**
 * The machine's other addresses: every interface's but loopback's (a link-local IPv6 address needs its
 * interface named), and other loopback addresses than the one it listens on.
 */
const otherAddresses = () => [
  "127.0.0.2",
  "::1",
  ...Object.entries(networkInterfaces()).flatMap(([name, addresses]) =>
    (addresses ?? [])
      .filter(({ internal }) => !internal)
      .map(({ address, family }) =>
        family === "IPv6" && address.startsWith("fe80:") ? `${address}%${name}` : address,
      ),
  ),
]

test("the local editor's backend answers on 127.0.0.1, and refuses every other address of this machine", async () => {
  const repo = mkdtempSync(path.join(tmpdir(), "byb-local-editor-"))
  const server = startDecapServer({ port: PORT, repo, stdio: "ignore" })
  try {
    // Started once it answers the editor's first question.
    const info = () =>
      fetch(`http://${DECAP_SERVER_HOST}:${PORT}/api/v1`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ action: "info" }),
      })
        .then((answer) => answer.status)
        .catch(() => 0)
    await expect.poll(info, { timeout: 20_000 }).toBe(200)
    for (const address of otherAddresses())
      expect(await accepts(address), `a connection to ${address}:${PORT}`).toBe(false)
  } finally {
    server.kill()
    rmSync(repo, { recursive: true, force: true })
  }
})
