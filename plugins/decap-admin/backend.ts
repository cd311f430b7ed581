// Where the editor signs in and commits, from the build's settings (docs/site-owner.md, "The editor's sign-in").
import { refused, settingFrom, type Env } from "../../src/model/settings"
import type { EditorBackend } from "../../src/siteConfig"

const BACKEND = "DECAP_BACKEND"
const REPO = "DECAP_REPO"
const VISIBILITY = "DECAP_REPO_VISIBILITY"

const BACKEND_NAMES = ["github", "git-gateway"] as const
type BackendName = (typeof BACKEND_NAMES)[number]

const SCOPES = { public: "public_repo", private: "repo" } as const
type Visibility = keyof typeof SCOPES
const isVisibility = (value: string): value is Visibility => Object.hasOwn(SCOPES, value)

const DEFAULT_BRANCH = "main"

// GitHub's own rules for account and repository names.
const OWNER = /^[A-Za-z0-9](?:-?[A-Za-z0-9]){0,38}$/
const REPOSITORY = /^[A-Za-z0-9._-]{1,100}$/
// Git's branch rules, narrowed to what needs no escaping in GitHub's API addresses, where Decap puts it.
const BRANCH_CHARACTERS = /^[A-Za-z0-9._/-]{1,200}$/

const isBackendName = (value: string): value is BackendName =>
  (BACKEND_NAMES as readonly string[]).includes(value)

const EXAMPLE_REPO = "coach/becoming-your-best"
const shown = (value: string) => JSON.stringify(value)
const checkedBy = (problem: (value: string) => string | undefined) => (value: string) => {
  const why = problem(value)
  return why ? refused(why) : value
}

function problemWithRepo(value: string): string | undefined {
  if (/^[a-z]+:\/\/|^git@|github\.com/i.test(value))
    return "it is an address; write only the owner and the name"
  const parts = value.split("/")
  if (parts.length !== 2) return "it is not two names joined by one /"
  const [owner = "", name = ""] = parts
  if (!OWNER.test(owner) || owner.length > 39)
    return `${shown(owner)} is not a GitHub account: letters, digits and single hyphens inside, up to 39`
  if (!REPOSITORY.test(name) || name === "." || name === "..")
    return `${shown(name)} is not a repository name: letters, digits, ".", "_" and "-", up to 100`
  if (name.toLowerCase().endsWith(".git")) return "leave out the .git at its end"
  return undefined
}

function problemWithBranch(value: string): string | undefined {
  if (!BRANCH_CHARACTERS.test(value))
    return 'a branch is letters, digits, ".", "_", "-" and "/", up to 200'
  if (value.startsWith("-") || value.startsWith("/") || value.endsWith("/") || value.endsWith("."))
    return 'a branch neither starts with "-" or "/" nor ends with "/" or "."'
  if (value.includes("..") || value.includes("//")) return 'a branch has no ".." and no "//"'
  if (value.split("/").some((part) => part.startsWith(".") || part.endsWith(".lock")))
    return 'no part of a branch starts with "." or ends with ".lock"'
  return undefined
}

// owner/name from REPOSITORY_URL (https or git@ form); its credentials are never kept.
export function githubRepoOf(address: string | undefined): string | undefined {
  if (!address) return undefined
  const ssh = /^git@github\.com:([^/\s]+\/[^/\s]+?)(?:\.git)?\/?$/i.exec(address)
  if (ssh) return problemWithRepo(ssh[1] ?? "") ? undefined : ssh[1]
  let url: URL
  try {
    url = new URL(address)
  } catch {
    return undefined
  }
  if (url.protocol !== "https:" || url.hostname.toLowerCase() !== "github.com") return undefined
  const repo = url.pathname
    .replace(/^\//, "")
    .replace(/\/$/, "")
    .replace(/\.git$/i, "")
  return problemWithRepo(repo) ? undefined : repo
}

// null without a repository: the editor's page then explains the setup. A bad value throws.
export function editorBackend(env: Env = process.env): EditorBackend | null {
  const name =
    settingFrom(env, BACKEND, {
      expected:
        "github (sign-in with GitHub, the default) or git-gateway (Netlify Identity, deprecated by Netlify), or unset for github",
      read: (value) => (isBackendName(value) ? value : refused()),
    }) ?? "github"
  const branch =
    settingFrom(env, "DECAP_BRANCH", {
      expected: "the branch the editor publishes to, e.g. main, or unset for main",
      read: checkedBy(problemWithBranch),
    }) ?? DEFAULT_BRANCH
  if (name === "git-gateway") {
    for (const variable of [REPO, VISIBILITY]) {
      settingFrom(env, variable, {
        expected: `unset when ${BACKEND} is git-gateway (Git Gateway takes the repository from Netlify's settings)`,
        read: () => refused(`remove ${variable}, or ${BACKEND}`),
      })
    }
    return { name, branch, squash_merges: true }
  }
  const visibility =
    settingFrom(env, VISIBILITY, {
      expected:
        "public (the editor asks GitHub for public repositories only) or private (it must ask for every repository of the account), or unset for public",
      read: (value) => (isVisibility(value) ? value : refused()),
    }) ?? "public"
  const repo = settingFrom(env, REPO, {
    expected: `the GitHub repository the editor commits to, as owner/name (e.g. ${EXAMPLE_REPO}), or unset`,
    read: checkedBy(problemWithRepo),
  })
  // Netlify's own variable, set in its builds: read as far as it names a GitHub repository.
  const found = repo ?? githubRepoOf(env.REPOSITORY_URL)
  return found ? { name, repo: found, branch, auth_scope: SCOPES[visibility] } : null
}

export const NO_REPOSITORY =
  "The editor does not know which GitHub repository to publish to: /admin/ says so and offers no sign-in. Set DECAP_REPO=owner/name (Netlify sets REPOSITORY_URL by itself for a site it builds from GitHub)."

export const INVITE_ONLY_STEP =
  'The editor signs in with Netlify Identity (DECAP_BACKEND=git-gateway). Identity lets anyone register until you close it: in Netlify, Project configuration → Identity → Registration, choose "Invite only". Anyone registered can publish to the whole repository.'

// Origins Decap's GitHub backend calls (implementation.tsx, API.ts); Git Gateway stays on the site's origin.
export function backendOrigins(backend: EditorBackend | null): { connect: string[] } {
  if (!backend || backend.name === "git-gateway") return { connect: [] }
  return { connect: ["https://api.github.com", "https://www.githubstatus.com"] }
}
