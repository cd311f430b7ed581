// Follow the coach by email (Newsletter), on the edited build, whose content.json has one
// (e2e/coachEdits.ts): the provider's own subscribe form at the foot of the pages, answered by a stand-in
// on this computer (e2e/providers.ts). Which pages show it, where, and their policies, are read from every
// built page (e2e/built/onePage.spec.ts, site.spec.ts); the main build, without a newsletter, shows none.
// What the form is without script (its fields' names and types, the consent, the feed), and what it does
// with each answer and with a bot, is proven in jsdom (src/components/__tests__/Subscribe.test.tsx);
// these walks prove it with the browser's own CORS and form posting.
import type { Page } from "@playwright/test"
import { NEWSLETTER_EMAIL_FIELD, NEWSLETTER_HEADING } from "../src/model/schema"
import { expectNoViolations } from "./axe"
import { PROVIDER_HEADING, expect, test, type StandIns } from "./providers"
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

async function subscribeOn(page: Page, content: Content) {
  await page.goto("/")
  const subscribe = form(page, content)
  await subscribe.getByLabel("Your email address").fill(ADDRESS)
  await subscribe.getByRole("button", { name: "Subscribe" }).click()
  return subscribe
}

test("nothing reaches the provider before Subscribe; an address that is not one is refused by the browser; a good one goes once, under the provider's field name, and the visitor stays on the page to be told to confirm", async ({
  page,
  content,
  providers,
}) => {
  await page.goto("/")
  const subscribe = form(page, content)
  const box = subscribe.getByLabel("Your email address")
  await expect(subscribe).toBeVisible()
  await page.waitForLoadState("networkidle")
  await box.focus()
  await page.waitForLoadState("networkidle")
  expect(providers.received).toEqual([])

  await box.fill("not an address")
  await subscribe.getByRole("button", { name: "Subscribe" }).click()
  expect(await box.evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(true)
  await expect(subscribe.getByRole("status")).toBeEmpty()
  expect(providers.received).toEqual([])

  await box.fill(ADDRESS)
  await subscribe.getByRole("button", { name: "Subscribe" }).click()
  await expect(subscribe.getByRole("status")).toHaveText(CONFIRM)
  expect(page.url()).toMatch(/\/$/)
  expect(posts(providers, content)).toEqual([{ address: ADDRESS, byScript: true }])
  // Taken: the box is emptied for the next reader of this screen.
  await expect(box).toHaveValue("")
})

// One visitor pressing again after each failure, on a phone: nothing about a press before changes the next.
test("a provider that never answers, one that refuses the address and one that lets the script read nothing are each said plainly, the address kept, and sent no more than once a press", async ({
  page,
  content,
  providers,
}) => {
  await page.setViewportSize({ width: 320, height: 640 })
  await page.clock.install()
  await page.goto("/")
  const subscribe = form(page, content)
  const box = subscribe.getByLabel("Your email address")
  const button = subscribe.getByRole("button", { name: "Subscribe" })
  const status = subscribe.getByRole("status")
  await box.fill(ADDRESS)

  providers.answer = "hang"
  await button.click()
  await expect(button).toBeDisabled()
  // Enter in the box, as an impatient visitor would: the form is not posted again.
  await box.press("Enter")
  await expect.poll(() => providers.at().length).toBeGreaterThan(0)
  await page.clock.fastForward(16_000)
  await expect(status).toHaveText(/did not answer/)
  await expect(box).toHaveValue(ADDRESS)
  await expect(button).toBeEnabled()
  // The browser asks leave first: only that question went, once.
  expect(providers.at().map(({ method }) => method)).toEqual(["OPTIONS"])

  providers.reset()
  providers.answer = "refuse"
  await button.click()
  await expect(status).toHaveText(/did not take this address/)
  await expectNoViolations(page, "aside")
  // At 320 px the form fits: nothing wider than the page.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
  await expect(box).toHaveValue(ADDRESS)
  await expect(button).toBeEnabled()
  expect(posts(providers, content)).toEqual([{ address: ADDRESS, byScript: true }])

  // It takes the script's post and lets it read nothing of the answer: it has the address once, and
  // the browser does not post it again.
  providers.reset()
  providers.answer = "unreadable"
  await button.click()
  await expect(status).toHaveText(
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
  await expect(box).toHaveValue(ADDRESS)
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

// A list's page is this already, script or none: it is sent without scripts (e2e/built/pages.spec.ts).
test.describe("without script", () => {
  test.use({ javaScriptEnabled: false })

  test("the form on the one page is a plain post to the provider", async ({
    page,
    content,
    providers,
  }) => {
    await subscribeOn(page, content)
    await expect(page.getByRole("heading", { name: PROVIDER_HEADING })).toBeVisible()
    expect(posts(providers, content)).toEqual([{ address: ADDRESS, byScript: false }])
  })
})
