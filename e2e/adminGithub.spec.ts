// The editor of a build whose environment chose the GitHub backend (the edited copy, e2e/sites.ts), on
// a public address as on Netlify: the coach signs in through Netlify's OAuth provider and publishes to
// GitHub. Neither service is reachable from the tests: Netlify's sign-in page and GitHub's API are
// answered inside the browser (e2e/githubStandIn.ts), after the page's policy has been applied, so the
// editor's Content-Security-Policy is measured as it would be against the real ones.
import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import { chromium, expect, test, type Browser } from "@playwright/test"
import { TEXT_MEDIA } from "../src/admin/config"
import { chromiumArgs, chromiumPath } from "./chromium.mjs"
import { BUILD_COPY } from "./global-setup"
import { withShortLists } from "./editorContent"
import { GitHubStandIn } from "./githubStandIn"
import { pagePolicyHeader } from "../plugins/security-headers/csp"
import { adminPolicyOf, contentFile, GITHUB_REPO, sites } from "./sites"

declare global {
  interface Window {
    violations: string[]
  }
}

const NETLIFY_AUTH = "https://api.netlify.com/auth"
// A name other than localhost, so that Decap uses the configured backend and not decap-server.
const HOST = "coach.test"
const site = `http://${HOST}:${sites.edited.port}`
const CONTENT = "data/content.json"

/** Every file under `folder` of `root`, by its path in the repository. */
function filesUnder(root: string, folder: string): Record<string, Buffer> {
  return Object.fromEntries(
    readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const file = path.relative(root, path.join(entry.parentPath, entry.name))
        return [file.split(path.sep).join("/"), readFileSync(path.join(root, file))]
      }),
  )
}

/** The repository as the edited copy was built from it (its pictures and the articles' own). */
function repositoryFiles() {
  return {
    ...filesUnder(BUILD_COPY, "data/images"),
    ...filesUnder(BUILD_COPY, `static${TEXT_MEDIA.public}`),
    [CONTENT]: Buffer.from(withShortLists(readFileSync(contentFile("edited"), "utf8"))),
  }
}

let browser: Browser
test.beforeAll(async () => {
  browser = await chromium.launch({
    // The browser itself: the headless shell does not treat the public name as the secure origin the
    // https site is, and Decap needs one (crypto.randomUUID).
    executablePath: chromiumPath(),
    args: [
      ...chromiumArgs,
      `--host-resolver-rules=MAP ${HOST} 127.0.0.1`,
      `--unsafely-treat-insecure-origin-as-secure=${site}`,
    ],
  })
})
test.afterAll(() => browser?.close())

test.describe.configure({ timeout: 90_000 })

test("with the GitHub backend the coach signs in through Netlify's OAuth provider, edits, and publishes a commit to the configured branch, under the editor's policy", async ({
  request,
}) => {
  const branch = sites.edited.env.DECAP_BRANCH
  const github = new GitHubStandIn(GITHUB_REPO, branch, repositoryFiles())
  const before = JSON.parse(github.file(CONTENT)!.toString("utf8"))
  // The header the build wrote for the editor: GitHub's origins, for this backend only.
  const editorPage = await request.get(`http://127.0.0.1:${sites.edited.port}/admin/`)
  const policy = editorPage.headers()["content-security-policy"]!
  expect(policy).toBe(pagePolicyHeader(adminPolicyOf("edited")))
  expect(policy.split("; ").filter((directive) => /https?:/.test(directive))).toEqual([
    "connect-src 'self' blob: https://api.github.com https://www.githubstatus.com",
  ])

  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } })
  try {
    await github.serve(context)
    // Every origin the editor's pages ask anything of: the policy allows more (GitHub's status page,
    // asked five minutes in), never less.
    const origins = new Set<string>()
    context.on("request", (request) => origins.add(new URL(request.url()).origin))
    // Netlify's OAuth page, as it answers once GitHub has let the coach in: it says it is authorising,
    // and given the editor's answer, hands over the token. The editor listens to api.netlify.com only.
    const signIns: URL[] = []
    await context.route(`${NETLIFY_AUTH}?**`, (route) => {
      signIns.push(new URL(route.request().url()))
      const success = `authorization:github:success:${JSON.stringify({ token: github.token, provider: "github" })}`
      return route.fulfill({
        contentType: "text/html",
        body: `<!DOCTYPE html><title>Authorizing</title><script>
          window.addEventListener("message", (event) => window.opener.postMessage(${JSON.stringify(success)}, event.origin), { once: true });
          window.opener.postMessage("authorizing:github", "*");
        </script>`,
      })
    })
    const page = await context.newPage()
    // Whatever the editor reports as wrong, for the end of the test to show.
    const errors: string[] = []
    page.on("pageerror", (error) => errors.push(error.message))
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text())
    })
    await page.addInitScript(() => {
      window.violations = []
      document.addEventListener("securitypolicyviolation", (event) =>
        window.top!.violations.push(`${event.violatedDirective} ${event.blockedURI}`),
      )
    })
    await page.goto(`${site}/admin/`)
    await page.getByRole("button", { name: "Login with GitHub" }).click()
    await page.getByRole("link", { name: /Site content/ }).click()
    expect(signIns).toHaveLength(1)
    expect(Object.fromEntries(signIns[0]!.searchParams)).toEqual({
      provider: "github",
      site_id: HOST,
      // The narrowest that can publish to a public repository (DECAP_REPO_VISIBILITY unset).
      scope: "public_repo",
    })

    const hero = page
      .locator('[aria-label$=" field"]:has(> div > label[for^="HeroSection-field-"])')
      .first()
    await expect(hero).toBeVisible({ timeout: 30_000 })
    await hero.getByRole("button", { name: "Expand" }).first().click()
    // The picture comes from the repository through GitHub's API, shown as a blob: URL.
    const picture = page
      .frameLocator("iframe")
      .first()
      // Exactly: the preview shows every picture of the page, and another's words may hold these.
      .getByRole("img", { name: before.HeroSection.imagealt, exact: true })
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0)
    const title = "Lead with clarity, published to GitHub"
    await hero.getByLabel("Title", { exact: true }).fill(title)
    await page.getByRole("button", { name: "Publish", exact: true }).click()
    await page.getByRole("menuitem", { name: "Publish now" }).click()
    await expect(page.getByText("Entry saved").last()).toBeVisible()

    // One commit, of content.json only, on the configured branch, with exactly the one change.
    expect(github.commits).toEqual([{ message: expect.any(String), files: [CONTENT] }])
    const expected = { ...before, HeroSection: { ...before.HeroSection, title } }
    expect(github.file(CONTENT)!.toString("utf8")).toBe(`${JSON.stringify(expected, null, 2)}\n`)
    expect(github.unknown).toEqual([])
    expect(errors).toEqual([])
    expect([...origins].sort()).toEqual(
      [site, "https://api.github.com", "https://api.netlify.com"].sort(),
    )
    expect(await page.evaluate(() => window.violations)).toEqual([])
  } finally {
    await context.close()
  }
})
