import type { APIRequestContext, Page } from "@playwright/test"
import { inlineScripts, sha256Source } from "../plugins/security-headers/csp"
import { resourceLists } from "../src/model/schema"
import { listOf } from "../src/test/content"
import { samplePage, shownOf } from "./resourcePages"
import { asVisitorsBrowser } from "./mail-server"
import { MAIL_ORIGIN, policyOnly, siteUrl } from "./sites"
import { expect, test } from "./test"
import { scrollThrough, visit } from "./visit"

// The site is served with the policy both as a header (from public/_headers, as Netlify sends it) and
// as a <meta> tag; e2e/global-setup.ts also serves it with each alone. Each must hold on its own: a host
// may send no headers, a proxy may rewrite HTML.
const deliveries = {
  "header and meta tag": siteUrl("main"),
  "header only": `http://127.0.0.1:${policyOnly.header.port}`,
  "meta tag only": `http://127.0.0.1:${policyOnly.meta.port}`,
}

declare global {
  interface Window {
    violations: string[]
    injectedRan?: boolean
    /** Set by Gatsby's inline scripts: the page's own, and the one every page shares. */
    pagePath?: string
    ___webpackCompilationHash?: string
    /** Set by Gatsby's runtime (app.js) as it starts. */
    ___navigate?: unknown
  }
}

