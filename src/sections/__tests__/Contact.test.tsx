import { EmailJSResponseStatus, sendForm } from "@emailjs/browser"
import { render, screen, waitFor } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { Contact } from "../Contact"

jest.mock("@emailjs/browser", () => {
  const actual = jest.requireActual("@emailjs/browser")
  return { ...actual, init: jest.fn(), sendForm: jest.fn() }
})
const mockedSendForm = jest.mocked(sendForm)

const noEmail = { email: null }

const SUCCESS = "Thanks! Your message has been sent."
const ERROR = "Sorry, there was a problem sending your message. Please try again."

beforeEach(() => {
  jest.clearAllMocks()
  sessionStorage.clear()
  jest.spyOn(console, "error").mockImplementation(() => {})
})

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Name"), "Renée Okafor")
  await user.type(screen.getByLabelText("Email"), "renee@example.org")
  await user.type(screen.getByLabelText("Message"), "I'd like to talk about coaching.")
}

test("has the heading, labelled fields with the spec's names and types, and a 'Send' button", () => {
  render(<Contact coach={noEmail} />)
  expect(screen.getByRole("heading", { name: "Contact Me" })).toBeInTheDocument()
  expect(screen.getByRole("heading", { name: "How do you get started?" })).toBeInTheDocument()
  expect(screen.getByLabelText("Name")).toHaveAttribute("name", "user_name")
  expect(screen.getByLabelText("Name")).toHaveAttribute("type", "text")
  expect(screen.getByLabelText("Email")).toHaveAttribute("name", "user_email")
  expect(screen.getByLabelText("Email")).toHaveAttribute("type", "email")
  expect(screen.getByLabelText("Message").tagName).toBe("TEXTAREA")
  expect(screen.getByLabelText("Message")).toHaveAttribute("name", "message")
  expect(screen.getByRole("button", { name: "Send" })).toBeEnabled()
  expect(screen.getByRole("status")).toBeEmptyDOMElement()
  expect(screen.queryByRole("alert")).toBeNull()
})

test("on success the status says so and the form is reset", async () => {
  const user = userEvent.setup()
  mockedSendForm.mockResolvedValue(new EmailJSResponseStatus(200, "OK"))
  render(<Contact coach={noEmail} />)
  await fillIn(user)
  await user.click(screen.getByRole("button", { name: "Send" }))
  expect(await screen.findByRole("status")).toHaveTextContent(SUCCESS)
  expect(screen.getByLabelText("Name")).toHaveValue("")
  expect(screen.getByLabelText("Email")).toHaveValue("")
  expect(screen.getByLabelText("Message")).toHaveValue("")
})

test("on failure an alert says so and every typed value stays", async () => {
  const user = userEvent.setup()
  mockedSendForm.mockRejectedValue(new EmailJSResponseStatus(500, "<b>Server</b> error"))
  render(<Contact coach={noEmail} />)
  await fillIn(user)
  await user.click(screen.getByRole("button", { name: "Send" }))
  // Only the spec's sentence: no reload advice (the code arrived), no address (content gives none).
  expect((await screen.findByRole("alert")).textContent).toBe(ERROR)
  expect(screen.getByRole("status")).toBeEmptyDOMElement()
  expect(screen.getByLabelText("Name")).toHaveValue("Renée Okafor")
  expect(screen.getByLabelText("Email")).toHaveValue("renee@example.org")
  expect(screen.getByLabelText("Message")).toHaveValue("I'd like to talk about coaching.")
  expect(document.body).not.toHaveTextContent("Server error")
})

test("a new send clears the old notice, and the button is busy until the answer", async () => {
  const user = userEvent.setup()
  mockedSendForm.mockRejectedValueOnce(new TypeError("Failed to fetch"))
  render(<Contact coach={noEmail} />)
  await fillIn(user)
  await user.click(screen.getByRole("button", { name: "Send" }))
  await screen.findByRole("alert")

  let answer: (value: EmailJSResponseStatus) => void = () => {}
  mockedSendForm.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)))
  await user.click(screen.getByRole("button", { name: "Send" }))
  expect(screen.queryByRole("alert")).toBeNull()
  const button = screen.getByRole("button", { name: "Send" })
  expect(button).toBeDisabled()
  expect(button).toHaveAttribute("aria-busy", "true")

  answer(new EmailJSResponseStatus(200, "OK"))
  expect(await screen.findByText(SUCCESS)).toBeInTheDocument()
  expect(button).toBeEnabled()
  expect(button).toHaveAttribute("aria-busy", "false")
})

test("a double click sends once", async () => {
  const user = userEvent.setup()
  mockedSendForm.mockResolvedValue(new EmailJSResponseStatus(200, "OK"))
  render(<Contact coach={noEmail} />)
  await fillIn(user)
  await user.dblClick(screen.getByRole("button", { name: "Send" }))
  await screen.findByText(SUCCESS)
  expect(mockedSendForm).toHaveBeenCalledTimes(1)
})

test("a bot that fills the hidden field sees the usual success, and nothing is sent", async () => {
  const user = userEvent.setup()
  const { container } = render(<Contact coach={noEmail} />)
  await fillIn(user)
  // As a script posting the raw form would: no person can reach the field (it is inert).
  container.querySelector<HTMLInputElement>("#contact-website")!.value = "https://spam.example"
  await user.click(screen.getByRole("button", { name: "Send" }))
  expect(await screen.findByRole("status")).toHaveTextContent(SUCCESS)
  expect(mockedSendForm).not.toHaveBeenCalled()
  await waitFor(() => expect(screen.getByLabelText("Name")).toHaveValue(""))
})

