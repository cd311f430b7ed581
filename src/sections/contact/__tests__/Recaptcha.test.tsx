// A build with GATSBY_RECAPTCHA_SITE_KEY: reCAPTCHA v2's box in the contact form.
import { EmailJSResponseStatus, sendForm } from "@emailjs/browser"
import { act, render, screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import type { Contact as ContactSection } from "../../Contact"
import {
  fakeGrecaptcha,
  googleScripts,
  loadScript,
  SCRIPT,
  SITE_KEY,
} from "../__fixtures__/grecaptcha"

jest.mock("@emailjs/browser", () => {
  const actual = jest.requireActual("@emailjs/browser")
  return { ...actual, init: jest.fn(), sendForm: jest.fn() }
})
const mockedSendForm = jest.mocked(sendForm)

const SUCCESS = "Thanks! Your message has been sent."
const UNANSWERED =
  "Please tick “I'm not a robot” first. Nothing was sent, and what you typed is still here."
const AGAIN = "The “I'm not a robot” check has to be ticked again before you send."

let Contact: typeof ContactSection
const grecaptcha = fakeGrecaptcha()

beforeAll(() => {
  process.env.GATSBY_RECAPTCHA_SITE_KEY = SITE_KEY
  // Loaded only now (each test file has its own modules), so the form reads the key.
  Contact = jest.requireActual<{ Contact: typeof ContactSection }>("../../Contact").Contact
})
afterAll(() => delete process.env.GATSBY_RECAPTCHA_SITE_KEY)

beforeEach(() => {
  jest.clearAllMocks()
  sessionStorage.clear()
  window.localStorage.clear()
})

const form = () => screen.getByRole("form", { name: "Contact Me" })
// The form's own status line is the last: the box's comes before Send.
const boxStatus = () => within(form()).getAllByRole("status")[0]!

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Name"), "Renée Okafor")
  await user.type(screen.getByLabelText("Email"), "renee@example.org")
  await user.type(screen.getByLabelText("Message"), "I'd like to talk about coaching.")
}

test("the form names the key for the page's policy; Google's script is asked for only when the visitor first focuses the form, and draws the box in it", async () => {
  const user = userEvent.setup()
  render(<Contact coach={{ email: null }} />)
  expect(form()).toHaveAttribute("data-recaptcha-site-key", SITE_KEY)
  // A pointer passing over the form fetches the form's code, and still nothing of Google's.
  await user.hover(screen.getByLabelText("Message"))
  await waitFor(() => expect(within(form()).getAllByRole("status")).toHaveLength(2))
  expect(googleScripts()).toEqual([])

  await user.click(screen.getByLabelText("Name"))
  expect(googleScripts()).toEqual([`${SCRIPT}?render=explicit&onload=contactFormRecaptchaLoaded`])
  // More focus asks for nothing more.
  await user.click(screen.getByLabelText("Email"))
  expect(googleScripts()).toHaveLength(1)

  await loadScript(googleScripts()[0]!, grecaptcha)
  expect(grecaptcha.render).toHaveBeenCalledTimes(1)
  expect(grecaptcha.render).toHaveBeenCalledWith(
    expect.any(HTMLElement),
    expect.objectContaining({ sitekey: SITE_KEY }),
  )
  const box = screen.getByRole("checkbox", { name: "I'm not a robot" })
  expect(form()).toContainElement(box)
  expect(boxStatus()).toBeEmptyDOMElement()
})

test("a send without the box ticked sends nothing, says why beside the box, and keeps what was typed; ticked, it goes with the box's answer, and the box is reset", async () => {
  const user = userEvent.setup()
  const received: Record<string, FormDataEntryValue>[] = []
  mockedSendForm.mockImplementation(async (_service, _template, element) => {
    received.push(Object.fromEntries(new FormData(element as HTMLFormElement)))
    return new EmailJSResponseStatus(200, "OK")
  })
  render(<Contact coach={{ email: null }} />)
  await fillIn(user)
  await user.click(screen.getByRole("button", { name: "Send" }))

  await waitFor(() => expect(boxStatus()).toHaveTextContent(UNANSWERED))
  expect(mockedSendForm).not.toHaveBeenCalled()
  expect(screen.queryByRole("alert")).toBeNull()
  expect(screen.getByLabelText("Name")).toHaveValue("Renée Okafor")
  expect(screen.getByLabelText("Email")).toHaveValue("renee@example.org")
  expect(screen.getByLabelText("Message")).toHaveValue("I'd like to talk about coaching.")

  await user.click(screen.getByRole("checkbox", { name: "I'm not a robot" }))
  expect(boxStatus()).toBeEmptyDOMElement()
  await user.click(screen.getByRole("button", { name: "Send" }))
  expect(await screen.findByText(SUCCESS)).toBeInTheDocument()
  expect(received).toEqual([
    expect.objectContaining({ user_name: "Renée Okafor", "g-recaptcha-response": "answer-1" }),
  ])
  // An answer is checked once by the provider: the next message needs a new tick.
  expect(grecaptcha.reset).toHaveBeenCalledTimes(1)
  expect(screen.getByRole("checkbox", { name: "I'm not a robot" })).not.toBeChecked()
})

test("a refused send resets the box too, and the next send waits for a new tick", async () => {
  const user = userEvent.setup()
  jest.spyOn(console, "error").mockImplementation(() => {})
  mockedSendForm.mockRejectedValueOnce(new EmailJSResponseStatus(400, "reCAPTCHA: invalid answer"))
  render(<Contact coach={{ email: null }} />)
  await fillIn(user)
  await user.click(screen.getByLabelText("Name"))
  await user.click(await screen.findByRole("checkbox", { name: "I'm not a robot" }))
  await user.click(screen.getByRole("button", { name: "Send" }))
  expect(await screen.findByRole("alert")).toHaveTextContent(
    "Sorry, there was a problem sending your message. Please try again.",
  )
  expect(screen.getByRole("checkbox", { name: "I'm not a robot" })).not.toBeChecked()

  await user.click(screen.getByRole("button", { name: "Send" }))
  await waitFor(() => expect(boxStatus()).toHaveTextContent(UNANSWERED))
  expect(mockedSendForm).toHaveBeenCalledTimes(1)
})

test("an answer that expires, or loses its connection, is said beside the box until ticked again", async () => {
  const user = userEvent.setup()
  render(<Contact coach={{ email: null }} />)
  await user.click(screen.getByLabelText("Name"))
  await screen.findByRole("checkbox", { name: "I'm not a robot" })
  const parameters = grecaptcha.render.mock.lastCall![1] as unknown as Record<string, () => void>
  act(() => parameters["expired-callback"]!())
  expect(boxStatus()).toHaveTextContent(AGAIN)
  await user.click(screen.getByRole("checkbox", { name: "I'm not a robot" }))
  expect(boxStatus()).toBeEmptyDOMElement()
  act(() => parameters["error-callback"]!())
  expect(boxStatus()).toHaveTextContent(AGAIN)
})