/** Each page's header names its own inline scripts (plugins/security-headers), as its meta tag does. */
async function ownHashes(request: APIRequestContext, url: string) {
  const html = await (await request.get(url)).text()
  return [...new Set(inlineScripts(html).map(sha256Source))].sort()
}
const hashesIn = (policy: string) => (policy.match(/'sha256-[^']+'/g) ?? []).sort()

test.use({ viewport: { width: 375, height: 740 } })

/**
 * Answers the mail provider's API inside the browser, as it would (200 OK), and counts the sends that
 * reach it. A request the policy blocks (connect-src) never leaves the page, so it is never counted.
 */
async function answerSends(page: Page) {
  const sent: string[] = []
  await page.route(`${MAIL_ORIGIN}/**`, (route) => {
    sent.push(route.request().url())
    return route.fulfill({
      status: 200,
      body: "OK",
      headers: { "access-control-allow-origin": "*" },
    })
  })
  return sent
}

const recordViolations = (page: Page) =>
  page.addInitScript(() => {
    window.violations = []
    document.addEventListener("securitypolicyviolation", (event) =>
      window.violations.push(`${event.violatedDirective} ${event.blockedURI}`),
    )
  })

for (const [delivery, url] of Object.entries(deliveries)) {
  test(`under the policy as ${delivery}, every feature works, nothing is blocked, and neither an injected script nor a form the browser submits itself goes anywhere`, async ({
    page,
    context,
    content,
    request,
  }) => {
    await asVisitorsBrowser(context)
    // It walks the whole one page, slow at ten times the content with one core busy: its limit is tripled.
    test.slow()
    await recordViolations(page)
    const sent = await answerSends(page)
    const response = await page.goto(`${url}/`)
    const header = (await response?.allHeaders())?.["content-security-policy"]
    const meta = page.locator('meta[http-equiv="Content-Security-Policy"]')
    expect(Boolean(header)).toBe(delivery !== "meta tag only")
    await expect(meta).toHaveCount(delivery === "header only" ? 0 : 1)
    if (header) {
      expect(header).toContain("frame-ancestors 'none'")
      // The page's own policy, not one naming every page's scripts.
      expect(hashesIn(header)).toEqual(await ownHashes(request, `${url}/`))
    }
    await visit(page, `${url}/`)

    await scrollThrough(page)
    const toggle = page.getByRole("button", { name: "Toggle Menu" })
    await toggle.click()
    await expect(page.locator("#site-menu")).toBeVisible()
    await toggle.click()
    await expect(page.locator("#site-menu")).toBeHidden()

    // A book review with its cover: the image comes from the site under img-src 'self'. One of those the
    // one page shows, which are the first ResourcesShown of the list.
    const book = shownOf(content, listOf(content, "Books")).findIndex((review) => review.imageurl)
    // Found, or nth(-1) below would take the last link, whichever it is.
    expect(book, "a book review with a cover among those shown").not.toBe(-1)
    await page.getByRole("list", { name: "Book Reviews" }).getByRole("link").nth(book).click()
    const dialog = page.getByRole("dialog", { name: "Resource Details" })
    await expect(
      dialog.getByRole("img", { name: listOf(content, "Books")[book]!.imagealt, exact: true }),
    ).toBeVisible()
    await dialog.getByRole("button", { name: "Close" }).click()

    // Each field by its whole label: getByLabel also reads the sections' labels, the coach's headings.
    await page.getByLabel("Name", { exact: true }).fill("Ana Souza")
    await page.getByLabel("Email", { exact: true }).fill("ana@example.org")
    await page.getByLabel("Message", { exact: true }).fill("Hello")
    await page.getByRole("button", { name: "Send" }).click()
    await expect(page.getByRole("status")).toHaveText("Thanks! Your message has been sent.")
    expect(sent).toEqual([`${MAIL_ORIGIN}/api/v1.0/email/send-form`])

    expect(await page.evaluate(() => window.violations)).toEqual([])

    // And the policy is really in force: an injected inline script does not run.
    await page.evaluate(() => {
      const script = document.createElement("script")
      script.textContent = "window.injectedRan = true"
      document.body.append(script)
    })
    expect(await page.evaluate(() => window.injectedRan)).toBeUndefined()
    // Reported once per policy in force: twice when both header and meta tag apply.
    await expect.poll(() => page.evaluate(() => window.violations.length)).toBeGreaterThan(0)
    for (const violation of await page.evaluate(() => window.violations)) {
      expect(violation).toMatch(/^script-src/)
    }

    // And a form the browser would submit itself goes nowhere: what a press of Send does before the
    // page's script runs, or if it failed, which would put the message into the address bar.
    const message = page.getByLabel("Message", { exact: true })
    await message.fill("Private words")
    await message.evaluate((field: HTMLTextAreaElement) =>
      HTMLFormElement.prototype.submit.call(field.form),
    )
    await expect
      .poll(() => page.evaluate(() => window.violations))
      .toEqual(expect.arrayContaining([expect.stringMatching(/^form-action/)]))
    expect(page.url()).toBe(`${url}/`)
    // (Read directly: Playwright's own wait treats the blocked submission as a navigation still under way.)
    expect(await message.inputValue()).toBe("Private words")
  })
}

const POLICY_META = /<meta http-equiv="Content-Security-Policy"[^>]*>/

for (const list of resourceLists()) {
  test(`the page of one ${list.item}, under its own policy as header only, runs its scripts and no other`, async ({
    page,
    content,
    request,
  }) => {
    const resource = samplePage(content, list)
    const url = `${siteUrl("main")}${resource.path}`
    const own = await ownHashes(request, url)
    expect(own).not.toEqual(await ownHashes(request, `${siteUrl("main")}/`))
    await recordViolations(page)
    // The header alone: the meta tag is taken out of the page on its way to the browser.
    await page.route(
      (address) => address.pathname === resource.path,
      async (route) => {
        const response = await route.fetch()
        const headers = { ...response.headers() }
        delete headers["content-length"]
        const body = (await response.text()).replace(POLICY_META, "")
        await route.fulfill({ response, headers, body })
      },
    )
    const response = await page.goto(url, { waitUntil: "load" })
    await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveCount(0)
    const header = (await response!.allHeaders())["content-security-policy"] ?? ""
    expect(header).toContain("frame-ancestors 'none'")
    expect(hashesIn(header)).toEqual(own)

    // Both inline scripts ran (the one naming this page's address, the one every page shares), then
    // Gatsby's runtime, and React took over the page (its root element is marked as a React root).
    await expect
      .poll(() =>
        page.evaluate(() => [
          window.pagePath,
          typeof window.___webpackCompilationHash,
          typeof window.___navigate,
          Object.keys(document.getElementById("___gatsby") ?? {}).some((key) =>
            key.startsWith("__reactContainer"),
          ),
        ]),
      )
      .toEqual([resource.path, "string", "function", true])
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1)
    expect(await page.evaluate(() => window.violations)).toEqual([])

    // And the policy is in force: an injected inline script does not run.
    await page.evaluate(() => {
      const script = document.createElement("script")
      script.textContent = "window.injectedRan = true"
      document.body.append(script)
    })
    expect(await page.evaluate(() => window.injectedRan)).toBeUndefined()
    await expect
      .poll(() => page.evaluate(() => window.violations))
      .toEqual([expect.stringMatching(/^script-src/)])
  })
}
