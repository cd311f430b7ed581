// The content editor at /admin/ of the production build, as the coach uses it on this machine: signed in
// to the local backend (decap-server) that edits a throwaway copy of the content folders.
import { spawn, type ChildProcess } from "node:child_process"
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import type { Server } from "node:http"
import { tmpdir } from "node:os"
import path from "node:path"
import { chromium, expect, test, type Browser, type Locator, type Page } from "@playwright/test"
import { plainText } from "../src/content/sanitize"
import { resourceLists, shapes } from "../src/content/schema"
import { validateContentFile } from "../plugins/content/validateFile"
import { ADMIN_POLICY } from "../plugins/page-policy/csp"
import { chromiumArgs, chromiumPath } from "./chromium.mjs"
import { netlifyHeaders } from "./netlify-headers.mjs"
import { sites } from "./sites"
import { serveStatic } from "./static-server.mjs"

const ADMIN_PORT = 9300
// The editor looks for decap-server here (Decap's default, as `npm run develop` starts it).
const LOCAL_BACKEND = "http://localhost:8081/api/v1"
const admin = `http://127.0.0.1:${ADMIN_PORT}/admin/`

declare global {
  interface Window {
    violations: string[]
  }
}

let repo: string
let decap: ChildProcess
let server: Server

async function waitForBackend() {
  for (let attempt = 0; attempt < 100; attempt++) {
    const answer = await fetch(LOCAL_BACKEND, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ action: "info" }),
    }).catch(() => undefined)
    if (answer?.ok) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`decap-server did not answer at ${LOCAL_BACKEND} (is port 8081 taken?)`)
}

/**
 * The coach's content with each list of articles, podcasts and book reviews cut to its first two items:
 * what is tested here is how the editor edits, which no list's length changes. Adding an article opens
 * its list, and Decap draws every item of an open list, so the whole list would make this test slower
 * with every article.
 */
function trimmedContent(file: string) {
  const content = JSON.parse(readFileSync(file, "utf8"))
  for (const { name } of resourceLists()) content[name] = content[name]?.slice(0, 2)
  writeFileSync(file, `${JSON.stringify(content, null, 2)}\n`)
}

test.beforeAll(async () => {
  repo = mkdtempSync(path.join(tmpdir(), "byb-admin-"))
  for (const folder of ["data", "static"])
    cpSync(folder, path.join(repo, folder), { recursive: true })
  trimmedContent(path.join(repo, "data", "content.json"))
  decap = spawn(process.execPath, ["node_modules/decap-server/dist/index.js"], {
    env: { ...process.env, PORT: "8081", MODE: "fs", GIT_REPO_DIRECTORY: repo, LOG_LEVEL: "warn" },
    stdio: ["ignore", "inherit", "inherit"],
  })
  await waitForBackend()
  server = await serveStatic(sites.main.dir, ADMIN_PORT, {
    headers: netlifyHeaders(`${sites.main.dir}/_headers`),
  })
})

test.afterAll(async () => {
  await editor?.close()
  decap?.kill()
  await new Promise((resolve) => server?.close(resolve))
  rmSync(repo, { recursive: true, force: true })
})

const VIEWPORT = { width: 1400, height: 900 }
test.use({ viewport: VIEWPORT })
// Decap renders the whole entry: on a busy 2-core machine a whole edit takes a while.
test.describe.configure({ mode: "serial", timeout: 120_000 })

/** The editor's group for a section or field, found by its name in content.json. */
const group = (scope: Page | Locator, name: string) =>
  scope.locator(`[aria-label$=" field"]:has(> div > label[for^="${name}-field-"])`).first()

/** Records every policy violation, in the editor and in the frames it opens (preview, Identity). */
const recordViolations = (page: Page) =>
  page.addInitScript(() => {
    window.violations = []
    document.addEventListener("securitypolicyviolation", (event) =>
      window.top!.violations.push(`${event.violatedDirective} ${event.blockedURI}`),
    )
  })

/**
 * The coach's session: the editor open on the site's content, the hero section expanded. The two
 * publishing tests below share it, in order, as the coach would: the second starts where the first
 * published. Opening the editor is most of each test's time, and it grows with the content.
 */
let editor: Page | undefined

