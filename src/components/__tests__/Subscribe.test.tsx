import { fireEvent, render, screen, waitFor } from "@testing-library/react"
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

/**
 * The provider, as the browser lets a script see it (jsdom has no CORS, no Response): `scripts`, whether
 * it lets a script's request through at all (the browser asks it first); `readable`, whether it then
 * lets the script read its answer; `status`, what it answers.
 */
const provider = { scripts: true, readable: true, status: 200 }
/** The script's requests that reached the provider. */
let received: { url: string; method: string; body: string }[]

let fetched: jest.Mock
let posted: jest.SpyInstance
beforeEach(() => {
  Object.assign(provider, { scripts: true, readable: true, status: 200 })
  received = []
  fetched = jest.fn(async (url: string, init: RequestInit) => {
    if (!provider.scripts) throw new TypeError("Failed to fetch")
    received.push({ url, method: init.method ?? "GET", body: String(init.body ?? "") })
    if (!provider.readable) throw new TypeError("Failed to fetch")
    return { ok: provider.status >= 200 && provider.status < 300, status: provider.status }
  })
  global.fetch = fetched
  // jsdom does not navigate: the browser's own post of the form is counted instead.
  posted = jest.spyOn(HTMLFormElement.prototype, "submit").mockImplementation(() => {})
  jest.spyOn(navigator, "onLine", "get").mockReturnValue(true)
})
afterEach(() => {
  jest.restoreAllMocks()
  // As the page comes back from the browser's cache: a form the browser posted may post again.
  window.dispatchEvent(new Event("pageshow"))
})

/** Every post of the address the provider received: by script, and by the browser itself. */
const posts = () =>
  received.filter(({ method }) => method === "POST").length + posted.mock.calls.length

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

test("a provider that takes the address is thanked for, once, and the box emptied; it was asked first with a request carrying no address", async () => {
  const { form, box, status } = typed()
  await Promise.all([subscribeFrom(form), subscribeFrom(form)])
  expect(received.map(({ method }) => method)).toEqual(["HEAD", "POST"])
  expect(received.map(({ url }) => url)).toEqual([newsletter().action, newsletter().action])
  expect(received[0]!.body).toBe("")
  expect(received[1]!.body).toBe("email=reader%40example.com")
  for (const [, init] of fetched.mock.calls as [string, RequestInit][]) {
    expect(init.headers).toEqual({ "X-Requested-With": "subscribe-form" })
    expect([init.mode, init.credentials]).toEqual(["cors", "omit"])
  }
  expect(posts()).toBe(1)
  expect(status.textContent).toMatch(/^Thank you! Check your inbox to confirm/)
  expect(status.hasAttribute("data-failed")).toBe(false)
  expect(box.value).toBe("")
})

test("a refusal, a provider that never answers and being offline are each said plainly, the address kept", async () => {
  const { form, box, status } = typed()
  provider.status = 422
  await subscribeFrom(form)
  expect(status.textContent).toMatch(/did not take this address/)
  expect(status.hasAttribute("data-failed")).toBe(true)
  expect(posts()).toBe(1)

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
  // The one post of the refusal: the provider that never answered was never sent the address.
  expect(posts()).toBe(1)
  expect(box.value).toBe("reader@example.com")
})

test("a provider that lets no script post gets the form from the browser itself, once", async () => {
  const { form, status } = typed()
  provider.scripts = false
  fireEvent.submit(form)
  await waitFor(() => expect(posted).toHaveBeenCalledTimes(1))
  expect(received).toEqual([])
  expect(status.textContent).toBe("")
})

test("a provider that lets the script post and then lets it read nothing of its answer has the address once: the browser does not post it again", async () => {
  const { form, box, status } = typed()
  provider.readable = false
  // It lets the script read the answer to the first request (which carries no address), not the post's.
  fetched.mockImplementationOnce(async (url: string, init: RequestInit) => {
    received.push({ url, method: init.method ?? "GET", body: "" })
    return { ok: true, status: 200 }
  })
  fireEvent.submit(form)
  await waitFor(() => expect(status.textContent).not.toBe(""))
  expect(posts()).toBe(1)
  expect(posted).not.toHaveBeenCalled()
  expect(status.textContent).toBe(
    "The newsletter service did not say whether it took your address. If no email from it arrives in a few minutes, subscribe again.",
  )
  expect(status.hasAttribute("data-failed")).toBe(true)
  expect(box.value).toBe("reader@example.com")
})

test("a provider that never answers the post itself is not sent the address again by the browser", async () => {
  const { form, status } = typed()
  jest.useFakeTimers()
  fetched.mockImplementation(async (url: string, init: RequestInit) => {
    received.push({ url, method: init.method ?? "GET", body: String(init.body ?? "") })
    if (init.method === "HEAD") return { ok: true, status: 200 }
    return new Promise((_resolve, reject) =>
      init.signal?.addEventListener("abort", () => reject(init.signal!.reason)),
    )
  })
  const waiting = subscribeFrom(form)
  await jest.advanceTimersByTimeAsync(SUBSCRIBE_TIMEOUT_MS)
  await waiting
  jest.useRealTimers()
  expect(posts()).toBe(1)
  expect(status.textContent).toMatch(/did not say whether it took your address/)
})

test("a press while the browser is posting the form itself (the page is on its way to the provider's) posts nothing more, by script or by the browser", async () => {
  const { form } = typed()
  provider.scripts = false
  fireEvent.submit(form)
  fireEvent.submit(form)
  await waitFor(() => expect(posted).toHaveBeenCalledTimes(1))
  fireEvent.submit(form)
  fireEvent.submit(form)
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(posted).toHaveBeenCalledTimes(1)
  expect(received).toEqual([])
  // Back to the page from the browser's cache: the visitor may subscribe again.
  window.dispatchEvent(new Event("pageshow"))
  fireEvent.submit(form)
  await waitFor(() => expect(posted).toHaveBeenCalledTimes(2))
})

test("Subscribe pressed twice at once posts once, through the form's own code", async () => {
  const { form, status } = typed()
  fireEvent.submit(form)
  fireEvent.submit(form)
  await waitFor(() => expect(status.textContent).toMatch(/Check your inbox/))
  expect(posts()).toBe(1)
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
    const post = received.find(({ method }) => method === "POST")
    expect(post?.url).toBe(newsletter().action)
    expect(post?.body).toBe(`${emailField}=reader%40example.com`)
    expect(box.value).toBe("")
    provider.scripts = false
    fireEvent.submit(form)
    await waitFor(() => expect(posted).toHaveBeenCalledTimes(1))
  },
)

test("the form's own code not fetched: the browser posts the form itself, once however often Subscribe is pressed", async () => {
  // The handler's chunk gone (a redeploy renames it): importing it fails, as webpack's loader does.
  jest.doMock("../../lib/newsletter/subscribe", () => {
    throw new Error("Loading chunk 692 failed.")
  })
  try {
    let Unfetched = Subscribe
    jest.isolateModules(() => {
      Unfetched = jest.requireActual<{ Subscribe: typeof Subscribe }>("../Subscribe").Subscribe
    })
    render(<Unfetched newsletter={newsletter()} />)
    const box = screen.getByLabelText<HTMLInputElement>("Your email address")
    box.value = "reader@example.com"
    fireEvent.submit(box.form!)
    fireEvent.submit(box.form!)
    await waitFor(() => expect(posted).toHaveBeenCalledTimes(1))
    fireEvent.submit(box.form!)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(posted).toHaveBeenCalledTimes(1)
    expect(fetched).not.toHaveBeenCalled()
  } finally {
    jest.dontMock("../../lib/newsletter/subscribe")
  }
})
