// reCAPTCHA v2's box on the contact form, on the edited build, whose settings give a site key
// (e2e/sites.ts): Google's script is asked for on the visitor's first focus on the form, served here by a
// stand-in (e2e/providers.ts), and the mail stand-in requires the box's answer as the template would.
// The main build, without a key, shows none of it (e2e/contact.spec.ts). What the form does with the box's
// answer, an expired one and a script that never comes is proven in jsdom
// (src/sections/contact/__tests__/Recaptcha.test.tsx, RecaptchaUnavailable.test.tsx); this walk proves
// it with the page's policy, the real mail library and a template that checks the answer.
import type { Page } from "@playwright/test"
import { asVisitorsBrowser, MailServer } from "./mail-server"
import { RECAPTCHA_SCRIPT, standInRecaptcha } from "./providers"
import { MAIL_ORIGIN, MAIL_PORT, RECAPTCHA_TEST_KEY } from "./sites"
import { expect, test } from "./test"
import { visit } from "./visit"

// Reached through each page's routing, not its port: contact.spec.ts's server may hold the port.
const mail = new MailServer(MAIL_PORT)

const SUCCESS = "Thanks! Your message has been sent."
const UNANSWERED =
  "Please tick “I'm not a robot” first. Nothing was sent, and what you typed is still here."

const values = {
  user_name: "Zoë Ångström-Nakamura",
  user_email: "zoe.angstrom@example.org",
  message: "Hello! I'd like a free introductory conversation.",
}

test.beforeEach(async ({ page, context }) => {
  mail.reset()
  // The template requires the box's answer, as the owner sets it up (docs/site-owner.md).
  mail.requireRecaptcha = true
  await asVisitorsBrowser(context)
  await page.route(`${MAIL_ORIGIN}/**`, mail.route)
})
test.afterEach(() => mail.answerHanging())

const contactForm = (page: Page) => page.getByRole("form", { name: "Contact Me" })
const field = (page: Page, label: "Name" | "Email" | "Message") =>
  page.getByLabel(label, { exact: true })
const send = (page: Page) => page.getByRole("button", { name: "Send", exact: true })
const box = (page: Page) => page.getByRole("checkbox", { name: "I'm not a robot" })
// The form's own status line is its last; the box's comes before Send.
const boxStatus = (page: Page) => contactForm(page).getByRole("status").first()
const formStatus = (page: Page) => contactForm(page).getByRole("status").last()

async function fillIn(page: Page) {
  await field(page, "Name").fill(values.user_name)
  await field(page, "Email").fill(values.user_email)
  await field(page, "Message").fill(values.message)
}

async function expectValuesKept(page: Page) {
  await expect(field(page, "Name")).toHaveValue(values.user_name)
  await expect(field(page, "Email")).toHaveValue(values.user_email)
  await expect(field(page, "Message")).toHaveValue(values.message)
}

test("nothing is asked of Google before the visitor starts on the form; the first focus draws the box in the form under the page's policy; a send without a tick is refused, and with one the message goes with its answer", async ({
  page,
}) => {
  await page.addInitScript(() => {
    ;(window as unknown as { violations: string[] }).violations = []
    document.addEventListener("securitypolicyviolation", (event) =>
      (window as unknown as { violations: string[] }).violations.push(
        `${event.violatedDirective} ${event.blockedURI}`,
      ),
    )
  })
  const google = await standInRecaptcha(page)
  const scripts: string[] = []
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url())
  })
  await visit(page)
  await expect(contactForm(page)).toHaveAttribute("data-recaptcha-site-key", RECAPTCHA_TEST_KEY)
  await page.waitForLoadState("networkidle")
  // A pointer passing over the form fetches the form's code, and still nothing of Google's.
  await field(page, "Message").hover()
  await expect.poll(() => scripts.filter((url) => url.includes("emailjs")).length).toBe(1)
  await page.waitForLoadState("networkidle")
  expect(google).toEqual([])
  await expect(box(page)).toHaveCount(0)

  await field(page, "Name").focus()
  await expect(box(page)).toBeVisible()
  await fillIn(page)
  await page.waitForLoadState("networkidle")
  expect(google).toEqual([`${RECAPTCHA_SCRIPT}?render=explicit&onload=contactFormRecaptchaLoaded`])
  // Drawn inside the form, before Send, with the build's key.
  await expect(contactForm(page).getByRole("checkbox", { name: "I'm not a robot" })).toBeVisible()

  await send(page).click()
  await expect(boxStatus(page)).toHaveText(UNANSWERED)
  await expect(formStatus(page)).toBeEmpty()
  await expect(page.getByRole("alert")).toHaveCount(0)
  await expectValuesKept(page)
  expect(mail.received).toEqual([])

  await box(page).check()
  await send(page).click()
  await expect(formStatus(page)).toHaveText(SUCCESS)
  await expect(field(page, "Message")).toHaveValue("")
  expect(mail.received).toHaveLength(1)
  expect(mail.received[0]).toMatchObject({
    ...values,
    "g-recaptcha-response": `stand-in-answer-for-${RECAPTCHA_TEST_KEY}`,
  })
  // An answer is checked once by the provider: the next message needs a new tick.
  await expect(box(page)).not.toBeChecked()
  expect(
    await page.evaluate(() => (window as unknown as { violations: string[] }).violations),
  ).toEqual([])
})
