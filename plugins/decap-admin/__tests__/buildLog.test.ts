/** @jest-environment node */
// What a build's log says about the editor's sign-in, before anything is compiled (decap-admin's
// onPreInit): the one step that closes Git Gateway to strangers, or that no repository is known.
import type { GatsbyNode } from "gatsby"
import { INVITE_ONLY_STEP, NO_REPOSITORY } from "../backend"
import type * as DecapAdminNode from "../gatsby-node"

// The plugin it wraps is not needed to read the settings, and loads webpack.
jest.mock("gatsby-plugin-decap-cms/gatsby-node", () => ({}))

const VARIABLES = [
  "DECAP_BACKEND",
  "DECAP_REPO",
  "DECAP_REPO_VISIBILITY",
  "DECAP_BRANCH",
  "REPOSITORY_URL",
  "SKIP_EDITOR",
]
const saved = Object.fromEntries(VARIABLES.map((name) => [name, process.env[name]]))
afterEach(() => {
  for (const name of VARIABLES) {
    if (saved[name] === undefined) delete process.env[name]
    else process.env[name] = saved[name]
  }
})

/** The build's log lines from decap-admin's onPreInit with `env` set. */
function logOf(env: Record<string, string>) {
  for (const name of VARIABLES) delete process.env[name]
  Object.assign(process.env, env)
  const lines: string[] = []
  const reporter = {
    warn: (line: string) => lines.push(`warn: ${line}`),
    panic: (line: string) => lines.push(`panic: ${line}`),
  }
  let onPreInit: GatsbyNode["onPreInit"]
  jest.isolateModules(() => {
    ;({ onPreInit } = jest.requireActual<typeof DecapAdminNode>("../gatsby-node"))
  })
  ;(onPreInit as (args: unknown) => void)({ reporter })
  return lines
}

test("a build with Git Gateway says how to close Identity's registration, which is open until then", () => {
  expect(logOf({ DECAP_BACKEND: "git-gateway" })).toEqual([
    `warn: decap-admin: ${INVITE_ONLY_STEP}`,
  ])
  expect(INVITE_ONLY_STEP).toContain('"Invite only"')
})

test("a build with no repository says so; one with a repository says nothing", () => {
  expect(logOf({})).toEqual([`warn: decap-admin: ${NO_REPOSITORY}`])
  expect(logOf({ REPOSITORY_URL: "https://github.com/coach/site" })).toEqual([])
  expect(logOf({ DECAP_REPO: "coach/site" })).toEqual([])
})

test("a bad value stops the build with its own message, and nothing else is said", () => {
  expect(logOf({ DECAP_BACKEND: "gitlab" })).toEqual([
    expect.stringMatching(/^panic: decap-admin: DECAP_BACKEND must be github/),
  ])
})
