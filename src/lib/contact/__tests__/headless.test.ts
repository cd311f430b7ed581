// The library itself, not a stand-in: blockHeadless is its own check of what the browser says of itself.
import type { MailConfig } from "../mailConfig"
import { send } from "../mailer"

const config: MailConfig = { serviceId: "s", templateId: "t", publicKey: "p" }
const answered = () => Promise.resolve({ ok: true, status: 200, text: async () => "OK" })

let fetched: jest.Mock
beforeEach(() => {
  window.localStorage.clear()
  fetched = jest.fn(answered)
  global.fetch = fetched
})
afterEach(() => jest.restoreAllMocks())

test("a browser driven by automation (navigator.webdriver) is refused, and nothing is sent", async () => {
  Object.defineProperty(navigator, "webdriver", { value: true, configurable: true })
  try {
    await expect(send(document.createElement("form"), config)).rejects.toThrow(
      "HTTP 451 Unavailable For Headless Browser",
    )
    expect(fetched).not.toHaveBeenCalled()
  } finally {
    delete (navigator as { webdriver?: boolean }).webdriver
  }
})

test("a browser with no languages is refused the same way", async () => {
  jest.spyOn(navigator, "languages", "get").mockReturnValue([])
  await expect(send(document.createElement("form"), config)).rejects.toThrow("HTTP 451")
  expect(fetched).not.toHaveBeenCalled()
})

test("a visitor's browser sends, once", async () => {
  await send(document.createElement("form"), config)
  expect(fetched).toHaveBeenCalledTimes(1)
  expect(fetched.mock.calls[0]?.[0]).toBe("https://api.emailjs.com/api/v1.0/email/send-form")
})
