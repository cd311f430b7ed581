import { render, screen } from "@testing-library/react"
import { subscribeFrom, SUBSCRIBE_TIMEOUT_MS } from "../../lib/newsletter/subscribe"
import { Subscribe } from "../Subscribe"

const newsletter = (emailField = "email"): Queries.NewsletterFragment => ({
  action: "https://news.example.com/subscribe/morgan?list=a&src=site",
  emailField,
  heading: "Get new articles by email",
  text: "One letter when a new article is out.",
})

/** The rendered form, with an address typed in. */
function typed(emailField?: string, address = "reader@example.com") {
  render(<Subscribe newsletter={newsletter(emailField)} />)
  const box = screen.getByLabelText<HTMLInputElement>("Your email address")
  box.value = address
  return { form: box.form!, box, status: screen.getByRole("status") }
}

// What subscribe reads of an answer (jsdom has no Response).
const answer = (status: number) => Promise.resolve({ ok: status >= 200 && status < 300, status })

let fetched: jest.Mock
let posted: jest.SpyInstance
beforeEach(() => {
  fetched = jest.fn(() => answer(200))
  global.fetch = fetched
  // jsdom does not navigate: the browser's own post of the form is counted instead.
  posted = jest.spyOn(HTMLFormElement.prototype, "submit").mockImplementation(() => {})
  jest.spyOn(navigator, "onLine", "get").mockReturnValue(true)
})
afterEach(() => jest.restoreAllMocks())

test("without script it is a plain post to the provider: a labelled email box under the provider's field name, the consent and the feed", () => {
  const { form, box } = typed("fields[email]")
  expect(form.method).toBe("post")
  expect(form.getAttribute("action")).toBe(newsletter().action)
  expect([box.type, box.name, box.autocomplete, box.required]).toEqual([
    "email",
    "fields[email]",
    "email",
    true,
  ])
  expect(screen.getByRole("complementary", { name: "Get new articles by email" })).toBeTruthy()
  expect(form.textContent).toContain("Subscribing sends your address to news.example.com")
  expect(screen.getByRole("link", { name: "this site's feed" }).getAttribute("href")).toBe(
    "/rss.xml",
  )
  // The honeypot has no name: a browser's own post never sends it.
  expect([...new FormData(form).keys()]).toEqual(["fields[email]"])
})

test("a provider that takes the address is thanked for, once, and the box emptied", async () => {
  const { form, box, status } = typed()
  await Promise.all([subscribeFrom(form), subscribeFrom(form)])
  expect(fetched).toHaveBeenCalledTimes(1)
  const [url, init] = fetched.mock.calls[0] as [string, RequestInit]
  expect(url).toBe(newsletter().action)
  expect(String(init.body)).toBe("email=reader%40example.com")
  expect(init.headers).toEqual({ "X-Requested-With": "subscribe-form" })
  expect(status.textContent).toMatch(/^Thank you! Check your inbox to confirm/)
  expect(status.hasAttribute("data-failed")).toBe(false)
  expect(box.value).toBe("")
})

test("a refusal, a provider that never answers and being offline are each said plainly, the address kept", async () => {
  const { form, box, status } = typed()
  fetched.mockImplementationOnce(() => answer(422))
  await subscribeFrom(form)
  expect(status.textContent).toMatch(/did not take this address/)
  expect(status.hasAttribute("data-failed")).toBe(true)

  jest.useFakeTimers()
  fetched.mockImplementationOnce(
    (_url: string, { signal }: RequestInit) =>
      new Promise((_resolve, reject) =>
        signal?.addEventListener("abort", () => reject(signal.reason)),
      ),
  )
  const waiting = subscribeFrom(form)
  expect(screen.getByRole("button", { name: "Subscribe" }).getAttribute("aria-disabled")).toBe(
    "true",
  )
  await jest.advanceTimersByTimeAsync(SUBSCRIBE_TIMEOUT_MS)
  await waiting
  jest.useRealTimers()
  expect(status.textContent).toMatch(/did not answer/)
  expect(screen.getByRole("button", { name: "Subscribe" }).hasAttribute("aria-disabled")).toBe(
    false,
  )

  jest.spyOn(navigator, "onLine", "get").mockReturnValue(false)
  await subscribeFrom(form)
  expect(status.textContent).toMatch(/offline/)
  expect(fetched).toHaveBeenCalledTimes(2)
  expect(box.value).toBe("reader@example.com")
  expect(posted).not.toHaveBeenCalled()
})

test("a provider that lets no script post gets the form from the browser itself, once", async () => {
  const { form, status } = typed()
  fetched.mockImplementationOnce(() => Promise.reject(new TypeError("Failed to fetch")))
  await subscribeFrom(form)
  expect(posted).toHaveBeenCalledTimes(1)
  expect(status.textContent).toBe("")
})

test("a bot that fills the unreachable field is thanked, and nothing is sent", async () => {
  const { form, status } = typed()
  form.querySelector<HTMLInputElement>("[inert] input")!.value = "https://spam.example"
  await subscribeFrom(form)
  expect(fetched).not.toHaveBeenCalled()
  expect(posted).not.toHaveBeenCalled()
  expect(status.textContent).toMatch(/Check your inbox/)
})

test.each(["action", "submit", "reset", "method"])(
  "a provider whose address field is named %j still gets the post at the form's address",
  async (emailField) => {
    const { form, box } = typed(emailField)
    await subscribeFrom(form)
    expect(fetched.mock.calls[0]?.[0]).toBe(newsletter().action)
    expect(String((fetched.mock.calls[0]?.[1] as RequestInit).body)).toBe(
      `${emailField}=reader%40example.com`,
    )
    expect(box.value).toBe("")
    fetched.mockImplementationOnce(() => Promise.reject(new TypeError("Failed to fetch")))
    await subscribeFrom(form)
    expect(posted).toHaveBeenCalledTimes(1)
  },
)