async function coachSession(browser: Browser) {
  if (!editor) {
    editor = await browser.newPage({ viewport: VIEWPORT })
    await openEditor(editor)
  }
  return editor
}

async function openEditor(page: Page) {
  await recordViolations(page)
  await page.goto(admin)
  await page.getByRole("button", { name: "Login" }).click()
  await page.getByRole("link", { name: /Site content/ }).click()
  // Decap renders every field of the entry at once (trimmedContent keeps them few): a busy machine
  // still takes a while.
  await expect(group(page, "HeroSection")).toBeVisible({ timeout: 30_000 })
  await group(page, "HeroSection").getByRole("button", { name: "Expand" }).first().click()
}

/** Publishes the entry and waits until content.json holds `expected`. */
async function publish(page: Page, file: string, expected: string) {
  await publishButton(page).click()
  await page.getByRole("menuitem", { name: "Publish now" }).click()
  await expect(page.getByText("Entry saved").last()).toBeVisible()
  // The notice of an earlier publish may still show: the file itself says when this one is written.
  await expect.poll(() => readFileSync(file, "utf8")).toBe(expected)
  // Settled: the editor has reloaded the entry it saved, and the next edit starts from it.
  await expect(page.getByRole("button", { name: "Published", exact: true })).toBeVisible()
}

/**
 * The toolbar's button once the editor has taken in an edit: until then it says "Published" and opens
 * no menu.
 */
const publishButton = (page: Page) => page.getByRole("button", { name: "Publish", exact: true })

