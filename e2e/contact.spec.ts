import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { chromium, type Page, type Route } from "@playwright/test"
import { chromiumArgs, chromiumPath } from "./chromium.mjs"
import { asVisitorsBrowser, MailServer } from "./mail-server"
import { standInRecaptcha } from "./providers"
import { MAIL_PORT, siteUrl } from "./sites"
import { expect, test } from "./test"
import { visit } from "./visit"

// The contact form on the main build (no reCAPTCHA key), sending through the mail library itself to a
// stand-in for its provider. How the form behaves around a send (notices, drafts, limits, the question
// before sending again) is proven in jsdom by src/sections/__tests__/Contact.test.tsx and
// src/lib/contact/__tests__/; these walks prove what only the browser and the real library can.
//
// One mail server on the port the test builds send to. The tests of this file run in order in one
// worker, so each can set the server's next answer.
const mail = new MailServer(MAIL_PORT)
test.beforeAll(() => mail.start())
test.afterAll(() => mail.stop())
test.beforeEach(async ({ context }) => {
  mail.reset()
  await asVisitorsBrowser(context)
})

const SUCCESS = "Thanks! Your message has been sent."
const ERROR = "Sorry, there was a problem sending your message. Please try again."

const values = {
  user_name: "Zoë Ångström-Nakamura 山田 太郎",
  user_email: "zoe.angstrom@example.org",
  message: "Hello! I'd like a free introductory conversation.",
}

/**
 * A field of the form by its label, exactly: getByLabel also reads the labels of the sections, which are
 * their headings, the coach's words ("A Message for New Leaders" would match "Message").
 */
const field = (page: Page, label: "Name" | "Email" | "Message") =>
  page.getByLabel(label, { exact: true })

async function fillIn(page: Page, entered: Partial<typeof values> = {}) {
  const { user_name, user_email, message } = { ...values, ...entered }
  await field(page, "Name").fill(user_name)
  await field(page, "Email").fill(user_email)
  await field(page, "Message").fill(message)
}

async function expectValuesKept(page: Page, entered: Partial<typeof values> = {}) {
  const { user_name, user_email, message } = { ...values, ...entered }
  await expect(field(page, "Name")).toHaveValue(user_name)
  await expect(field(page, "Email")).toHaveValue(user_email)
  await expect(field(page, "Message")).toHaveValue(message)
}

const RELOAD = "First reload the page: what you typed will still be here."

// Exactly: "Send again" and "Don't send" (in the question before a resend) contain the word too.
const send = (page: Page) => page.getByRole("button", { name: "Send", exact: true })
const status = (page: Page) => page.getByRole("status")
const alert = (page: Page) => page.getByRole("alert")

test("a message is received once, with all seven fields intact, however Send is pressed; nothing can be typed while it is on its way, and the form then resets", async ({
  page,
}) => {
  // Non-ASCII, 5,000 characters, and markup that must travel as plain text.
  const message = (
    "<script>alert('x')</script> <b>Bold?</b> Ünïcödé ✓ — " + "I want to lead better. ".repeat(250)
  ).slice(0, 5000)
  await visit(page)
  await fillIn(page, { message })
  await send(page).dblclick()

  await expect(status(page)).toHaveText(SUCCESS)
  await expect(field(page, "Name")).toHaveValue("")
  await expect(field(page, "Message")).toHaveValue("")
  expect(mail.received).toHaveLength(1)
  const [fields] = mail.received
  expect(Object.keys(fields!).sort()).toEqual(
    [
      "lib_version",
      "message",
      "service_id",
      "template_id",
      "user_email",
      "user_id",
      "user_name",
    ].sort(),
  )
  expect(fields).toMatchObject({
    user_name: values.user_name,
    user_email: values.user_email,
    message,
    service_id: "service_e2e",
    template_id: "template_e2e",
    user_id: "public_e2e",
  })
  expect(fields!.message).toHaveLength(5000)
  expect(fields!.lib_version).toMatch(/^\d+\.\d+\.\d+$/)

  await page.clock.install()
  // The library's rate limit would refuse a second send this soon; step past it.
  await page.clock.fastForward(11_000)
  mail.failNext("hang")
  await fillIn(page)
  await field(page, "Email").press("Enter")
  await field(page, "Email").press("Enter")
  await expect.poll(() => mail.received.length).toBe(2)
  // On its way: the fields take no more typing, so what is cleared is what was sent.
  for (const label of ["Name", "Email", "Message"] as const) {
    await expect(field(page, label)).not.toBeEditable()
  }
  await field(page, "Message").focus()
  await page.keyboard.type(" P.S. one more thing")
  await expectValuesKept(page)
  // A second send would have left with the second Enter, before this answer to the first.
  mail.answerHanging()
  await expect(status(page)).toHaveText(SUCCESS)
  expect(mail.received).toHaveLength(2)
  expect(mail.received[1]!.message).toBe(values.message)
  await expect(field(page, "Message")).toHaveValue("")
  await expect(field(page, "Message")).toBeEditable()
})

