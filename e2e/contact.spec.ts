import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { chromium, type Page, type Route } from "@playwright/test"
import { chromiumArgs, chromiumPath } from "./chromium.mjs"
import { asVisitorsBrowser, MailServer, type Fault } from "./mail-server"
import { standInRecaptcha } from "./providers"
import { MAIL_PORT, siteUrl } from "./sites"
import { expect, test } from "./test"
import { visit } from "./visit"

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

test("a message is received once with all seven fields intact, and the form resets", async ({
  page,
}) => {
  // Non-ASCII, 5,000 characters, and markup that must travel as plain text.
  const message = (
    "<script>alert('x')</script> <b>Bold?</b> Ünïcödé ✓ — " + "I want to lead better. ".repeat(250)
  ).slice(0, 5000)
  await visit(page)
  await fillIn(page, { message })
  await send(page).click()

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
})

async function expectFailureHandled(page: Page) {
  await expect(alert(page)).toHaveText(ERROR)
  await expect(status(page)).toBeEmpty()
  await expectValuesKept(page)
  // Nothing of the server's answer (HOSTILE_BODY in mail-server.ts) reaches the page.
  await expect(page.getByText("Injected by the server")).toHaveCount(0)
  expect(await page.title()).not.toBe("pwned")
}

// Every status the provider may answer other than 2xx takes this one path through the library (it rejects
// with an EmailJSResponseStatus): src/lib/contact/__tests__/sendMessage.test.ts covers that rejection.
test("an HTTP error answer shows the error, keeps every value and renders nothing of the answer", async ({
  page,
}) => {
  mail.failNext({ status: 500 } satisfies Fault)
  await visit(page)
  await fillIn(page)
  await send(page).click()
  await expectFailureHandled(page)
  expect(mail.received).toHaveLength(1)
})

test("a refused connection shows the error and keeps every value", async ({ page }) => {
  await visit(page)
  await fillIn(page)
  await mail.stop()
  try {
    await send(page).click()
    await expectFailureHandled(page)
  } finally {
    await mail.start()
  }
})

test("a double click sends once, and so does Enter pressed twice", async ({ page }) => {
  await visit(page)
  await fillIn(page)
  await send(page).dblclick()
  await expect(status(page)).toHaveText(SUCCESS)
  expect(mail.received).toHaveLength(1)

  await page.clock.install()
  // The library's rate limit would refuse a second send this soon; step past it.
  await page.clock.fastForward(11_000)
  mail.failNext("hang")
  await fillIn(page)
  await field(page, "Email").press("Enter")
  await field(page, "Email").press("Enter")
  await expect.poll(() => mail.received.length).toBe(2)
  // A second send would have left with the second Enter, before this answer to the first.
  mail.answerHanging()
  await expect(status(page)).toHaveText(SUCCESS)
  expect(mail.received).toHaveLength(2)
})