test("the editor has its own policy and is kept out of search engines; the page's policy is unchanged", async ({
  request,
}) => {
  const editor = await request.get(admin)
  expect(editor.headers()["content-security-policy"]).toBe(ADMIN_POLICY)
  expect(editor.headers()["x-robots-tag"]).toBe("noindex, nofollow")
  expect(await editor.text()).toContain('<meta name="robots" content="none">')

  const home = await request.get(`http://127.0.0.1:${ADMIN_PORT}/`)
  const pagePolicy = home.headers()["content-security-policy"]!
  expect(pagePolicy).not.toContain("unsafe-eval")
  expect(pagePolicy).toMatch(/^default-src 'self'; script-src 'self' 'sha256-/)
  // The page visitors load names none of the editor's files.
  expect(await home.text()).not.toMatch(/admin\/|cms\.js|decap|netlify-identity/i)

  const sitemap = readFileSync(`${sites.main.dir}/sitemap-0.xml`, "utf8")
  expect(sitemap).toContain("<loc>")
  expect(sitemap).not.toContain("/admin")
})

test("the coach rewords the hero title and adds a dated article with bold and a list: exactly that is published", async ({
  browser,
}) => {
  const file = path.join(repo, "data", "content.json")
  const before = JSON.parse(readFileSync(file, "utf8"))
  // Typed as text: markup in a plain field is the coach's words, never HTML.
  const title = "Lead with <script>alert(1)</script> clarity & calm"
  // A title no article of the coach's will have.
  const ARTICLE_TITLE = "An article written in the editor's browser test"
  const page = await coachSession(browser)
  const preview = page.frameLocator("iframe").first()

  const hero = group(page, "HeroSection")
  await hero.getByLabel("Title", { exact: true }).fill(title)
  await expect(preview.getByRole("heading", { level: 1 })).toHaveText(title)

  const articles = group(page, "Articles")
  await articles.getByRole("button", { name: "Add article" }).click()
  await articles.getByRole("textbox", { name: "Title", exact: true }).fill(ARTICLE_TITLE)
  await articles.getByRole("combobox", { name: "Icon" }).click()
  await page.getByRole("option", { name: "file-alt", exact: true }).click()
  // The browser's own date picker, filled as a keyboard would: the day is written as YYYY-MM-DD.
  await articles.getByLabel("Published (optional)", { exact: true }).fill("2026-03-14")
  const text = articles.getByRole("textbox", { name: "Text" })
  const tool = (name: string) =>
    articles.getByRole("toolbar", { name: "Text: formatting" }).getByRole("button", { name })
  await text.click()
  await page.keyboard.type("Feedback lands when it is ")
  // Each tool's pressed state shows the coach what the next key will type.
  await tool("Bold").click()
  await expect(tool("Bold")).toHaveAttribute("aria-pressed", "true")
  await page.keyboard.type("kind and specific")
  await tool("Bold").click()
  await expect(tool("Bold")).toHaveAttribute("aria-pressed", "false")
  await page.keyboard.type(".")
  await page.keyboard.press("Enter")
  await tool("Bullet list").click()
  await expect(tool("Bullet list")).toHaveAttribute("aria-pressed", "true")
  await page.keyboard.type("Name the behaviour")
  await page.keyboard.press("Enter")
  await page.keyboard.type("Say why it matters")
  const details = preview.getByRole("region", { name: "Resource Details" })
  await expect(details.getByRole("heading", { name: ARTICLE_TITLE })).toBeVisible()
  await expect(details.getByText("14 March 2026", { exact: true })).toHaveAttribute(
    "datetime",
    "2026-03-14",
  )
  await expect(details.getByText("kind and specific", { exact: true })).toHaveJSProperty(
    "tagName",
    "STRONG",
  )

  // The file as a whole: these two changes, and every other byte as it was.
  const article = {
    title: ARTICLE_TITLE,
    icon: "file-alt",
    date: "2026-03-14",
    content:
      "<p>Feedback lands when it is <strong>kind and specific</strong>.</p><ul><li>Name the behaviour</li><li>Say why it matters</li></ul>",
  }
  const expected = {
    ...before,
    HeroSection: { ...before.HeroSection, title },
    Articles: [...before.Articles, article],
  }
  await publish(page, file, `${JSON.stringify(expected, null, 2)}\n`)
  expect(validateContentFile(file)).toEqual([])
  expect(await page.evaluate(() => window.violations)).toEqual([])
})

test("a list that grows opens as one line, and an article's fields are drawn once it is opened", async ({
  page,
}) => {
  const content = JSON.parse(readFileSync(path.join(repo, "data", "content.json"), "utf8"))
  const [first, second] = content.Articles
  await openEditor(page)
  const articles = group(page, "Articles")
  // Each field of an item is one of Decap's controls, named "<widget> field".
  const fieldsIn = (scope: Locator) => scope.locator('[aria-label$=" field"]')

  // Each item is named by its title in plain words, as the site's tab shows it: no tag, no entity.
  const [firstLabel, secondLabel] = [plainText(first.title), plainText(second.title)]
  await expect(articles.getByText(`${content.Articles.length} articles`)).toBeVisible()
  await expect(articles.getByText(firstLabel, { exact: true })).toHaveCount(0)

  await articles.getByRole("button", { name: "Expand" }).first().click()
  await expect(articles.getByText(firstLabel, { exact: true })).toBeVisible()
  await expect(articles.getByText(secondLabel, { exact: true })).toBeVisible()
  await expect(articles.getByText(/<[a-z/]/i)).toHaveCount(0)
  await expect(fieldsIn(articles)).toHaveCount(0)

  // Decap's list items open with an unnamed button, the first in the item beside its title.
  const item = articles.getByText(firstLabel, { exact: true }).locator("..")
  await item.getByRole("button").first().click()
  const resourceFields = Object.keys(shapes.Resource).length
  await expect(fieldsIn(articles)).toHaveCount(resourceFields)
  await expect(item.getByRole("textbox", { name: "Title", exact: true })).toBeVisible()

  // Closed again, its fields stay (hidden), with whatever the coach typed in them.
  await item.getByRole("button").first().click()
  await expect(item.getByRole("textbox", { name: "Title", exact: true })).toBeHidden()
  await expect(fieldsIn(articles)).toHaveCount(resourceFields)
})

test("a new hero picture uploads to data/images/, shows in the preview before any build, and is written ./images/<file>", async ({
  browser,
}) => {
  const file = path.join(repo, "data", "content.json")
  const before = JSON.parse(readFileSync(file, "utf8"))
  const picture = readFileSync("data/images/hero.jpg")
  // A name no picture of the coach's has.
  const name = `uploaded-in-the-editor-${Date.now()}.jpg`
  const page = await coachSession(browser)

  const hero = group(page, "HeroSection")
  await hero.getByRole("button", { name: "Choose different image" }).click()
  const library = page.getByRole("dialog")
  await library
    .locator('input[type="file"]')
    .setInputFiles({ name, mimeType: "image/jpeg", buffer: picture })
  await expect(library.getByText(name)).toBeVisible()
  await library.getByRole("button", { name: "Choose selected" }).click()

  // Not built yet: the preview shows the uploaded file itself.
  const shown = page
    .frameLocator("iframe")
    .first()
    .getByRole("img", { name: before.HeroSection.imagealt })
  await expect(shown).toHaveAttribute("src", /^blob:/)
  await expect
    .poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0)

  const expected = {
    ...before,
    HeroSection: { ...before.HeroSection, imageurl: `./images/${name}` },
  }
  await publish(page, file, `${JSON.stringify(expected, null, 2)}\n`)
  expect(readFileSync(path.join(repo, "data", "images", name)).equals(picture)).toBe(true)
  expect(validateContentFile(file)).toEqual([])
  expect(await page.evaluate(() => window.violations)).toEqual([])
})

