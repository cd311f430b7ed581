// Follow the coach by email (Newsletter), on the edited build, whose content.json has one
// (e2e/coachEdits.ts): the provider's own subscribe form at the foot of the pages, answered by a stand-in
// on this computer (e2e/providers.ts). Which pages show it, and their policies, are read from every
// built page (e2e/built/pages.spec.ts); the main build, without a newsletter, shows none.
import type { Page } from "@playwright/test"
import { NEWSLETTER_EMAIL_FIELD, NEWSLETTER_HEADING } from "../src/model/schema"
import { expectNoViolations } from "./axe"
import { PROVIDER_HEADING, expect, test, type StandIns } from "./providers"
import { listPages, samplePage } from "./resourcePages"
import type { Content } from "../src/test/content"

const ADDRESS = "reader@example.com"
/** What the visitor is told once the provider takes the address. */
const CONFIRM = /Check your inbox to confirm/

const newsletterOf = (content: Content) => {
  const newsletter = content.Newsletter
  if (!newsletter)
    throw new Error("The edited build's content.json has a Newsletter (coachEdits.ts)")
  return newsletter
}

const form = (page: Page, content: Content) =>
  page.getByRole("complementary", { name: newsletterOf(content).heading || NEWSLETTER_HEADING })

/** What the provider received as posts, with the address under the field content.json names. */
const posts = (providers: StandIns, content: Content) =>
  providers
    .at()
    .filter(({ method }) => method === "POST")
    .map(({ fields, byScript }) => ({
      address: fields.get(newsletterOf(content).emailField || NEWSLETTER_EMAIL_FIELD),
      byScript,
    }))

async function subscribeOn(page: Page, content: Content, path = "/") {
  await page.goto(path)
  const subscribe = form(page, content)
  await subscribe.getByLabel("Your email address").fill(ADDRESS)
  await subscribe.getByRole("button", { name: "Subscribe" }).click()
  return subscribe
}

test("the one page, a list's page and a resource's page offer the form above the footer, with the feed beside it, and nothing reaches the provider before Subscribe", async ({
  page,
  content,
  providers,
}) => {
  const newsletter = newsletterOf(content)
  const list = listPages(content)[0]!
  for (const path of ["/", list.path, samplePage(content, list.list).path]) {
    await page.goto(path)
    const subscribe = form(page, content)
    await expect(subscribe).toBeVisible()
    await expect(subscribe.getByText(newsletter.text, { exact: true })).toBeVisible()
    // Straight above the footer.
    expect(
      await subscribe.evaluate(
        (aside) => aside.nextElementSibling?.tagName === "FOOTER" && aside.parentElement?.id,
      ),
    ).toBe("root")
    const box = subscribe.getByLabel("Your email address")
    await expect(box).toHaveAttribute("type", "email")
    await expect(box).toHaveAttribute("autocomplete", "email")
    await expect(box).toHaveAttribute("name", newsletter.emailField || NEWSLETTER_EMAIL_FIELD)
    await expect(subscribe.locator("form")).toHaveAttribute("action", newsletter.action)
    await expect(subscribe.locator("form")).toHaveAttribute("method", "post")
    await expect(subscribe).toContainText(
      `Subscribing sends your address to ${new URL(newsletter.action).host}`,
    )
    await expect(subscribe.getByRole("link", { name: "this site's feed" })).toHaveAttribute(
      "href",
      "/rss.xml",
    )
    await page.waitForLoadState("networkidle")
    await subscribe.getByLabel("Your email address").focus()
    await page.waitForLoadState("networkidle")
    expect(providers.received, path).toEqual([])
  }
})

test("with script, the address goes once, under the provider's field name, and the visitor stays on the page to be told to confirm", async ({
  page,
  content,
  providers,
}) => {
  const subscribe = await subscribeOn(page, content)
  await expect(subscribe.getByRole("status")).toHaveText(CONFIRM)
  expect(page.url()).toMatch(/\/$/)
  expect(posts(providers, content)).toEqual([{ address: ADDRESS, byScript: true }])
  // Taken: the box is emptied for the next reader of this screen.
  await expect(subscribe.getByLabel("Your email address")).toHaveValue("")
})

