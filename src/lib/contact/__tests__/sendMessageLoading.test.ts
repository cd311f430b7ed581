// What the visitor is told when the sending chunk cannot be fetched or comes too late; the browser
// tests fetch the real chunk, here its loading is the boundary.
import type { MailConfig } from "../mailConfig"
import type * as Mailer from "../mailer"
import { SEND_TIMEOUT_MS, sendMessage } from "../sendMessage"

const config: MailConfig = { serviceId: "s", templateId: "t", publicKey: "p" }
const send = jest.fn<Promise<void>, [HTMLFormElement, MailConfig | undefined]>()
// The chunk's entry, around a send each test answers: what follows the handover is mailer.test.ts's.
const mailer = {
  sendInTime: async (form: HTMLFormElement, _timeUp: unknown, options: { config?: MailConfig }) => {
    await send(form, options.config)
    return "sent"
  },
} as unknown as typeof Mailer
const form = () => document.createElement("form")

beforeEach(() => {
  send.mockReset().mockResolvedValue()
  jest.spyOn(console, "error").mockImplementation(() => {})
})
afterEach(() => jest.useRealTimers())

test("code that cannot be fetched is 'unavailable', not a failure that trying again would cure", async () => {
  // What webpack rejects with when a chunk's file answers 404 or the network drops.
  const error = Object.assign(new Error("Loading chunk 123 failed."), { name: "ChunkLoadError" })
  await expect(sendMessage(form(), { config, load: () => Promise.reject(error) })).resolves.toBe(
    "unavailable",
  )
  expect(console.error).toHaveBeenCalledWith(expect.stringMatching(/ChunkLoadError/))
  expect(send).not.toHaveBeenCalled()
})

test("other failures of the send are 'failed'", async () => {
  send.mockRejectedValue(new Error("HTTP 500 Server Error"))
  await expect(sendMessage(form(), { config, load: async () => mailer })).resolves.toBe("failed")
})

test("the time limit starts before the code is fetched, and code arriving after it sends nothing", async () => {
  jest.useFakeTimers()
  let arrive: (value: typeof Mailer) => void = () => {}
  const loading = new Promise<typeof Mailer>((resolve) => (arrive = resolve))

  const result = sendMessage(form(), { config, load: () => loading })
  await jest.advanceTimersByTimeAsync(SEND_TIMEOUT_MS - 1)
  let settled = false
  void result.then(() => (settled = true))
  await jest.advanceTimersByTimeAsync(0)
  expect(settled).toBe(false)
  await jest.advanceTimersByTimeAsync(1)
  // Nothing left the page: the plain failure, and trying again is safe.
  await expect(result).resolves.toBe("failed")
  expect(console.error).toHaveBeenCalledWith(
    expect.stringMatching(/no answer within 15 s; nothing was sent/),
  )

  arrive(mailer)
  await jest.advanceTimersByTimeAsync(0)
  expect(send).not.toHaveBeenCalled()
})

test("code that arrives in time sends the form it was given", async () => {
  const element = form()
  await expect(sendMessage(element, { config, load: async () => mailer })).resolves.toBe("sent")
  expect(send).toHaveBeenCalledWith(element, config)
})