// In an editor of its own: in the one that has published, an emptied title did not bring the Publish
// button back (Decap 3.16; not explained).
test("the editor refuses what the build would refuse, says where, and writes nothing", async ({
  page,
}) => {
  const file = path.join(repo, "data", "content.json")
  const before = readFileSync(file, "utf8")
  const content = JSON.parse(before)
  await openEditor(page)
  const tryPublish = async () => {
    await publishButton(page).click()
    await page.getByRole("menuitem", { name: "Publish now" }).click()
  }

  // A required field left empty: Decap marks the field.
  const hero = group(page, "HeroSection")
  await hero.getByLabel("Title", { exact: true }).fill("")
  await tryPublish()
  await expect(hero.getByText(/Title is required/i)).toBeVisible()
  await hero.getByLabel("Title", { exact: true }).fill(content.HeroSection.title)

  // Two testimonials with one title: the build's own check refuses it, in the editor's words.
  const testimonials = group(page, "Testimonials")
  // Decap's list items open with an unnamed button, the first in the item beside its title.
  const second = testimonials
    .getByText(plainText(content.Testimonials[1].title), { exact: true })
    .locator("..")
  await second.getByRole("button").first().click()
  await second
    .getByRole("textbox", { name: "Title", exact: true })
    .fill(content.Testimonials[0].title)
  await tryPublish()
  await expect(page.getByText(/Not published\. Please fix:/)).toBeVisible()
  await expect(page.getByText(/Testimonials › 2 › Title .* is already used/)).toBeVisible()

  expect(readFileSync(file, "utf8")).toBe(before)
  expect(await page.evaluate(() => window.violations)).toEqual([])
})

test("on the public address, an invitation email's link opens 'Complete your signup' under the editor's policy", async () => {
  // A name other than localhost, as the site has on Netlify: there the editor signs in with Netlify
  // Identity. Chromium is told to treat it as the secure origin the https site is.
  const site = `http://coach.test:${ADMIN_PORT}`
  const browser = await chromium.launch({
    // The browser itself: in the headless shell, the editor's login button was not back after the
    // widget closed (seen on Chromium 156, not explained).
    executablePath: chromiumPath(),
    args: [
      ...chromiumArgs,
      "--host-resolver-rules=MAP coach.test 127.0.0.1",
      `--unsafely-treat-insecure-origin-as-secure=${site}`,
    ],
  })
  try {
    const page = await browser.newPage()
    await recordViolations(page)
    // Netlify's Identity service is not here: its settings answer stands in.
    await page.route("**/.netlify/identity/settings", (route) =>
      route.fulfill({ json: { external: {}, disable_signup: true, autoconfirm: false } }),
    )
    await page.goto(`${site}/#invite_token=abc123`)
    await expect(page).toHaveURL(new RegExp(`^${site}/admin/`))
    const identity = page.frameLocator("#netlify-identity-widget")
    await expect(identity.getByRole("button", { name: "Complete your signup" })).toBeVisible()
    await expect(identity.getByRole("textbox", { name: "Enter your password" })).toBeVisible()
    await identity.getByRole("button", { name: /Close/ }).click()
    await expect(page.getByRole("button", { name: "Login with Netlify Identity" })).toBeVisible()
    expect(await page.evaluate(() => window.violations)).toEqual([])
  } finally {
    await browser.close()
  }
})
