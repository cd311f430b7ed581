// The content editor at /admin/ of the production build, as the coach uses it on this machine: signed in
// to the local backend (decap-server) that edits a throwaway copy of the content folders.
import type { ChildProcess } from "node:child_process"
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import type { Server } from "node:http"
import { tmpdir } from "node:os"
import path from "node:path"
import AxeBuilder from "@axe-core/playwright"
import { chromium, expect, test, type Browser, type Locator, type Page } from "@playwright/test"
import { BACKUP_QUESTION } from "../src/admin/phrases"
import { plainText } from "../src/model/sanitize"
import { shapes } from "../src/model/schema"
import { validateContentFile } from "../plugins/source-content/validateFile"
import { backendOrigins, editorBackend } from "../plugins/decap-admin/backend"
import { pagePolicyHeader } from "../plugins/security-headers/csp"
import { startDecapServer } from "../scripts/decap-server.mjs"
import { chromiumArgs, chromiumPath } from "./chromium.mjs"
import { netlifyHeaders } from "./netlify-headers.mjs"
import { withShortLists } from "./editorContent"
import { isLocalHost, localEditorPage, notSetUpPage } from "./editorPages"
import { adminPolicyOf, siteUrl, sites } from "./sites"
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

/** The editor's page once Netlify Identity has started (src/admin/identity.ts): the widget's own state. */
type IdentityWindow = {
  netlifyIdentity?: { store: { modal: { isOpen: boolean; page: string } } }
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

test.beforeAll(async () => {
  repo = mkdtempSync(path.join(tmpdir(), "byb-admin-"))
  for (const folder of ["data", "static"])
    cpSync(folder, path.join(repo, folder), { recursive: true })
  const file = path.join(repo, "data", "content.json")
  writeFileSync(file, withShortLists(readFileSync(file, "utf8")))
  decap = startDecapServer({
    repo,
    env: { LOG_LEVEL: "warn" },
    stdio: ["ignore", "inherit", "inherit"],
  })
  await waitForBackend()
  // On this computer's addresses, the built editor as `npm run develop` serves it (decap-server
  // allowed); on any other name (coach.test below), as deployed.
  const local = localEditorPage(
    readFileSync(`${sites.main.dir}/admin/index.html`, "utf8"),
    backendOrigins(editorBackend(sites.main.env)),
  )
  server = await serveStatic(sites.main.dir, ADMIN_PORT, {
    headers: await netlifyHeaders(`${sites.main.dir}/_headers`),
    override: (pathname, host) =>
      isLocalHost(host) && /^\/admin\/(index\.html)?$/.test(pathname) ? local : undefined,
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

/** The two publishing tests below share one session, as the coach would: opening the editor is most
 * of each test's time, and it grows with the content. */
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

/** Uploads a JPEG in the media library opened from `field`, and chooses it. */
async function choosePicture(page: Page, field: Locator, file: { name: string; buffer: Buffer }) {
  await field.getByRole("button", { name: "Choose different image" }).click()
  const library = page.getByRole("dialog")
  await library.locator('input[type="file"]').setInputFiles({ ...file, mimeType: "image/jpeg" })
  await expect(library.getByText(file.name)).toBeVisible()
  await library.getByRole("button", { name: "Choose selected" }).click()
}

/**
 * The toolbar's button once the editor has taken in an edit: until then it says "Published" and opens
 * no menu.
 */
const publishButton = (page: Page) => page.getByRole("button", { name: "Publish", exact: true })

test("the editor has its own policy and is kept out of search engines; the page's policy is unchanged", async ({
  request,
}) => {
  // As deployed: the site's own server, where the editor's page is the built one.
  const editor = await request.get(`${siteUrl("main")}/admin/`)
  expect(editor.headers()["content-security-policy"]).toBe(pagePolicyHeader(adminPolicyOf("main")))
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
  await expect(details.getByRole("heading", { name: ARTICLE_TITLE, exact: true })).toBeVisible()
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

  // Each item's buttons are named after it (Decap draws them as bare icons): open or close (whether it
  // is open is aria-expanded), drag to move, remove.
  const button = (name: string) => articles.getByRole("button", { name, exact: true })
  await expect(button(`Open ${firstLabel}`)).toHaveAttribute("aria-expanded", "false")
  await expect(button(`Open ${secondLabel}`)).toHaveAttribute("aria-expanded", "false")
  await expect(button(`Drag to move ${firstLabel}`)).toBeVisible()
  await expect(button(`Remove ${firstLabel}`)).toBeVisible()
  // No button of the entry is left without a name (Decap's expand and remove icons were 75 of them).
  const unnamed = await new AxeBuilder({ page })
    .withRules(["button-name", "aria-command-name"])
    .analyze()
  expect(unnamed.violations.flatMap(({ nodes }) => nodes.map(({ html }) => html))).toEqual([])
  await button(`Open ${firstLabel}`).click()
  await expect(button(`Close ${firstLabel}`)).toHaveAttribute("aria-expanded", "true")
  const item = articles.getByText(firstLabel, { exact: true }).locator("..")
  const resourceFields = Object.keys(shapes.Resource).length
  await expect(fieldsIn(articles)).toHaveCount(resourceFields)
  await expect(item.getByRole("textbox", { name: "Title", exact: true })).toBeVisible()

  // Closed again, its fields stay (hidden), with whatever the coach typed in them.
  await button(`Close ${firstLabel}`).click()
  await expect(button(`Open ${firstLabel}`)).toHaveAttribute("aria-expanded", "false")
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
  await choosePicture(page, hero, { name, buffer: picture })

  // Not built yet: the preview shows the uploaded file itself.
  const shown = page
    .frameLocator("iframe")
    .first()
    .getByRole("img", { name: before.HeroSection.imagealt, exact: true })
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

test("on a phone, the coach corrects a word in an article and publishes it", async ({
  browser,
}) => {
  const file = path.join(repo, "data", "content.json")
  const before = JSON.parse(readFileSync(file, "utf8"))
  const [article] = before.Articles
  // A word of the article's text that its HTML holds once: the one the coach corrects.
  const word = plainText(article.content)
    .split(/\W+/)
    .find(
      (candidate) => /^[a-z]{6,}$/.test(candidate) && article.content.split(candidate).length === 2,
    )!
  const correction = "steadier"
  const page = await browser.newPage({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  })
  try {
    await openEditor(page)
    const articles = group(page, "Articles")
    await articles.getByRole("button", { name: "Expand" }).first().tap()
    await articles
      .getByRole("button", { name: `Open ${plainText(article.title)}`, exact: true })
      .tap()
    const text = articles.getByRole("textbox", { name: "Text" })
    await text.tap()

    // The word brought to the middle of the editor's pane, and double-clicked to select it (Playwright
    // has no double tap; a phone selects a word the same way).
    const at = await text.evaluate((box, word) => {
      const walker = document.createTreeWalker(box, NodeFilter.SHOW_TEXT)
      let node: Node | null
      while ((node = walker.nextNode()) && !node.textContent!.includes(word));
      const range = document.createRange()
      range.setStart(node!, node!.textContent!.indexOf(word))
      range.setEnd(node!, node!.textContent!.indexOf(word) + word.length)
      let pane = box.parentElement!
      while (!/auto|scroll/.test(getComputedStyle(pane).overflowY)) pane = pane.parentElement!
      const { top, height } = pane.getBoundingClientRect()
      pane.scrollBy(0, range.getBoundingClientRect().top - top - height / 2)
      const { x, y, width } = range.getBoundingClientRect()
      return { x: x + width / 2, y: y + 4 }
    }, word)
    await page.mouse.dblclick(at.x, at.y)
    await expect.poll(() => page.evaluate(() => getSelection()?.toString())).toBe(word)
    // Far down a long text, the formatting tools are still in sight, and so is Publish.
    const tools = articles.getByRole("toolbar", { name: "Text: formatting" })
    await expect(tools.getByRole("button", { name: "Bold" })).toBeInViewport()
    await page.keyboard.type(correction)

    // The editor writes the text without the spaces the stored HTML had between its blocks
    // ("</p> <p>"): the same text, as the site shows it.
    const content = article.content
      .replace(word, correction)
      .replace(
        /(<\/?(?:p|li|ol|ul|blockquote|h[1-6])>)\s+(?=<\/?(?:p|li|ol|ul|blockquote|h[1-6]|hr)\b)/g,
        "$1",
      )
    const expected = {
      ...before,
      Articles: [{ ...article, content }, ...before.Articles.slice(1)],
    }
    await expect(publishButton(page)).toBeInViewport()
    await publish(page, file, `${JSON.stringify(expected, null, 2)}\n`)
    expect(validateContentFile(file)).toEqual([])
    expect(await page.evaluate(() => window.violations)).toEqual([])
  } finally {
    await page.close()
  }
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
  const secondTitle = plainText(content.Testimonials[1].title)
  const second = testimonials.getByText(secondTitle, { exact: true }).locator("..")
  await testimonials.getByRole("button", { name: `Open ${secondTitle}`, exact: true }).click()
  await second
    .getByRole("textbox", { name: "Title", exact: true })
    .fill(content.Testimonials[0].title)
  await tryPublish()
  await expect(page.getByText(/Not published\. Please fix:/)).toBeVisible()
  await expect(page.getByText(/Testimonials › 2 › Title .* is already used/)).toBeVisible()

  expect(readFileSync(file, "utf8")).toBe(before)
  expect(await page.evaluate(() => window.violations)).toEqual([])
})

test("built without a repository, /admin/ says how to set one up and how to edit locally, and offers no sign-in", async ({
  browser,
}) => {
  const address = `${siteUrl("main")}/admin/`
  const body = notSetUpPage(readFileSync(`${sites.main.dir}/admin/index.html`, "utf8"))
  for (const javaScriptEnabled of [true, false]) {
    const context = await browser.newContext({ javaScriptEnabled })
    try {
      const page = await context.newPage()
      await recordViolations(page)
      // The page as that build writes it, under the deployed editor's own headers.
      await page.route(address, async (route) => {
        const deployed = await route.fetch()
        return route.fulfill({ response: deployed, body })
      })
      const scripts: string[] = []
      page.on("requestfinished", (request) => scripts.push(new URL(request.url()).pathname))
      await page.goto(address)
      await page.waitForLoadState("load")
      // The editor's script has run (deferred scripts run before "load") and left the page as it was.
      if (javaScriptEnabled) expect(scripts).toContain("/admin/cms.js")
      await expect(
        page.getByRole("heading", { level: 1, name: "The content editor is not set up yet" }),
      ).toBeVisible()
      await expect(page.getByText("DECAP_REPO", { exact: true }).first()).toBeVisible()
      await expect(page.getByRole("link", { name: "http://localhost:8000/admin/" })).toBeVisible()
      await expect(page.getByRole("button")).toHaveCount(0)
      await expect(page.locator("#nc-root")).toHaveCount(0)
      if (javaScriptEnabled) expect(await page.evaluate(() => window.violations)).toEqual([])
    } finally {
      await context.close()
    }
  }
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
    // The widget says itself when it has read the invitation and opened its form (its page "invite"):
    // the editor's large script is parsed first, which takes far longer on a busy machine.
    await page.waitForFunction(
      () => {
        const { netlifyIdentity } = window as unknown as IdentityWindow
        return netlifyIdentity?.store.modal.isOpen && netlifyIdentity.store.modal.page === "invite"
      },
      undefined,
      { timeout: 60_000 },
    )
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

/**
 * Waits until Decap has kept `text` of the entry being edited in the browser's store (IndexedDB, through
 * localForage), which it does two seconds after the last change: a reload before then finds nothing.
 */
const kept = (page: Page, text: string) =>
  expect
    .poll(() =>
      page.evaluate(
        () =>
          new Promise<string>((resolve, reject) => {
            const open = indexedDB.open("localforage")
            open.onerror = () => reject(open.error)
            open.onsuccess = () => {
              const store = open.result.transaction("keyvaluepairs").objectStore("keyvaluepairs")
              const read = store.get("backup.site.content")
              read.onsuccess = () => resolve((read.result as { raw?: string })?.raw ?? "")
              read.onerror = () => reject(read.error)
            }
          }),
      ),
    )
    .toContain(text)

/** Every question Decap asks with window.confirm, answered OK, or Cancel once `answer.ok` is false. */
function recordQuestions(page: Page) {
  const questions: string[] = []
  const answer = { ok: true }
  page.on("dialog", (dialog) => {
    if (dialog.type() === "confirm") questions.push(dialog.message())
    void (dialog.type() === "confirm" && !answer.ok ? dialog.dismiss() : dialog.accept())
  })
  return { questions, answer }
}

/** Reloads the editor, as after a crash, and waits for the entry. */
async function reloadEditor(page: Page) {
  await page.reload()
  await expect(group(page, "HeroSection")).toBeVisible({ timeout: 30_000 })
}

test("what the coach typed and did not publish comes back after a reload, and exactly it is published", async ({
  page,
}) => {
  const file = path.join(repo, "data", "content.json")
  const before = JSON.parse(readFileSync(file, "utf8"))
  const title = "Typed, not published, and kept"
  const ARTICLE_TITLE = "An article the browser kept"
  const picture = readFileSync("data/images/hero.jpg")
  const name = `kept-in-the-browser-${Date.now()}.jpg`
  const { questions } = recordQuestions(page)

  await openEditor(page)
  const hero = group(page, "HeroSection")
  await hero.getByLabel("Title", { exact: true }).fill(title)
  await choosePicture(page, hero, { name, buffer: picture })
  const articles = group(page, "Articles")
  await articles.getByRole("button", { name: "Add article" }).click()
  await articles.getByRole("textbox", { name: "Title", exact: true }).fill(ARTICLE_TITLE)
  await articles.getByRole("combobox", { name: "Icon" }).click()
  await page.getByRole("option", { name: "file-alt", exact: true }).click()
  await articles.getByRole("textbox", { name: "Text" }).click()
  await page.keyboard.type("Words the coach typed.")
  await kept(page, "Words the coach typed.")

  // Reloaded, as after a crash: Decap asks, the coach says yes, and every field is as it was left.
  await reloadEditor(page)
  // Decap asks the site's question, which says what each answer does, not its own.
  await expect.poll(() => questions).toEqual([BACKUP_QUESTION])
  await group(page, "HeroSection").getByRole("button", { name: "Expand" }).first().click()
  await expect(hero.getByLabel("Title", { exact: true })).toHaveValue(title)
  await articles.getByRole("button", { name: "Expand" }).first().click()
  await articles.getByRole("button", { name: `Open ${ARTICLE_TITLE}`, exact: true }).click()
  await expect(articles.getByRole("textbox", { name: "Text" })).toHaveText("Words the coach typed.")
  const preview = page.frameLocator("iframe").first()
  await expect(preview.getByRole("heading", { level: 1 })).toHaveText(title)
  const details = preview.getByRole("region", { name: "Resource Details" })
  await expect(details.getByRole("heading", { name: ARTICLE_TITLE, exact: true })).toBeVisible()
  await expect(details.getByText("Words the coach typed.", { exact: true })).toBeVisible()
  const shown = preview.getByRole("img", { name: before.HeroSection.imagealt, exact: true })
  await expect
    .poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0)
  // The entry restored before it had loaded made the toolbar fail: "Failed to load preview: …".
  await expect(page.getByRole("alert")).toHaveCount(0)

  const expected = {
    ...before,
    HeroSection: { ...before.HeroSection, title, imageurl: `./images/${name}` },
    Articles: [
      ...before.Articles,
      { title: ARTICLE_TITLE, icon: "file-alt", content: "<p>Words the coach typed.</p>" },
    ],
  }
  await publish(page, file, `${JSON.stringify(expected, null, 2)}\n`)
  expect(validateContentFile(file)).toEqual([])
  expect(await page.evaluate(() => window.violations)).toEqual([])
})

test("what the coach typed and did not publish is discarded when the coach says so, and is asked about no more", async ({
  page,
}) => {
  const file = path.join(repo, "data", "content.json")
  const published = readFileSync(file, "utf8")
  const { title } = JSON.parse(published).HeroSection
  const { questions, answer } = recordQuestions(page)

  await openEditor(page)
  const hero = group(page, "HeroSection")
  await hero.getByLabel("Title", { exact: true }).fill("Typed, then discarded")
  await kept(page, "Typed, then discarded")
  answer.ok = false
  await reloadEditor(page)
  await expect.poll(() => questions).toEqual([BACKUP_QUESTION])
  await group(page, "HeroSection").getByRole("button", { name: "Expand" }).first().click()
  await expect(hero.getByLabel("Title", { exact: true })).toHaveValue(title)
  await expect(publishButton(page)).toHaveCount(0)

  await reloadEditor(page)
  await group(page, "HeroSection").getByRole("button", { name: "Expand" }).first().click()
  await expect(hero.getByLabel("Title", { exact: true })).toHaveValue(title)
  expect(questions).toHaveLength(1)
  expect(readFileSync(file, "utf8")).toBe(published)
  expect(await page.evaluate(() => window.violations)).toEqual([])
})