test("a provider that refuses the address is said plainly, and the address stays in its box", async ({
  page,
  content,
  providers,
}) => {
  providers.answer = "refuse"
  await page.setViewportSize({ width: 320, height: 640 })
  const subscribe = await subscribeOn(page, content)
  await expect(subscribe.getByRole("status")).toHaveText(/did not take this address/)
  await expectNoViolations(page, "aside")
  // At 320 px the form fits: nothing wider than the page.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
  await expect(subscribe.getByLabel("Your email address")).toHaveValue(ADDRESS)
  await expect(subscribe.getByRole("button", { name: "Subscribe" })).toBeEnabled()
  expect(posts(providers, content)).toEqual([{ address: ADDRESS, byScript: true }])
})

test("a provider that never answers is said plainly after 15 s, the address kept, and a second press while waiting sends nothing more", async ({
  page,
  content,
  providers,
}) => {
  providers.answer = "hang"
  await page.clock.install()
  const subscribe = await subscribeOn(page, content)
  const button = subscribe.getByRole("button", { name: "Subscribe" })
  await expect(button).toBeDisabled()
  // Enter in the box, as an impatient visitor would: the form is not posted again.
  await subscribe.getByLabel("Your email address").press("Enter")
  await expect.poll(() => providers.at().length).toBeGreaterThan(0)
  await page.clock.fastForward(16_000)
  await expect(subscribe.getByRole("status")).toHaveText(/did not answer/)
  await expect(subscribe.getByLabel("Your email address")).toHaveValue(ADDRESS)
  await expect(button).toBeEnabled()
  // The browser asks leave first: only that question went, once.
  expect(providers.at().map(({ method }) => method)).toEqual(["OPTIONS"])
})

test("a provider that takes the script's post and lets it read nothing of the answer has the address once: the browser does not post it again, and the visitor is told plainly", async ({
  page,
  content,
  providers,
}) => {
  providers.answer = "unreadable"
  const subscribe = await subscribeOn(page, content)
  await expect(subscribe.getByRole("status")).toHaveText(
    "The newsletter service did not say whether it took your address. If no email from it arrives in a few minutes, subscribe again.",
  )
  await page.waitForLoadState("networkidle")
  expect(page.url()).toMatch(/\/$/)
  expect(posts(providers, content)).toEqual([{ address: ADDRESS, byScript: true }])
  // Asked first with a request carrying no address, which the provider let through.
  expect(
    providers
      .at()
      .filter(({ method }) => method !== "OPTIONS")
      .map(({ method, fields }) => [method, fields.toString()]),
  ).toEqual([
    ["HEAD", ""],
    ["POST", expect.stringContaining("reader%40example.com")],
  ])
  await expect(subscribe.getByLabel("Your email address")).toHaveValue(ADDRESS)
})

test("a provider that lets no script post gets the form from the browser itself, once, and shows its own page", async ({
  page,
  content,
  providers,
}) => {
  providers.answer = "no-cors"
  await subscribeOn(page, content)
  await expect(page.getByRole("heading", { name: PROVIDER_HEADING })).toBeVisible()
  expect(page.url()).toBe(newsletterOf(content).action)
  expect(posts(providers, content)).toEqual([{ address: ADDRESS, byScript: false }])
})

test.describe("without script", () => {
  test.use({ javaScriptEnabled: false })

  test("the form is a plain post to the provider, from the one page and a list's page", async ({
    page,
    content,
    providers,
  }) => {
    for (const path of ["/", listPages(content)[0]!.path]) {
      providers.reset()
      await subscribeOn(page, content, path)
      await expect(page.getByRole("heading", { name: PROVIDER_HEADING })).toBeVisible()
      expect(posts(providers, content), path).toEqual([{ address: ADDRESS, byScript: false }])
    }
  })
})

test("an address that is not one is refused in the browser, and a bot filling the hidden field is thanked with nothing sent", async ({
  page,
  content,
  providers,
}) => {
  await page.goto("/")
  const subscribe = form(page, content)
  const box = subscribe.getByLabel("Your email address")
  await box.fill("not an address")
  await subscribe.getByRole("button", { name: "Subscribe" }).click()
  expect(await box.evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(true)
  await expect(subscribe.getByRole("status")).toBeEmpty()

  // What a bot posting every field does: fills the one no person can reach (inert, off-screen).
  await subscribe
    .locator("[inert] input")
    .evaluate((input: HTMLInputElement) => (input.value = "https://spam.example"))
  await box.fill(ADDRESS)
  await subscribe.getByRole("button", { name: "Subscribe" }).click()
  await expect(subscribe.getByRole("status")).toHaveText(CONFIRM)
  expect(providers.received).toEqual([])
})
