// The ways to work together, as a visitor meets them on the one page of the edited copy, which sets
// them (e2e/coachEdits.ts): cards that read from 320 px up, each with one button, none of which asks
// anything of another site before the visitor follows it. Where each button leads is read from the
// built page (e2e/built/eventFiles.spec.ts); what the form takes from an address anyone can type, from
// src/lib/contact/__tests__/regarding.test.ts.
import type { Page } from "@playwright/test"
import { OFFERS_HEADING } from "../src/model/schema"
import { expect, test } from "./test"
import { visit } from "./visit"

// The list's own items: an offer's text may hold a list of its own.
const cards = (page: Page) =>
  page.getByRole("list", { name: OFFERS_HEADING, exact: true }).locator(":scope > li")

/** Requests the page made to any host but the site's own. */
function elsewhere(page: Page, origin: string) {
  const asked: string[] = []
  page.on("request", (request) => {
    const url = new URL(request.url())
    if (url.protocol.startsWith("http") && url.origin !== origin) asked.push(request.url())
  })
  return asked
}

test("at 320 px and at 1280 px each offer is a card with its name, who it is for, its format, its price and one button; the payment page is asked for nothing until the visitor follows its button", async ({
  page,
  baseURL,
  content,
}) => {
  const items = content.Offers!.items!
  const paid = items.find((each) => each.action.startsWith("https://"))!
  const payment = new URL(paid.action)
  const asked = elsewhere(page, new URL(baseURL!).origin)
  await page.route(`${payment.origin}/**`, (route) =>
    route.fulfill({ contentType: "text/html", body: "<title>Checkout</title><h1>Checkout</h1>" }),
  )
  await page.setViewportSize({ width: 320, height: 900 })
  await page.goto("/#services")
  // The same page, the window widened: the cards are laid out again, as on a turned tablet.
  for (const width of [320, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    const services = page.getByRole("region", { name: content.CoachingDescription.title })
    await expect(services.getByRole("heading", { name: OFFERS_HEADING, level: 3 })).toBeVisible()
    await expect(cards(page)).toHaveCount(items.length)
    for (const [index, offer] of items.entries()) {
      const card = cards(page).nth(index)
      await card.scrollIntoViewIfNeeded()
      await expect(card.getByRole("heading", { name: offer.title, level: 4 })).toBeVisible()
      await expect(card.getByText(offer.audience, { exact: true })).toBeVisible()
      await expect(card.getByText(offer.format, { exact: true })).toBeVisible()
      if (offer.price) await expect(card.getByText(offer.price, { exact: true })).toBeVisible()
      const button = card.getByRole("link")
      await expect(button).toHaveCount(1)
      // The card's name tells a screen reader which offer the button is for.
      await expect(button).toHaveAccessibleDescription(offer.title)
      // Nothing sticks out of the card, or the card out of the page.
      const [cardBox, buttonBox] = [await card.boundingBox(), await button.boundingBox()]
      expect(buttonBox!.x + buttonBox!.width, `${width} px`).toBeLessThanOrEqual(
        cardBox!.x + cardBox!.width + 0.5,
      )
      expect(cardBox!.x + cardBox!.width, `${width} px`).toBeLessThanOrEqual(width)
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    )
  }
  await page.waitForLoadState("networkidle")
  expect(asked).toEqual([])
  await cards(page)
    .filter({ has: page.getByRole("heading", { name: paid.title, exact: true }) })
    .getByRole("link", { name: "Get started" })
    .click()
  await expect(page.getByRole("heading", { name: "Checkout" })).toBeVisible()
  expect(asked).toEqual([paid.action])
})

test("'Ask about it' takes the visitor to the form with the offer named in the message once, which they can still change", async ({
  page,
  content,
}) => {
  const offer = content.Offers!.items!.find((each) => each.action === "contact")!
  // Once the page's script runs, which keeps what is typed across the page the link loads.
  await visit(page)
  const typed = "My team of six is new to me."
  const message = page.getByLabel("Message", { exact: true })
  await message.fill(typed)
  // A plain link: what was typed is kept across the page it loads.
  await cards(page)
    .filter({ has: page.getByRole("heading", { name: offer.title, exact: true }) })
    .getByRole("link", { name: "Ask about it" })
    .click()
  await expect(message).toHaveValue(`Regarding: ${offer.title}\n\n${typed}`)
  await expect(page.getByRole("region", { name: "Contact Me" })).toBeInViewport()
  // The address is the form's again, without what it was about.
  await expect(page).toHaveURL(/\/#contact$/)
  await message.fill("Something else entirely")
  await expect(message).toHaveValue("Something else entirely")
  // So a reload brings back what the visitor wrote, and names the offer no more.
  await page.reload()
  await expect(page.getByRole("button", { name: "Send" })).toBeEnabled({ timeout: 15_000 })
  await expect(message).toHaveValue("Something else entirely")
})
