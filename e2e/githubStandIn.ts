// A stand-in for GitHub's REST API, answering inside the browser (Playwright's routing) the calls Decap's
// GitHub backend makes to sign in, open the entry, show its pictures and publish without the editorial
// workflow (decap-cms-backend-github's implementation.tsx and API.ts): one repository, its files in
// memory, every commit applied to one branch. A call it does not know is answered 404 and kept in
// `unknown`, for the test to show.
import { createHash } from "node:crypto"
import type { BrowserContext, Route } from "@playwright/test"

const GITHUB_API = "https://api.github.com"

type Tree = Map<string, string>

const sha1 = (text: string | Buffer) => createHash("sha1").update(text).digest("hex")

export class GitHubStandIn {
  /** Blobs by their SHA, as base64. */
  private blobs = new Map<string, string>()
  /** Trees and commits by their SHA: a commit's SHA names the tree it commits. */
  private trees = new Map<string, Tree>()
  private head: string
  /** Commits made, by SHA, until a ref points at them. */
  private made = new Map<string, { message: string; parent: string }>()
  /** The commits the branch moved to, in order, with the files each changed. */
  readonly commits: { message: string; files: string[] }[] = []
  readonly unknown: string[] = []
  readonly token = "stand-in-token"
  readonly user = {
    login: "the-coach",
    name: "The Coach",
    avatar_url: "https://avatars.githubusercontent.com/u/1?v=4",
  }

  constructor(
    readonly repo: string,
    readonly branch: string,
    files: Record<string, Buffer>,
  ) {
    const tree: Tree = new Map()
    for (const [path, content] of Object.entries(files)) tree.set(path, this.storeBlob(content))
    this.head = this.storeTree(tree)
  }

  /** A file of the branch as it now stands. */
  file(path: string): Buffer | undefined {
    const sha = this.trees.get(this.head)?.get(path)
    return sha === undefined ? undefined : Buffer.from(this.blobs.get(sha)!, "base64")
  }

  private storeBlob(content: Buffer) {
    const sha = sha1(Buffer.concat([Buffer.from(`blob ${content.length}\0`), content]))
    this.blobs.set(sha, content.toString("base64"))
    return sha
  }

  private storeTree(tree: Tree) {
    const sha = sha1(JSON.stringify([...tree].sort()))
    this.trees.set(sha, tree)
    return sha
  }

  /** The entries directly in `folder` of the branch, as GET /git/trees/<branch>:<folder> lists them. */
  private listing(folder: string) {
    const prefix = folder ? `${folder}/` : ""
    const entries = new Map<string, { path: string; type: string; sha: string; size?: number }>()
    for (const [path, sha] of this.trees.get(this.head)!) {
      if (!path.startsWith(prefix)) continue
      const [name, ...deeper] = path.slice(prefix.length).split("/")
      if (deeper.length > 0) entries.set(name!, { path: name!, type: "tree", sha: sha1(name!) })
      else {
        const size = Buffer.from(this.blobs.get(sha)!, "base64").length
        entries.set(name!, { path: name!, type: "blob", sha, size })
      }
    }
    return [...entries.values()].map((entry) => ({ mode: "100644", ...entry }))
  }

