// decap-server, the editor's local backend (npm run develop, and the editor's browser tests), started on
// this computer's loopback address only. Left to itself it listens on every interface, and its CORS rule
// stops browsers, not curl: anyone on the same network (a café's, a conference's) could write any file of
// the working copy through it.
import { spawn } from "node:child_process"

/** The one address it listens on. */
export const DECAP_SERVER_HOST = "127.0.0.1"

/**
 * Starts decap-server on `port` of the loopback address, editing the files under `repo` (by default the
 * folder it is started in). Ends when the returned process is killed.
 */
export function startDecapServer({ port = 8081, repo, stdio = "inherit", env = {} } = {}) {
  // From the project's folder, where npm runs scripts and the tests run.
  return spawn(process.execPath, ["node_modules/decap-server/dist/index.js"], {
    stdio,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      MODE: "fs",
      BIND_HOST: DECAP_SERVER_HOST,
      ...(repo ? { GIT_REPO_DIRECTORY: repo } : {}),
    },
  })
}