async function expectFailureHandled(page: Page) {
  await expect(alert(page)).toHaveText(ERROR)
  await expect(status(page)).toBeEmpty()
  await expectValuesKept(page)
  // Nothing of the server's answer (HOSTILE_BODY in mail-server.ts) reaches the page.
  await expect(page.getByText("Injected by the server")).toHaveCount(0)
  expect(await page.title()).not.toBe("pwned")
}

// Every status the provider may answer other than 2xx takes one path through the library (it rejects
// with an EmailJSResponseStatus): src/lib/contact/__tests__/sendMessage.test.ts covers that rejection.
// Each send below is counted by the stand-in before it is answered, by which time the page has cleared
// the notice of the send before: the notice awaited is the new one.
test("every failure shows the error, keeps every value and renders nothing of the answer; Send then works at once, but a second message straight after a success is refused by the library's rate limit", async ({
  page,
}) => {
  await visit(page)
  await fillIn(page)
  // A refused connection.
  await mail.stop()
  try {
    await send(page).click()
    await expectFailureHandled(page)
  } finally {
    await mail.start()
  }
  expect(mail.received).toHaveLength(0)

  // An HTTP error.
  mail.failNext({ status: 500 })
  await send(page).click()
  await expect.poll(() => mail.received.length).toBe(1)
  await expectFailureHandled(page)

  // A template requiring reCAPTCHA, which the owner turned on in EmailJS but built without
  // GATSBY_RECAPTCHA_SITE_KEY: every send is refused.
  mail.requireRecaptcha = true
  await send(page).click()
  await expect.poll(() => mail.received.length).toBe(2)
  await expectFailureHandled(page)
  expect(mail.received[1]).not.toHaveProperty("g-recaptcha-response")
  mail.requireRecaptcha = false

  // "Please try again" works at once after a failure: a failed send is not counted...
  await send(page).click()
  await expect(status(page)).toHaveText(SUCCESS)
  expect(mail.received).toHaveLength(3)
  // ...but another message straight after a success is throttled, and the values stay.
  await fillIn(page)
  await send(page).click()
  await expect(alert(page)).toHaveText(ERROR)
  await expectValuesKept(page)
  expect(mail.received).toHaveLength(3)
})

test("what the browser refuses, an invalid email or a message over the limit, sends nothing and keeps the text, also over a reload; corrected, it goes once", async ({
  page,
}) => {
  const said =
    "Message is too long: 10,001 characters, over the limit of 10,000. Please shorten it."
  const long = "I want to lead better. ".repeat(435).slice(0, 10_001)
  await visit(page)
  await fillIn(page, { user_email: "not-an-email" })
  await send(page).click()
  expect(
    await field(page, "Email").evaluate((input: HTMLInputElement) => input.validity.valid),
  ).toBe(false)
  await expect(status(page)).toBeEmpty()
  await expect(alert(page)).toHaveCount(0)

  await field(page, "Email").fill(values.user_email)
  await field(page, "Message").fill(long)
  await expect(page.getByText(said)).toBeVisible()
  await send(page).click()
  // The browser's own validation stops the send, on the field, with the same words.
  await expect(field(page, "Message")).toBeFocused()
  await expect(field(page, "Message")).toHaveAccessibleDescription(said)
  expect(
    await field(page, "Message").evaluate((text: HTMLTextAreaElement) => text.validationMessage),
  ).toBe(said)
  await expect(status(page)).toBeEmpty()
  await expect(alert(page)).toHaveCount(0)
  await expectValuesKept(page, { message: long })

  // Not cut on a reload either.
  await page.reload()
  await expect(send(page)).toBeEnabled({ timeout: 15_000 })
  await expectValuesKept(page, { message: long })
  await expect(page.getByText(said)).toBeVisible()

  // Shortened, it goes: the one message received is this one, so neither press before sent anything.
  await field(page, "Message").fill(long.slice(0, 10_000))
  await expect(page.getByText(said)).toHaveCount(0)
  await send(page).click()
  await expect(status(page)).toHaveText(SUCCESS)
  expect(mail.received).toHaveLength(1)
  expect(mail.received[0]).toMatchObject({
    user_email: values.user_email,
    message: long.slice(0, 10_000),
  })
})

