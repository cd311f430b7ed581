// The coach's scheduling page (Booking): a plain link beside the contact form, which asks
// nothing of the scheduler's site until the visitor follows it. Run against the main build (no Booking)
// and the edited one (e2e/coachEdits.ts sets one, answered by a stand-in on this computer). What search
// engines are told of it is read from the built page (e2e/built/onePage.spec.ts).
import { BOOKING_LABEL } from "../src/model/schema"
import { expect, SCHEDULER_HEADING, test } from "./providers"

const OFFER = "Prefer to pick a time yourself?"

test("the Contact section offers the scheduling page content.json gives, and nothing is asked of it until the visitor follows the link", async ({
  page,
  content,
  providers,
}) => {
  const booking = content.Booking
  const contact = page.getByRole("region", { name: "Contact Me" })
  if (!booking) {
    await page.goto("/")
    await expect(contact.getByRole("button", { name: "Send" })).toBeVisible()
    await expect(contact.getByText(OFFER)).toHaveCount(0)
    await expect(contact.getByRole("link", { name: BOOKING_LABEL })).toHaveCount(0)
    return
  }
  const scheduler = new URL(booking.url)
  const asked: string[] = []
  page.on("request", (request) => {
    if (new URL(request.url()).origin === scheduler.origin) asked.push(request.url())
  })
  await page.goto("/")
  await contact.scrollIntoViewIfNeeded()
  await expect(contact.getByText(OFFER)).toBeVisible()
  const link = contact.getByRole("link", { name: booking.label || BOOKING_LABEL, exact: true })
  await expect(link).toHaveAttribute("href", booking.url)
  await page.waitForLoadState("networkidle")
  expect(asked).toEqual([])
  expect(providers.at(scheduler.host)).toEqual([])

  await link.click()
  await expect(page).toHaveURL(booking.url)
  await expect(page.getByRole("heading", { name: SCHEDULER_HEADING })).toBeVisible()
  expect(asked).toEqual([booking.url])
  expect(providers.at(scheduler.host).map(({ method, path }) => `${method} ${path}`)).toEqual([
    `GET ${scheduler.pathname}${scheduler.search}`,
  ])
})
