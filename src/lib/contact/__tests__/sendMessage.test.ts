import { init, sendForm, EmailJSResponseStatus } from "@emailjs/browser"
import type { MailConfig } from "../mailConfig"
import { SEND_TIMEOUT_MS, sendMessage } from "../sendMessage"

jest.mock("@emailjs/browser", () => {
  const actual = jest.requireActual("@emailjs/browser")
  return { ...actual, init: jest.fn(), sendForm: jest.fn() }
})

const mockedSendForm = jest.mocked(sendForm)
const config: MailConfig = {
  serviceId: "service_abc",
  templateId: "template_abc",
  publicKey: "public_abc",
  origin: "http://127.0.0.1:9200",
}
const form = () => document.createElement("form")
// The real sending code, as the form's chunk carries it; its loading is sendMessageLoading.test.ts's.
const load = () => import("../mailer")

beforeEach(() => {
  jest.clearAllMocks()
  window.localStorage.clear()
  jest.spyOn(console, "error").mockImplementation(() => {})
})

afterEach(() => jest.useRealTimers())

test("a 2xx answer is sent; the form goes to sendForm with the IDs and the throttle", async () => {
  mockedSendForm.mockResolvedValue(new EmailJSResponseStatus(200, "OK"))
  const element = form()
  await expect(sendMessage(element, { config, load })).resolves.toBe("sent")
  expect(mockedSendForm).toHaveBeenCalledWith(
    "service_abc",
    "template_abc",
    element,
    expect.objectContaining({
      publicKey: "public_abc",
      limitRate: { id: "contact-form", throttle: 10_000 },
    }),
  )
  // The origin override goes through init, which is given the throttle and storage too.
  expect(init).toHaveBeenCalledWith(
    expect.objectContaining({ limitRate: { id: "contact-form", throttle: 10_000 } }),
    "http://127.0.0.1:9200",
  )
  expect(console.error).not.toHaveBeenCalled()
})

test.each([
  ["a text message (missing IDs)", "The service ID is required.", /The service ID is required/],
  [
    "an HTTP status",
    new EmailJSResponseStatus(412, "Invalid template"),
    /HTTP 412 Invalid template/,
  ],
  ["a network TypeError", new TypeError("Failed to fetch"), /TypeError: Failed to fetch/],
])("a rejection with %s has failed, logged for the site owner", async (_, reason, logged) => {
  mockedSendForm.mockRejectedValue(reason)
  await expect(sendMessage(form(), { config, load })).resolves.toBe("failed")
  expect(console.error).toHaveBeenCalledWith(expect.stringMatching(logged))
})

test("a field past its limit sends nothing, even before the check on input has run, and the field says why", async () => {
  const element = form()
  element.innerHTML = `<input name="user_name"><textarea name="message"></textarea>`
  const message = element.elements.namedItem("message") as HTMLTextAreaElement
  // As pasted before the sending code arrived: nothing has marked the field yet.
  message.value = "x".repeat(10_001)
  expect(message.validity.valid).toBe(true)
  await expect(sendMessage(element, { config, load })).resolves.toBe("invalid")
  expect(mockedSendForm).not.toHaveBeenCalled()
  expect(message.validationMessage).toMatch(/^Message is too long: 10,001 characters/)
  expect(message.value).toHaveLength(10_001)
})

// The library's fetch takes no AbortSignal: a request that has left cannot be called back.
describe("no answer in time", () => {
  beforeEach(() => jest.useFakeTimers())

  async function timedOut(onLateAnswer = jest.fn()) {
    let answer: (value: EmailJSResponseStatus) => void = () => {}
    let refuse: (reason: unknown) => void = () => {}
    mockedSendForm.mockReturnValue(
      new Promise((resolve, reject) => {
        answer = resolve
        refuse = reject
      }),
    )
    const result = sendMessage(form(), { config, load, onLateAnswer })
    await jest.advanceTimersByTimeAsync(SEND_TIMEOUT_MS - 1)
    let settled = false
    void result.then(() => (settled = true))
    await jest.advanceTimersByTimeAsync(0)
    expect(settled).toBe(false)
    await jest.advanceTimersByTimeAsync(1)
    return { result, answer, refuse, onLateAnswer }
  }

  test(`after ${SEND_TIMEOUT_MS / 1000} s a request that left is unconfirmed: it may still arrive`, async () => {
    const { result, onLateAnswer } = await timedOut()
    await expect(result).resolves.toBe("unconfirmed")
    expect(console.error).toHaveBeenCalledWith(
      expect.stringMatching(/no answer within 15 s; the message may still arrive/),
    )
    expect(onLateAnswer).not.toHaveBeenCalled()
  })

  test("a late 2xx is passed on as sent", async () => {
    const { result, answer, onLateAnswer } = await timedOut()
    await expect(result).resolves.toBe("unconfirmed")
    answer(new EmailJSResponseStatus(200, "OK"))
    await jest.advanceTimersByTimeAsync(0)
    expect(onLateAnswer).toHaveBeenCalledTimes(1)
    expect(onLateAnswer).toHaveBeenCalledWith("sent")
  })

  test("a late refusal is passed on as failed, and logged for the site owner", async () => {
    const { result, refuse, onLateAnswer } = await timedOut()
    await expect(result).resolves.toBe("unconfirmed")
    refuse(new EmailJSResponseStatus(502, "Bad Gateway"))
    await jest.advanceTimersByTimeAsync(0)
    expect(onLateAnswer).toHaveBeenCalledWith("failed")
    expect(console.error).toHaveBeenCalledWith(expect.stringMatching(/HTTP 502 Bad Gateway/))
  })
})