test("the hidden field has no name, so it is never part of what is sent, and sits in an inert container", () => {
  const { container } = render(<Contact coach={noEmail} />)
  const trap = container.querySelector("#contact-website")!
  expect(trap).not.toHaveAttribute("name")
  expect(trap.closest("[inert]")).not.toBeNull()
})

describe("what a visitor typed is never lost", () => {
  const DRAFT = "contact-draft"

  test("it is kept while typed and put back on the next load, into empty fields only", async () => {
    const user = userEvent.setup()
    const first = render(<Contact coach={noEmail} />)
    await fillIn(user)
    first.unmount()

    render(<Contact coach={noEmail} />)
    expect(screen.getByLabelText("Name")).toHaveValue("Renée Okafor")
    expect(screen.getByLabelText("Email")).toHaveValue("renee@example.org")
    expect(screen.getByLabelText("Message")).toHaveValue("I'd like to talk about coaching.")
  })

  test("a successful send clears the draft; a failed one keeps it", async () => {
    const user = userEvent.setup()
    mockedSendForm.mockRejectedValueOnce(new EmailJSResponseStatus(500, "Server Error"))
    render(<Contact coach={noEmail} />)
    await fillIn(user)
    await user.click(screen.getByRole("button", { name: "Send" }))
    await screen.findByRole("alert")
    expect(JSON.parse(sessionStorage.getItem(DRAFT)!)).toMatchObject({ user_name: "Renée Okafor" })

    mockedSendForm.mockResolvedValueOnce(new EmailJSResponseStatus(200, "OK"))
    await user.click(screen.getByRole("button", { name: "Send" }))
    await screen.findByText(SUCCESS)
    expect(sessionStorage.getItem(DRAFT)).toBeNull()
  })

  test.each([
    ["not JSON", "{user_name:"],
    ["a list", '["Mallory"]'],
    [
      "values that are not text",
      '{"user_name": {"toString": "x"}, "message": 42, "user_email": null}',
    ],
    ["a prototype key", '{"__proto__": {"user_name": "Mallory"}}'],
  ])("a stored draft that is %s is ignored", (_, stored) => {
    sessionStorage.setItem(DRAFT, stored)
    render(<Contact coach={noEmail} />)
    expect(screen.getByLabelText("Name")).toHaveValue("")
    expect(screen.getByLabelText("Email")).toHaveValue("")
    expect(screen.getByLabelText("Message")).toHaveValue("")
  })

  test("where the browser blocks site data, the form still sends, without a draft", async () => {
    const blocked = () => {
      throw new DOMException("Access is denied for this document.", "SecurityError")
    }
    const getter = jest.spyOn(window, "sessionStorage", "get").mockImplementation(blocked)
    try {
      const user = userEvent.setup()
      mockedSendForm.mockResolvedValue(new EmailJSResponseStatus(200, "OK"))
      render(<Contact coach={noEmail} />)
      await fillIn(user)
      await user.click(screen.getByRole("button", { name: "Send" }))
      expect(await screen.findByRole("status")).toHaveTextContent(SUCCESS)
      expect(getter).toHaveBeenCalled()
    } finally {
      getter.mockRestore()
    }
  })

  test("the fields are read-only while the message is on its way", async () => {
    const user = userEvent.setup()
    let answer: (value: EmailJSResponseStatus) => void = () => {}
    mockedSendForm.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)))
    render(<Contact coach={noEmail} />)
    await fillIn(user)
    await user.click(screen.getByRole("button", { name: "Send" }))
    await waitFor(() => expect(mockedSendForm).toHaveBeenCalled())
    for (const label of ["Name", "Email", "Message"]) {
      expect(screen.getByLabelText(label)).toHaveAttribute("readonly")
    }
    await user.type(screen.getByLabelText("Message"), " And one more thing.")
    expect(screen.getByLabelText("Message")).toHaveValue("I'd like to talk about coaching.")

    answer(new EmailJSResponseStatus(200, "OK"))
    await screen.findByText(SUCCESS)
    expect(screen.getByLabelText("Message")).not.toHaveAttribute("readonly")
  })
})

describe("a second way to reach the coach", () => {
  const coach = { email: "coach@example.com" }

  test("when the message cannot be sent, the notice offers the coach's address as a mailto: link", async () => {
    const user = userEvent.setup()
    mockedSendForm.mockRejectedValue(new TypeError("Failed to fetch"))
    render(<Contact coach={coach} />)
    await fillIn(user)
    await user.click(screen.getByRole("button", { name: "Send" }))
    const alert = await screen.findByRole("alert")
    expect(alert).toHaveTextContent(ERROR)
    expect(screen.getByRole("link", { name: coach.email })).toHaveAttribute(
      "href",
      `mailto:${coach.email}`,
    )
  })

  test("nothing shows the address while all is well", async () => {
    const user = userEvent.setup()
    mockedSendForm.mockResolvedValue(new EmailJSResponseStatus(200, "OK"))
    render(<Contact coach={coach} />)
    await fillIn(user)
    await user.click(screen.getByRole("button", { name: "Send" }))
    await screen.findByText(SUCCESS)
    expect(document.body).not.toHaveTextContent(coach.email)
  })
})