  private answer(method: string, path: string, body: unknown): { status: number; json: unknown } {
    const repo = `/repos/${this.repo}`
    const ok = (json: unknown, status = 200) => ({ status, json })
    if (method === "GET" && path === "/user") return ok(this.user)
    if (method === "GET" && path === repo) {
      return ok({
        full_name: this.repo,
        owner: { login: this.repo.split("/")[0] },
        // The repository's own default, not the branch the editor is configured to publish to: a
        // publish that lands on this.branch went where the configuration said.
        default_branch: "main",
        permissions: { admin: false, push: true, pull: true },
      })
    }
    if (method === "GET" && path === `${repo}/branches/${encodeURIComponent(this.branch)}`) {
      return ok({ name: this.branch, commit: { sha: this.head } })
    }
    if (method === "GET" && path === `${repo}/commits`) {
      return ok([
        {
          sha: this.head,
          commit: { author: { name: this.user.name, date: "2026-11-25T10:00:00Z" } },
        },
      ])
    }
    const treeAt = path.match(new RegExp(`^${repo}/git/trees/([^:]+):(.*)$`))
    if (method === "GET" && treeAt && decodeURIComponent(treeAt[1]!) === this.branch) {
      const tree = this.listing(decodeURIComponent(treeAt[2]!))
      return tree.length
        ? ok({ sha: sha1(path), tree, truncated: false })
        : ok({ message: "Not Found" }, 404)
    }
    const blob = path.match(new RegExp(`^${repo}/git/blobs/([0-9a-f]{40})$`))
    if (method === "GET" && blob && this.blobs.has(blob[1]!)) {
      return ok({ sha: blob[1], encoding: "base64", content: this.blobs.get(blob[1]!) })
    }
    const sent = body as Record<string, unknown>
    if (method === "POST" && path === `${repo}/git/blobs` && sent.encoding === "base64") {
      return ok({ sha: this.storeBlob(Buffer.from(String(sent.content), "base64")) }, 201)
    }
    if (method === "POST" && path === `${repo}/git/trees`) {
      const base = this.trees.get(String(sent.base_tree))
      if (!base) return ok({ message: "base_tree not found" }, 422)
      const tree = new Map(base)
      for (const entry of sent.tree as { path: string; sha: string | null }[]) {
        if (entry.sha === null) tree.delete(entry.path)
        else tree.set(entry.path, entry.sha)
      }
      return ok({ sha: this.storeTree(tree) }, 201)
    }
    if (method === "POST" && path === `${repo}/git/commits`) {
      const tree = this.trees.get(String(sent.tree))
      if (!tree) return ok({ message: "tree not found" }, 422)
      const sha = sha1(`${sent.tree} ${String(sent.message)} ${this.made.size}`)
      this.trees.set(sha, tree)
      const [parent = ""] = sent.parents as string[]
      this.made.set(sha, { message: String(sent.message), parent })
      return ok({ sha, tree: { sha: sent.tree } }, 201)
    }
    if (
      method === "PATCH" &&
      path === `${repo}/git/refs/heads/${encodeURIComponent(this.branch)}`
    ) {
      const commit = this.made.get(String(sent.sha))
      if (!commit) return ok({ message: "Object does not exist" }, 422)
      // As GitHub answers a ref moved anywhere but forward, unless forced.
      if (commit.parent !== this.head && sent.force !== true)
        return ok({ message: "Update is not a fast forward" }, 422)
      const before = this.trees.get(this.head)!
      const after = this.trees.get(String(sent.sha))!
      const files = [...new Set([...before.keys(), ...after.keys()])].filter(
        (file) => before.get(file) !== after.get(file),
      )
      this.commits.push({ message: commit.message, files })
      this.head = String(sent.sha)
      return ok({ ref: `refs/heads/${this.branch}`, object: { sha: this.head } })
    }
    return ok({ message: "Not Found" }, 404)
  }

  private async handle(route: Route) {
    const request = route.request()
    const url = new URL(request.url())
    const body = request.postData() ? (JSON.parse(request.postData()!) as unknown) : undefined
    // The stand-in answers the token it gave out only, as GitHub answers a signed-in user only.
    const signedIn = request.headers()["authorization"] === `token ${this.token}`
    const { status, json } = signedIn
      ? this.answer(request.method(), url.pathname, body)
      : { status: 401, json: { message: "Bad credentials" } }
    if (status === 404) this.unknown.push(`${request.method()} ${url.pathname}${url.search}`)
    await route.fulfill({
      status,
      json,
      // Decap reads GitHub's answers from another origin: GitHub allows that with these headers.
      headers: {
        "access-control-allow-origin": "*",
        "access-control-expose-headers": "ETag, Link",
      },
    })
  }

  /** Answers GitHub's API in every page of `context`. */
  async serve(context: BrowserContext) {
    await context.route(`${GITHUB_API}/**`, async (route) => {
      // A cross-origin call with an Authorization header is preflighted, and GitHub allows it.
      if (route.request().method() === "OPTIONS") {
        return route.fulfill({
          status: 204,
          headers: {
            "access-control-allow-origin": "*",
            "access-control-allow-methods": "GET, POST, PATCH, PUT, DELETE",
            "access-control-allow-headers": "Authorization, Content-Type, If-None-Match",
          },
        })
      }
      return this.handle(route)
    })
  }
}
