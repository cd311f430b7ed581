// Where the content editor signs the coach in and commits what they publish, chosen when the site is
// built (the host's environment variables): Decap's GitHub backend with Netlify's OAuth provider by
// default, or, only when named, Git Gateway with Netlify Identity, which Netlify has deprecated and
// whose registration is open to anyone until the owner sets it to "Invite only". See
// docs/site-owner.md, "The editor's sign-in".
import type { EditorBackend } from "../../src/siteConfig"

const BACKEND_VARIABLES = {
  backend: "DECAP_BACKEND",
  repo: "DECAP_REPO",
  branch: "DECAP_BRANCH",
  visibility: "DECAP_REPO_VISIBILITY",
  /** Set by Netlify during its builds: the repository the site is built from. */
  repositoryUrl: "REPOSITORY_URL",
} as const

const BACKEND_NAMES = ["github", "git-gateway"] as const
type BackendName = (typeof BACKEND_NAMES)[number]

const SCOPES = { public: "public_repo", private: "repo" } as const
type Visibility = keyof typeof SCOPES
const isVisibility = (value: string): value is Visibility => Object.hasOwn(SCOPES, value)

const DEFAULT_BRANCH = "main"

// GitHub's rules: an account is letters, digits and single inner hyphens, up to 39; a repository is
// letters, digits, ".", "_" and "-", up to 100, and never "." or "..".
const OWNER = /^[A-Za-z0-9](?:-?[A-Za-z0-9]){0,38}$/
const REPOSITORY = /^[A-Za-z0-9._-]{1,100}$/
// A branch as Git allows it (git check-ref-format --branch), narrowed to characters that need no
// escaping in an address of GitHub's API, as Decap writes them into those addresses.
const BRANCH_CHARACTERS = /^[A-Za-z0-9._/-]{1,200}$/

const isBackendName = (value: string): value is BackendName =>
  (BACKEND_NAMES as readonly string[]).includes(value)

const EXAMPLE_REPO = "coach/becoming-your-best"
const shown = (value: string) => JSON.stringify(value)

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

/**
 * owner/name of a GitHub repository from the address Netlify gives in REPOSITORY_URL
 * (https://github.com/owner/name, with credentials during a build, or git@github.com:owner/name);
 * undefined for any other host or shape. The credentials are never kept, nor written anywhere.
 */
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

/**
 * The editor's backend from the build's environment: GitHub unless Git Gateway is named, on main
 * unless DECAP_BRANCH says. The repository is DECAP_REPO, or the one Netlify builds from
 * (REPOSITORY_URL); with neither, `null`: the editor's page then says how to set one up, and shows
 * no sign-in that cannot work. Any value the editor could not work with stops the build with a
 * message naming the variable, the value and what is expected: a typo must not ship an editor that
 * cannot sign in, or commits elsewhere.
 */
export function editorBackend(env: NodeJS.ProcessEnv = process.env): EditorBackend | null {
  const {
    backend: BACKEND,
    repo: REPO,
    branch: BRANCH,
    visibility: VISIBILITY,
    repositoryUrl: REPOSITORY_URL,
  } = BACKEND_VARIABLES
  const name = env[BACKEND] || "github"
  const repo = env[REPO]
  const branch = env[BRANCH] || DEFAULT_BRANCH
  const visibility = env[VISIBILITY] || "public"
  if (!isBackendName(name)) {
    throw new Error(
      `${BACKEND} must be github (sign-in with GitHub, the default) or git-gateway (Netlify Identity, deprecated by Netlify), or unset for github; it is ${shown(name)}.`,
    )
  }
  const branchProblem = problemWithBranch(branch)
  if (branchProblem) {
    throw new Error(
      `${BRANCH} must name the branch the editor publishes to, e.g. main, or be unset for main; it is ${shown(branch)}: ${branchProblem}.`,
    )
  }
  if (name === "git-gateway") {
    const githubOnly = [REPO, VISIBILITY].find((variable) => env[variable])
    if (githubOnly) {
      throw new Error(
        `${githubOnly} is read only when ${BACKEND} is github (Git Gateway takes the repository from Netlify's settings), and ${BACKEND} is "git-gateway": remove ${githubOnly}, or ${BACKEND}.`,
      )
    }
    return { name, branch, squash_merges: true }
  }
  if (!isVisibility(visibility)) {
    throw new Error(
      `${VISIBILITY} must be public (the editor asks GitHub for public repositories only) or private (it must ask for every repository of the account), or unset for public; it is ${shown(visibility)}.`,
    )
  }
  const repoProblem = repo ? problemWithRepo(repo) : undefined
  if (repo && repoProblem) {
    throw new Error(
      `${REPO} must name the GitHub repository the editor commits to, as owner/name (e.g. ${EXAMPLE_REPO}), or be unset; it is ${shown(repo)}: ${repoProblem}.`,
    )
  }
  const found = repo || githubRepoOf(env[REPOSITORY_URL])
  return found ? { name, repo: found, branch, auth_scope: SCOPES[visibility] } : null
}

/** What a build without a repository says: its editor's page explains the same to whoever opens it. */
export const NO_REPOSITORY =
  "The editor does not know which GitHub repository to publish to: /admin/ says so and offers no sign-in. Set DECAP_REPO=owner/name (Netlify sets REPOSITORY_URL by itself for a site it builds from GitHub)."

/** The one step that closes Git Gateway to strangers, printed by every build that uses it. */
export const INVITE_ONLY_STEP =
  'The editor signs in with Netlify Identity (DECAP_BACKEND=git-gateway). Identity lets anyone register until you close it: in Netlify, Project configuration → Identity → Registration, choose "Invite only". Anyone registered can publish to the whole repository.'

/**
 * What the editor's Content-Security-Policy must allow beyond its own origin for each backend, as
 * Decap's code for it calls (decap-cms-backend-github's implementation.tsx and API.ts). Netlify
 * Identity and Git Gateway answer at the site's own origin (/.netlify/identity, /.netlify/git). With
 * GitHub, the editor reads and commits through GitHub's API, and asks GitHub's status page every five
 * minutes whether GitHub is down (to say so). Its pictures come through the API as blob: URLs; the
 * coach's GitHub picture is not shown (the backend's user() leaves avatar_url out). Signing in opens
 * Netlify's OAuth page in a window of its own, which answers by postMessage: no policy governs either.
 */
export function backendOrigins(backend: EditorBackend | null): { connect: string[] } {
  if (!backend || backend.name === "git-gateway") return { connect: [] }
  return { connect: ["https://api.github.com", "https://www.githubstatus.com"] }
}
