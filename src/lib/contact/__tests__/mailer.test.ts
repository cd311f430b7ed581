import { init, sendForm, EmailJSResponseStatus, type StorageProvider } from "@emailjs/browser"
import type { MailConfig } from "../mailConfig"
import { rateLimitStorage, send, THROTTLE } from "../mailer"

jest.mock("@emailjs/browser", () => {
  const actual = jest.requireActual("@emailjs/browser")
  return { ...actual, init: jest.fn(), sendForm: jest.fn() }
})

const mockedSendForm = jest.mocked(sendForm)
const config: MailConfig = { serviceId: "s", templateId: "t", publicKey: "p" }
const form = () => document.createElement("form")
const storageOf = (options: unknown) =>
  (options as { storageProvider: StorageProvider }).storageProvider

beforeEach(() => {
  jest.clearAllMocks()
  window.localStorage.clear()
})
afterEach(() => jest.restoreAllMocks())

test("every guard the library offers is on, in init and in the call: headless browsers refused, one send per 10 s", async () => {
  mockedSendForm.mockResolvedValue(new EmailJSResponseStatus(200, "OK"))
  const element = form()
  await send(element, { ...config, origin: "http://127.0.0.1:9200" })
  // The form's throttle, the one its tests and its notices count on.
  const guards = { blockHeadless: true, limitRate: { id: "contact-form", throttle: 10_000 } }
  expect(init).toHaveBeenCalledWith(expect.objectContaining(guards), "http://127.0.0.1:9200")
  expect(mockedSendForm).toHaveBeenCalledWith("s", "t", element, expect.objectContaining(guards))
})

test("a failed attempt does not count against the throttle, so 'try again' can send at once", async () => {
  mockedSendForm.mockImplementation(async (_service, _template, _form, options) => {
    await storageOf(options).set(THROTTLE.id, String(Date.now()))
    throw new EmailJSResponseStatus(500, "Server Error")
  })
  await expect(send(form(), config)).rejects.toThrow("HTTP 500 Server Error")
  expect(window.localStorage.getItem(THROTTLE.id)).toBeNull()
})

test("a successful send keeps its throttle record", async () => {
  mockedSendForm.mockImplementation(async (_service, _template, _form, options) => {
    await storageOf(options).set(THROTTLE.id, "1700000000000")
    return new EmailJSResponseStatus(200, "OK")
  })
  await send(form(), config)
  expect(window.localStorage.getItem(THROTTLE.id)).toBe("1700000000000")
})

test("a record that cannot be removed still ends in the send's own failure, not in a throw of its own", async () => {
  jest.spyOn(Storage.prototype, "removeItem").mockImplementation(() => {
    throw new DOMException("The operation is insecure.", "SecurityError")
  })
  mockedSendForm.mockImplementation(async (_service, _template, _form, options) => {
    await storageOf(options).set(THROTTLE.id, String(Date.now()))
    throw new TypeError("Failed to fetch")
  })
  await expect(send(form(), config)).rejects.toThrow("TypeError: Failed to fetch")
})

describe("the rate limit's record", () => {
  const now = () => 1_800_000_000_000

  test("a record from the future (a clock that ran ahead) is ignored", async () => {
    window.localStorage.setItem(THROTTLE.id, String(now() + 3 * 24 * 3600_000))
    const { storage } = rateLimitStorage(now)
    await expect(storage.get(THROTTLE.id)).resolves.toBeUndefined()
  })

  test("a recent record from the past is kept, so the limit holds", async () => {
    window.localStorage.setItem(THROTTLE.id, String(now() - 2_000))
    const { storage } = rateLimitStorage(now)
    await expect(storage.get(THROTTLE.id)).resolves.toBe(String(now() - 2_000))
  })

  test.each(["not a number", "1e400", "-Infinity", ""])(
    "a record of %j limits nothing",
    async (stored) => {
      window.localStorage.setItem(THROTTLE.id, stored)
      const { storage } = rateLimitStorage(now)
      const value = await storage.get(THROTTLE.id)
      // The library reads Number(value || 0): anything it gets must not be a time to wait for.
      expect(now() - Number(value || 0) >= THROTTLE.throttle).toBe(true)
    },
  )

  test("where the browser blocks site data, reading, writing and removing throw nothing", async () => {
    jest.spyOn(window, "localStorage", "get").mockImplementation(() => {
      throw new DOMException("Access is denied for this document.", "SecurityError")
    })
    const { storage, attempt } = rateLimitStorage(now)
    await expect(storage.get(THROTTLE.id)).resolves.toBeUndefined()
    await expect(storage.set(THROTTLE.id, String(now()))).resolves.toBeUndefined()
    await expect(storage.remove(THROTTLE.id)).resolves.toBeUndefined()
    expect(attempt.recorded).toBe(true)
  })
})