test("no person reaches the anti-bot field: not by Tab, not by click, not by screen reader or autofill", async ({
  page,
}) => {
  await visit(page)
  const trap = page.locator("#contact-website")
  // Screen readers see Chromium's own accessibility tree (Playwright's role queries ignore inert): the
  // field is not in it, while the three fields a person fills are.
  const cdp = await page.context().newCDPSession(page)
  const { nodes } = await cdp.send("Accessibility.getFullAXTree")
  const textboxes = nodes
    .filter((node) => !node.ignored && node.role?.value === "textbox")
    .map((node) => node.name?.value)
  expect(textboxes.sort()).toEqual(["Email", "Message", "Name"])
  await field(page, "Message").focus()
  await page.keyboard.press("Tab")
  await expect(send(page)).toBeFocused()
  // Neither a click where it sits nor a script's focus() reaches it.
  await trap.evaluate((input: HTMLInputElement) => input.focus())
  await expect(trap).not.toBeFocused()
  await trap.click({ force: true }).catch(() => {})
  await expect(trap).not.toBeFocused()
  await page.keyboard.type("autofilled")
  await expect(trap).toHaveValue("")
})

test("the mail library arrives on first use of the form, not with the page; a build without a reCAPTCHA key has none of it, not even the check of the key", async ({
  page,
}) => {
  const google = await standInRecaptcha(page)
  const scripts: string[] = []
  const bodies: Promise<string>[] = []
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script") return
    scripts.push(response.url())
    bodies.push(response.text())
  })
  const mailLibrary = () => scripts.filter((url) => url.includes("emailjs"))
  await visit(page)
  await page.waitForLoadState("networkidle")
  expect(mailLibrary()).toEqual([])
  await field(page, "Name").focus()
  await expect.poll(() => mailLibrary().length).toBe(1)

  await fillIn(page)
  await expect(field(page, "Message")).toBeFocused()
  await page.waitForLoadState("networkidle")
  await expect(page.locator("form[data-recaptcha-site-key]")).toHaveCount(0)
  await expect(page.getByRole("checkbox")).toHaveCount(0)
  await expect(page.locator('[name="g-recaptcha-response"]')).toHaveCount(0)
  // The markup, head included, without the stylesheets: the form's styles come whatever the build's key.
  const markup = await page.evaluate(() => {
    const copy = document.documentElement.cloneNode(true) as HTMLElement
    for (const style of copy.querySelectorAll("style")) style.remove()
    return copy.outerHTML
  })
  expect(markup).not.toMatch(/recaptcha/i)
  expect(google).toEqual([])
  // The build made the page without a key (src/lib/contact/recaptcha.ts): no script the page ran, the
  // form's own included, carries the check's message, which names the setting it refuses.
  const texts = await Promise.all(bodies)
  expect(texts.filter((body) => body.includes("a reCAPTCHA v2 site key (40 letters"))).toEqual([])
})

const EMAILJS_CHUNK = "**/emailjs-*.js"

test("the sending code answering 404: the notice says to reload, and after the reload what was typed is there and sends", async ({
  page,
}) => {
  await page.route(EMAILJS_CHUNK, (route) => route.fulfill({ status: 404, body: "Not Found" }))
  await visit(page)
  await fillIn(page)
  await send(page).click()
  await expect(alert(page)).toContainText(ERROR)
  await expect(alert(page)).toContainText(RELOAD)
  await expect(send(page)).toBeEnabled()
  await expectValuesKept(page)
  expect(mail.received).toHaveLength(0)

  // After a redeploy the reloaded page names the new file, which exists.
  await page.unroute(EMAILJS_CHUNK)
  await page.reload()
  await expect(send(page)).toBeEnabled({ timeout: 15_000 })
  await expectValuesKept(page)
  await send(page).click()
  await expect(status(page)).toHaveText(SUCCESS)
  expect(mail.received).toHaveLength(1)
  expect(mail.received[0]).toMatchObject(values)
  // Sent: the next load starts empty.
  await page.reload()
  await expect(send(page)).toBeEnabled({ timeout: 15_000 })
  await expect(field(page, "Message")).toHaveValue("")
})

