/** @jest-environment node */
import { backendOrigins, editorBackend, githubRepoOf } from "../backend"

test("unset, the editor signs in with GitHub and publishes to main of the repository Netlify builds from", () => {
  const github = { name: "github", repo: "coach/site", branch: "main", auth_scope: "public_repo" }
  // Netlify sets REPOSITORY_URL in its builds, with credentials for the clone.
  const netlify = { REPOSITORY_URL: "https://x-access-token:v1.secret@github.com/coach/site" }
  expect(editorBackend(netlify)).toEqual(github)
  // Netlify sets a variable left empty in its settings as an empty string.
  expect(
    editorBackend({ ...netlify, DECAP_BACKEND: "", DECAP_REPO: "", DECAP_BRANCH: "" }),
  ).toEqual(github)
  expect(editorBackend({ DECAP_REPO: "coach/site" })).toEqual(github)
  expect(editorBackend({ ...netlify, DECAP_BRANCH: "content" })).toEqual({
    ...github,
    branch: "content",
  })
  // DECAP_REPO wins over the repository the site is built from.
  expect(editorBackend({ ...netlify, DECAP_REPO: "coach/content" })).toEqual({
    ...github,
    repo: "coach/content",
  })
})

test("with no repository known, there is no backend: the editor's page explains instead of offering a sign-in", () => {
  expect(editorBackend({})).toBeNull()
  expect(editorBackend({ DECAP_BACKEND: "github", DECAP_BRANCH: "content" })).toBeNull()
})

test("Git Gateway only when named, on main unless DECAP_BRANCH says", () => {
  const gitGateway = { name: "git-gateway", branch: "main", squash_merges: true }
  expect(editorBackend({ DECAP_BACKEND: "git-gateway" })).toEqual(gitGateway)
  expect(
    editorBackend({ DECAP_BACKEND: "git-gateway", REPOSITORY_URL: "https://github.com/a/b" }),
  ).toEqual(gitGateway)
  expect(editorBackend({ DECAP_BACKEND: "git-gateway", DECAP_BRANCH: "content" })).toEqual({
    ...gitGateway,
    branch: "content",
  })
})

test("the editor asks GitHub for public repositories only, unless the repository is said to be private", () => {
  const scope = (DECAP_REPO_VISIBILITY?: string) =>
    (editorBackend({ DECAP_REPO: "coach/site", DECAP_REPO_VISIBILITY }) as { auth_scope: string })
      .auth_scope
  expect(scope()).toBe("public_repo")
  expect(scope("")).toBe("public_repo")
  expect(scope("public")).toBe("public_repo")
  expect(scope("private")).toBe("repo")
})

test.each(["Private", "secret", "repo", "private ", "public_repo", "<b>private</b>"])(
  "DECAP_REPO_VISIBILITY=%j stops the build, naming the variable, the value and the two choices",
  (value) => {
    expect(() => editorBackend({ DECAP_REPO: "coach/site", DECAP_REPO_VISIBILITY: value })).toThrow(
      `DECAP_REPO_VISIBILITY must be public (the editor asks GitHub for public repositories only) or private (it must ask for every repository of the account), or unset for public; it is ${JSON.stringify(value)}.`,
    )
  },
)

test.each([
  ["https://github.com/coach/site", "coach/site"],
  ["https://github.com/coach/site.git", "coach/site"],
  ["https://GitHub.com/coach/site/", "coach/site"],
  ["https://x-access-token:v1.abc@github.com/coach/site", "coach/site"],
  ["git@github.com:coach/site.git", "coach/site"],
  ["https://gitlab.com/coach/site", undefined],
  ["http://github.com/coach/site", undefined],
  ["https://github.com.evil.example/coach/site", undefined],
  ["https://evil.example/github.com/coach/site", undefined],
  ["https://github.com/coach/site/tree/main", undefined],
  ["https://github.com/coach", undefined],
  ["https://github.com/coach/<script>", undefined],
  ["not an address", undefined],
  ["", undefined],
])("REPOSITORY_URL=%j gives the repository %j", (address, repo) => {
  expect(githubRepoOf(address)).toBe(repo)
  const backend = editorBackend({ REPOSITORY_URL: address })
  expect(backend && backend.name === "github" ? backend.repo : undefined).toBe(repo)
})

test("the credentials in Netlify's REPOSITORY_URL are kept nowhere in what the build writes", () => {
  const backend = editorBackend({
    REPOSITORY_URL: "https://x-access-token:v1.s3cret@github.com/a/b",
  })
  expect(JSON.stringify(backend)).not.toContain("s3cret")
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
      `DECAP_BACKEND must be github (sign-in with GitHub, the default) or git-gateway (Netlify Identity, deprecated by Netlify), or unset for github; it is ${JSON.stringify(value)}.`,
    )
  },
)

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
    `DECAP_REPO must be the GitHub repository the editor commits to, as owner/name (e.g. coach/becoming-your-best), or unset; it is ${JSON.stringify(repo)}: `,
  )
  expect(build).toThrow(problem)
})

test("DECAP_REPO or DECAP_REPO_VISIBILITY with Git Gateway stops the build rather than being ignored", () => {
  expect(() => editorBackend({ DECAP_BACKEND: "git-gateway", DECAP_REPO: "coach/site" })).toThrow(
    'DECAP_REPO must be unset when DECAP_BACKEND is git-gateway (Git Gateway takes the repository from Netlify\'s settings); it is "coach/site": remove DECAP_REPO, or DECAP_BACKEND.',
  )
  expect(() =>
    editorBackend({ DECAP_BACKEND: "git-gateway", DECAP_REPO_VISIBILITY: "private" }),
  ).toThrow(
    'DECAP_REPO_VISIBILITY must be unset when DECAP_BACKEND is git-gateway (Git Gateway takes the repository from Netlify\'s settings); it is "private": remove DECAP_REPO_VISIBILITY, or DECAP_BACKEND.',
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
  for (const env of [{ DECAP_BACKEND: "git-gateway" }, { DECAP_REPO: "coach/site" }, {}]) {
    const build = () => editorBackend({ ...env, DECAP_BRANCH: branch })
    expect(build).toThrow(
      `DECAP_BRANCH must be the branch the editor publishes to, e.g. main, or unset for main; it is ${JSON.stringify(branch)}: ${problem}`,
    )
  }
})

test("what each backend reaches: nothing else with Git Gateway or none; GitHub's API and status page with GitHub", () => {
  expect(backendOrigins(editorBackend({ DECAP_BACKEND: "git-gateway" }))).toEqual({ connect: [] })
  expect(backendOrigins(null)).toEqual({ connect: [] })
  expect(backendOrigins(editorBackend({ DECAP_REPO: "coach/site" }))).toEqual({
    connect: ["https://api.github.com", "https://www.githubstatus.com"],
  })
})
