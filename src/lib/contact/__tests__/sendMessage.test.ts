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

beforeEach(() => {
  jest.clearAllMocks()
  window.localStorage.clear()
  jest.spyOn(console, "error").mockImplementation(() => {})
})

afterEach(() => jest.useRealTimers())

test("a 2xx answer is sent; the form goes to sendForm with the IDs and the throttle", async () => {
  mockedSendForm.mockResolvedValue(new EmailJSResponseStatus(200, "OK"))
  const element = form()
  await expect(sendMessage(element, config)).resolves.toBe("sent")
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
  await expect(sendMessage(form(), config)).resolves.toBe("failed")
  expect(console.error).toHaveBeenCalledWith(expect.stringMatching(logged))
})

test(`no answer within ${SEND_TIMEOUT_MS / 1000} s has failed`, async () => {
  jest.useFakeTimers()
  mockedSendForm.mockReturnValue(new Promise(() => {}))
  const result = sendMessage(form(), config)
  await jest.advanceTimersByTimeAsync(SEND_TIMEOUT_MS - 1)
  let settled = false
  void result.then(() => (settled = true))
  await Promise.resolve()
  expect(settled).toBe(false)
  await jest.advanceTimersByTimeAsync(1)
  await expect(result).resolves.toBe("failed")
  expect(console.error).toHaveBeenCalledWith(expect.stringMatching(/no answer within 15 s/))
})

test("a late 2xx after the time limit changes nothing: the send has failed", async () => {
  jest.useFakeTimers()
  let answer: (value: EmailJSResponseStatus) => void = () => {}
  mockedSendForm.mockReturnValue(new Promise((resolve) => (answer = resolve)))
  const result = sendMessage(form(), config)
  await jest.advanceTimersByTimeAsync(SEND_TIMEOUT_MS)
  answer(new EmailJSResponseStatus(200, "OK"))
  await expect(result).resolves.toBe("failed")
})
