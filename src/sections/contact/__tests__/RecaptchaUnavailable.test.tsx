// A build with GATSBY_RECAPTCHA_SITE_KEY, where Google's script does not come (blocked, or offline): the
// form says it cannot send, offers the coach's address, and sends nothing.
import { sendForm } from "@emailjs/browser"
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import type { Contact as ContactSection } from "../../Contact"
import { googleScripts, SITE_KEY } from "../__fixtures__/grecaptcha"

jest.mock("@emailjs/browser", () => {
  const actual = jest.requireActual("@emailjs/browser")
  return { ...actual, init: jest.fn(), sendForm: jest.fn() }
})

const UNAVAILABLE =
  "The “I'm not a robot” check could not be loaded, so the form cannot send. Reload the page to try again: what you typed will still be here."
const coach = { email: "coach@example.com" }

let Contact: typeof ContactSection

beforeAll(() => {
  process.env.GATSBY_RECAPTCHA_SITE_KEY = SITE_KEY
  Contact = jest.requireActual<{ Contact: typeof ContactSection }>("../../Contact").Contact
})
afterAll(() => delete process.env.GATSBY_RECAPTCHA_SITE_KEY)
beforeEach(() => sessionStorage.clear())
afterEach(() => jest.useRealTimers())

const boxStatus = () =>
  within(screen.getByRole("form", { name: "Contact Me" })).getAllByRole("status")[0]!

async function expectNothingSent(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Name"), "Renée Okafor")
  await user.type(screen.getByLabelText("Email"), "renee@example.org")
  await user.type(screen.getByLabelText("Message"), "Hello")
  await user.click(screen.getByRole("button", { name: "Send" }))
  await waitFor(() => expect(screen.getByRole("button", { name: "Send" })).toBeEnabled())
  expect(boxStatus()).toHaveTextContent(UNAVAILABLE)
  expect(sendForm).not.toHaveBeenCalled()
  expect(screen.getByLabelText("Message")).toHaveValue("Hello")
}

test("a script that fails to load: the form says it cannot send, and offers the coach's address", async () => {
  const user = userEvent.setup()
  render(<Contact coach={coach} />)
  await user.click(screen.getByLabelText("Name"))
  await waitFor(() => expect(googleScripts()).toHaveLength(1))
  const script = document.querySelector<HTMLScriptElement>("script[src]")!
  await act(async () => void fireEvent.error(script))
  expect(boxStatus()).toHaveTextContent(UNAVAILABLE)
  expect(within(boxStatus()).getByRole("link", { name: coach.email })).toHaveAttribute(
    "href",
    `mailto:${coach.email}`,
  )
  await expectNothingSent(user)
})

test("a script that never answers: after as long as a send would wait, the same", async () => {
  jest.useFakeTimers()
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
  render(<Contact coach={coach} />)
  await user.click(screen.getByLabelText("Name"))
  // The failed script of the test before is gone: this one is asked for again.
  await waitFor(() => expect(googleScripts()).toHaveLength(1))
  await act(() => jest.advanceTimersByTimeAsync(14_999))
  expect(boxStatus()).toBeEmptyDOMElement()
  await act(() => jest.advanceTimersByTimeAsync(1))
  expect(boxStatus()).toHaveTextContent(UNAVAILABLE)
  expect(googleScripts()).toEqual([])
  await expectNothingSent(user)
})
