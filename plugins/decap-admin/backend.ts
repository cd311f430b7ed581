// Where the content editor signs the coach in and commits what they publish, chosen when the site is
// built (the host's environment variables): Decap's GitHub backend with Netlify's OAuth provider, or
// Git Gateway with Netlify Identity, which Netlify has deprecated and which stays the default so that a
// site set up with it keeps working. See docs/site-owner.md, "The editor's sign-in".

const BACKEND_VARIABLES = {
  backend: "DECAP_BACKEND",
  repo: "DECAP_REPO",
  branch: "DECAP_BRANCH",
} as const

const BACKEND_NAMES = ["github", "git-gateway"] as const
type BackendName = (typeof BACKEND_NAMES)[number]

/** Decap's backend setting, as its configuration reads it. */
export type EditorBackend =
  | { name: "github"; repo: string; branch: string }
  | { name: "git-gateway"; branch: string; squash_merges: true }

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
 * The editor's backend from the build's environment. Unset, it is Git Gateway on main, as before. Any
 * value the editor could not work with stops the build with a message naming the variable, the value
 * and what is expected: a typo must not ship an editor that cannot sign in, or commits elsewhere.
 */
export function editorBackend(env: NodeJS.ProcessEnv = process.env): EditorBackend {
  const { backend: BACKEND, repo: REPO, branch: BRANCH } = BACKEND_VARIABLES
  const name = env[BACKEND] || "git-gateway"
  const repo = env[REPO]
  const branch = env[BRANCH] || DEFAULT_BRANCH
  if (!isBackendName(name)) {
    throw new Error(
      `${BACKEND} must be github (the recommended sign-in with GitHub) or git-gateway (Netlify Identity, deprecated by Netlify), or unset for git-gateway; it is ${shown(name)}.`,
    )
  }
  const branchProblem = problemWithBranch(branch)
  if (branchProblem) {
    throw new Error(
      `${BRANCH} must name the branch the editor publishes to, e.g. main, or be unset for main; it is ${shown(branch)}: ${branchProblem}.`,
    )
  }
  if (name === "git-gateway") {
    if (repo) {
      throw new Error(
        `${REPO} is read only when ${BACKEND} is github (Git Gateway takes the repository from Netlify's settings), and ${BACKEND} is ${env[BACKEND] ? shown(name) : "unset"}: set ${BACKEND}=github, or remove ${REPO}.`,
      )
    }
    return { name, branch, squash_merges: true }
  }
  const repoProblem = repo ? problemWithRepo(repo) : "it is unset"
  if (!repo || repoProblem) {
    throw new Error(
      `${REPO} must name the GitHub repository the editor commits to, as owner/name (e.g. ${EXAMPLE_REPO}), when ${BACKEND} is github; it is ${repo ? `${shown(repo)}: ${repoProblem}` : "unset"}.`,
    )
  }
  return { name, repo, branch }
}

/**
 * What the editor's Content-Security-Policy must allow beyond its own origin for each backend, as
 * Decap's code for it calls (decap-cms-backend-github's implementation.tsx and API.ts). Netlify
 * Identity and Git Gateway answer at the site's own origin (/.netlify/identity, /.netlify/git). With
 * GitHub, the editor reads and commits through GitHub's API, and asks GitHub's status page every five
 * minutes whether GitHub is down (to say so). Its pictures come through the API as blob: URLs; the
 * coach's GitHub picture is not shown (the backend's user() leaves avatar_url out). Signing in opens
 * Netlify's OAuth page in a window of its own, which answers by postMessage: no policy governs either.
 */
export function backendOrigins(backend: EditorBackend): { connect: string[] } {
  if (backend.name === "git-gateway") return { connect: [] }
  return { connect: ["https://api.github.com", "https://www.githubstatus.com"] }
}