test("an invalid email is stopped by the browser and nothing is sent", async ({ page }) => {
  await visit(page)
  await fillIn(page, { user_email: "not-an-email" })
  await send(page).click()
  expect(
    await field(page, "Email").evaluate((input: HTMLInputElement) => input.validity.valid),
  ).toBe(false)
  await expect(status(page)).toBeEmpty()
  await expect(alert(page)).toHaveCount(0)
  // Corrected, it sends: the one message received is this one, so the first press sent nothing.
  await field(page, "Email").fill(values.user_email)
  await send(page).click()
  await expect(status(page)).toHaveText(SUCCESS)
  expect(mail.received).toHaveLength(1)
  expect(mail.received[0]).toMatchObject({ user_email: values.user_email })
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

test("a second send within the rate limit is refused by the library; a failed send is not counted", async ({
  page,
}) => {
  await visit(page)
  mail.failNext({ status: 500 })
  await fillIn(page)
  await send(page).click()
  await expect(alert(page)).toHaveText(ERROR)
  // "Please try again" works at once after a failure...
  await send(page).click()
  await expect(status(page)).toHaveText(SUCCESS)
  expect(mail.received).toHaveLength(2)
  // ...but another message straight after a success is throttled, and the values stay.
  await fillIn(page)
  await send(page).click()
  await expect(alert(page)).toHaveText(ERROR)
  await expectValuesKept(page)
  expect(mail.received).toHaveLength(2)
})

test("the mail library is not part of the page load; it arrives on first use of the form", async ({
  page,
}) => {
  const scripts: string[] = []
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url())
  })
  await visit(page)
  await page.waitForLoadState("networkidle")
  expect(scripts.filter((url) => url.includes("emailjs"))).toEqual([])
  await field(page, "Name").focus()
  await expect.poll(() => scripts.filter((url) => url.includes("emailjs")).length).toBe(1)
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

test("no answer within 15 s: the error notice, saying it may still arrive, values kept; a late answer then says it was sent", async ({
  page,
}) => {
  await sendUnanswered(page)
  mail.answerHanging()
  await expect(status(page)).toHaveText(SUCCESS)
  await expect(alert(page)).toHaveCount(0)
  await expect(field(page, "Message")).toHaveValue("")
  expect(mail.received).toHaveLength(1)
})

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

test("an over-long message is refused with a message naming the field and the limit, and the text is kept", async ({
  page,
}) => {
  const said =
    "Message is too long: 10,001 characters, over the limit of 10,000. Please shorten it."
  const long = "I want to lead better. ".repeat(435).slice(0, 10_001)
  await visit(page)
  await fillIn(page, { message: long })
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

  // Shortened, it goes: the one message received is this one, so nothing went before.
  await field(page, "Message").fill(long.slice(0, 10_000))
  await expect(page.getByText(said)).toHaveCount(0)
  await send(page).click()
  await expect(status(page)).toHaveText(SUCCESS)
  expect(mail.received).toHaveLength(1)
  expect(mail.received[0]!.message).toBe(long.slice(0, 10_000))
})

test("nothing can be typed while a message is on its way; what was sent is what is cleared", async ({
  page,
}) => {
  mail.failNext("hang")
  await visit(page)
  await fillIn(page)
  await send(page).click()
  await expect.poll(() => mail.received.length).toBe(1)
  for (const label of ["Name", "Email", "Message"] as const) {
    await expect(field(page, label)).not.toBeEditable()
  }
  await field(page, "Message").focus()
  await page.keyboard.type(" P.S. one more thing")
  await expectValuesKept(page)

  mail.answerHanging()
  await expect(status(page)).toHaveText(SUCCESS)
  await expect(field(page, "Message")).toHaveValue("")
  await expect(field(page, "Message")).toBeEditable()
  expect(mail.received[0]!.message).toBe(values.message)
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

test("a browser that says it is driven by automation sends nothing: the mail library's blockHeadless refuses it", async ({
  browser,
}) => {
  // A context of its own, without the init script every other test gets: Playwright's own truth.
  const context = await browser.newContext({ baseURL: siteUrl("main") })
  try {
    const page = await context.newPage()
    expect(await page.evaluate(() => navigator.webdriver)).toBe(true)
    await visit(page)
    await fillIn(page)
    await send(page).click()
    await expect(alert(page)).toHaveText(ERROR)
    await expectValuesKept(page)
    expect(mail.received).toEqual([])
  } finally {
    await context.close()
  }
})

test("a build without a reCAPTCHA key has none of it: no key on the form, no box, nothing asked of Google once the visitor starts on it", async ({
  page,
}) => {
  const google = await standInRecaptcha(page)
  await visit(page)
  await fillIn(page)
  await expect(field(page, "Message")).toBeFocused()
  await page.waitForLoadState("networkidle")
  await expect(page.locator("form[data-recaptcha-site-key]")).toHaveCount(0)
  await expect(page.getByRole("checkbox")).toHaveCount(0)
  await expect(page.locator('[name="g-recaptcha-response"]')).toHaveCount(0)
  expect(await page.content()).not.toMatch(/recaptcha/i)
  expect(google).toEqual([])
})

test("the page's scripts carry no check of the reCAPTCHA key: the build made the page with it (src/lib/contact/recaptcha.ts)", async ({
  page,
}) => {
  const scripts: Promise<string>[] = []
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") scripts.push(response.text())
  })
  await visit(page)
  // The form's own code too, which reads the key again before a send.
  await field(page, "Name").focus()
  await expect.poll(() => scripts.length).toBeGreaterThan(1)
  await page.waitForLoadState("networkidle")
  const bodies = await Promise.all(scripts)
  // The check's message, which names the setting it refuses.
  expect(bodies.filter((body) => body.includes("must be a reCAPTCHA v2 site key"))).toEqual([])
})

test("a template requiring reCAPTCHA on a build without its key refuses every send: the error notice, values kept", async ({
  page,
}) => {
  // The owner turned the check on in EmailJS but built without GATSBY_RECAPTCHA_SITE_KEY.
  mail.requireRecaptcha = true
  await visit(page)
  await fillIn(page)
  await send(page).click()
  await expect(alert(page)).toHaveText(ERROR)
  await expectValuesKept(page)
  expect(mail.received).toHaveLength(1)
  expect(mail.received[0]).not.toHaveProperty("g-recaptcha-response")
})