test("the sending code never arriving ends in the error within 16 s, and arriving late sends nothing", async ({
  page,
}) => {
  const held: Route[] = []
  await page.clock.install()
  await visit(page)
  await page.route(EMAILJS_CHUNK, (route) => void held.push(route))
  await fillIn(page)
  await send(page).click()
  await expect.poll(() => held.length).toBeGreaterThan(0)
  await page.clock.fastForward(14_000)
  await expect(alert(page)).toHaveCount(0)
  await expect(send(page)).toBeDisabled()
  await page.clock.fastForward(2_000)
  await expect(alert(page)).toHaveText(ERROR)
  await expect(send(page)).toBeEnabled()
  await expectValuesKept(page)

  // The code arrives after the visitor was told: it must not send behind their back.
  await Promise.all(held.map((route) => route.continue()))
  await expect(alert(page)).toHaveText(ERROR)
  // Trying again sends once: the late code, run before this send's, sent nothing.
  await page.unroute(EMAILJS_CHUNK)
  await page.clock.fastForward(11_000)
  await send(page).click()
  await expect(status(page)).toHaveText(SUCCESS)
  expect(mail.received).toHaveLength(1)
})

const MAY_ARRIVE = "It may still reach me: if it does, I'll reply."

/** Sends with a provider that does not answer, and waits out the 15 s limit (on the page's clock). */
async function sendUnanswered(page: Page) {
  await page.clock.install()
  mail.failNext("hang")
  await visit(page)
  await fillIn(page)
  await send(page).click()
  await expect.poll(() => mail.received.length).toBe(1)
  await expect(send(page)).toBeDisabled()
  await page.clock.fastForward(14_000)
  await expect(alert(page)).toHaveCount(0)
  await page.clock.fastForward(1_500)
  // A failure, in the spec's words; the library cannot call the request back, so it may still arrive.
  await expect(alert(page).getByText(ERROR, { exact: true })).toBeVisible()
  await expect(alert(page).getByText(MAY_ARRIVE, { exact: true })).toBeVisible()
  await expect(status(page)).toBeEmpty()
  await expectValuesKept(page)
  await expect(send(page)).toBeEnabled()
}

test("a provider that never answers: Send asks first, and only a deliberate yes sends the message again", async ({
  page,
}) => {
  await sendUnanswered(page)
  const question = page.getByRole("dialog", { name: "Send your message again?" })
  try {
    await send(page).click()
    await expect(question).toBeVisible()
    await expect(question).toContainText("may still reach me")
    // The safe answer has the focus: a hasty second Enter sends nothing, and focus goes back to Send.
    await expect(question.getByRole("button", { name: "Don't send" })).toBeFocused()
    await page.keyboard.press("Enter")
    await expect(question).toBeHidden()
    await expect(send(page)).toBeFocused()
    // Nor does Escape.
    await send(page).press("Enter")
    await expect(question).toBeVisible()
    await page.keyboard.press("Escape")
    await expect(question).toBeHidden()
    await expect(alert(page)).toContainText(ERROR)
    await expect(alert(page)).toContainText(MAY_ARRIVE)
    await expectValuesKept(page)

    await send(page).click()
    await question.getByRole("button", { name: "Send again" }).click()
    await expect(status(page)).toHaveText(SUCCESS)
    // Requests arrive in order: the second one received is the deliberate one, so nothing went before it.
    expect(mail.received).toHaveLength(2)
    expect(mail.received[1]).toMatchObject(values)
  } finally {
    mail.answerHanging()
  }
})

test("where the browser blocks site data, a message is still sent", async () => {
  // A real block: the profile's own setting, as a visitor sets "Block all cookies and site data".
  const profile = mkdtempSync(path.join(tmpdir(), "blocked-site-data-"))
  mkdirSync(path.join(profile, "Default"))
  writeFileSync(
    path.join(profile, "Default", "Preferences"),
    JSON.stringify({ profile: { default_content_setting_values: { cookies: 2 } } }),
  )
  const context = await chromium.launchPersistentContext(profile, {
    // The browser itself: the headless shell the other tests run in reads no profile settings.
    executablePath: chromiumPath(),
    args: chromiumArgs,
    baseURL: siteUrl("main"),
  })
  try {
    await asVisitorsBrowser(context)
    const page = await context.newPage()
    await visit(page)
    const blocked = await page.evaluate(() => {
      try {
        return !window.sessionStorage
      } catch {
        return true
      }
    })
    expect(blocked).toBe(true)
    await fillIn(page)
    await send(page).click()
    await expect(status(page)).toHaveText(SUCCESS)
    expect(mail.received).toHaveLength(1)
    expect(mail.received[0]).toMatchObject(values)
  } finally {
    await context.close()
    rmSync(profile, { recursive: true, force: true })
  }
})
