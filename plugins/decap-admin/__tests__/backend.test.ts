/** @jest-environment node */
import { backendOrigins, editorBackend } from "../backend"

test("unset, the editor signs in with Netlify Identity and publishes through Git Gateway to main", () => {
  const gitGateway = { name: "git-gateway", branch: "main", squash_merges: true }
  expect(editorBackend({})).toEqual(gitGateway)
  // Netlify sets a variable left empty in its settings as an empty string.
  expect(editorBackend({ DECAP_BACKEND: "", DECAP_REPO: "", DECAP_BRANCH: "" })).toEqual(gitGateway)
  expect(editorBackend({ DECAP_BACKEND: "git-gateway" })).toEqual(gitGateway)
  expect(editorBackend({ DECAP_BRANCH: "content" })).toEqual({ ...gitGateway, branch: "content" })
})

test("DECAP_BACKEND=github with DECAP_REPO publishes to that repository, on main unless DECAP_BRANCH says", () => {
  expect(
    editorBackend({ DECAP_BACKEND: "github", DECAP_REPO: "coach/becoming-your-best" }),
  ).toEqual({ name: "github", repo: "coach/becoming-your-best", branch: "main" })
  expect(
    editorBackend({
      DECAP_BACKEND: "github",
      DECAP_REPO: "A-b/site.v2_x",
      DECAP_BRANCH: "site/content-2",
    }),
  ).toEqual({ name: "github", repo: "A-b/site.v2_x", branch: "site/content-2" })
})

test.each([
  "GitHub",
  "github ",
  " github",
  "gitlab",
  "git_gateway",
  "github\n",
  "$(rm -rf /)",
  "github; echo pwned",
])(
  "DECAP_BACKEND=%j stops the build, naming the variable, the value and the two choices",
  (value) => {
    expect(() => editorBackend({ DECAP_BACKEND: value, DECAP_REPO: "coach/site" })).toThrow(
      `DECAP_BACKEND must be github (the recommended sign-in with GitHub) or git-gateway (Netlify Identity, deprecated by Netlify), or unset for git-gateway; it is ${JSON.stringify(value)}.`,
    )
  },
)

test("DECAP_BACKEND=github without DECAP_REPO stops the build and says what to write", () => {
  for (const env of [{ DECAP_BACKEND: "github" }, { DECAP_BACKEND: "github", DECAP_REPO: "" }]) {
    expect(() => editorBackend(env)).toThrow(
      "DECAP_REPO must name the GitHub repository the editor commits to, as owner/name (e.g. coach/becoming-your-best), when DECAP_BACKEND is github; it is unset.",
    )
  }
})

test.each([
  ["https://github.com/coach/site", "it is an address; write only the owner and the name"],
  ["github.com/coach/site", "it is an address; write only the owner and the name"],
  ["git@github.com:coach/site.git", "it is an address; write only the owner and the name"],
  ["coach", "it is not two names joined by one /"],
  ["coach/site/extra", "it is not two names joined by one /"],
  ["/site", '"" is not a GitHub account'],
  ["-coach/site", '"-coach" is not a GitHub account'],
  ["co--ach/site", '"co--ach" is not a GitHub account'],
  ["c".repeat(40) + "/site", "is not a GitHub account"],
  ["c-".repeat(19) + "cc/site", "is not a GitHub account"],
  ["coach/", '"" is not a repository name'],
  ["coach/..", '".." is not a repository name'],
  ["coach/my site", '"my site" is not a repository name'],
  ["coach/site?ref=x", '"site?ref=x" is not a repository name'],
  ["coach/<script>", '"<script>" is not a repository name'],
  ["coach/site\n", '"site\\n" is not a repository name'],
  ["coach/" + "s".repeat(101), "is not a repository name"],
  ["coach/site.git", "leave out the .git at its end"],
])("DECAP_REPO=%j stops the build: %s", (repo, problem) => {
  const build = () => editorBackend({ DECAP_BACKEND: "github", DECAP_REPO: repo })
  expect(build).toThrow(
    `DECAP_REPO must name the GitHub repository the editor commits to, as owner/name (e.g. coach/becoming-your-best), when DECAP_BACKEND is github; it is ${JSON.stringify(repo)}: `,
  )
  expect(build).toThrow(problem)
})

test("DECAP_REPO without DECAP_BACKEND=github stops the build rather than being ignored", () => {
  expect(() => editorBackend({ DECAP_REPO: "coach/site" })).toThrow(
    "DECAP_REPO is read only when DECAP_BACKEND is github (Git Gateway takes the repository from Netlify's settings), and DECAP_BACKEND is unset: set DECAP_BACKEND=github, or remove DECAP_REPO.",
  )
  expect(() => editorBackend({ DECAP_BACKEND: "git-gateway", DECAP_REPO: "coach/site" })).toThrow(
    'and DECAP_BACKEND is "git-gateway": set DECAP_BACKEND=github, or remove DECAP_REPO.',
  )
})

test.each([
  ["my branch", "a branch is letters, digits"],
  ["main\n", "a branch is letters, digits"],
  ["mäin", "a branch is letters, digits"],
  ["feature:x", "a branch is letters, digits"],
  ["refs/heads/main~1", "a branch is letters, digits"],
  ["main?x=1", "a branch is letters, digits"],
  ["x".repeat(201), "a branch is letters, digits"],
  ["-main", 'a branch neither starts with "-" or "/" nor ends with "/" or "."'],
  ["/main", 'a branch neither starts with "-" or "/" nor ends with "/" or "."'],
  ["main/", 'a branch neither starts with "-" or "/" nor ends with "/" or "."'],
  ["main.", 'a branch neither starts with "-" or "/" nor ends with "/" or "."'],
  ["a..b", 'a branch has no ".." and no "//"'],
  ["a//b", 'a branch has no ".." and no "//"'],
  [".hidden", 'no part of a branch starts with "." or ends with ".lock"'],
  ["a/.b", 'no part of a branch starts with "." or ends with ".lock"'],
  ["main.lock", 'no part of a branch starts with "." or ends with ".lock"'],
])("DECAP_BRANCH=%j stops the build with either backend: %s", (branch, problem) => {
  for (const env of [{}, { DECAP_BACKEND: "github", DECAP_REPO: "coach/site" }]) {
    const build = () => editorBackend({ ...env, DECAP_BRANCH: branch })
    expect(build).toThrow(
      `DECAP_BRANCH must name the branch the editor publishes to, e.g. main, or be unset for main; it is ${JSON.stringify(branch)}: ${problem}`,
    )
  }
})

test("what each backend reaches: nothing else with Git Gateway; GitHub's API and status page with GitHub", () => {
  expect(backendOrigins(editorBackend({}))).toEqual({ connect: [] })
  expect(
    backendOrigins(editorBackend({ DECAP_BACKEND: "github", DECAP_REPO: "coach/site" })),
  ).toEqual({
    connect: ["https://api.github.com", "https://www.githubstatus.com"],
  })
})
