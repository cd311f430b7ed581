import { EmailJSResponseStatus, sendForm } from "@emailjs/browser"
import { render, screen, waitFor } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { Contact } from "../Contact"

jest.mock("@emailjs/browser", () => {
  const actual = jest.requireActual("@emailjs/browser")
  return { ...actual, init: jest.fn(), sendForm: jest.fn() }
})
const mockedSendForm = jest.mocked(sendForm)

const SUCCESS = "Thanks! Your message has been sent."
const ERROR = "Sorry, there was a problem sending your message. Please try again."

beforeEach(() => {
  jest.clearAllMocks()
  jest.spyOn(console, "error").mockImplementation(() => {})
})

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Name"), "Renée Okafor")
  await user.type(screen.getByLabelText("Email"), "renee@example.org")
  await user.type(screen.getByLabelText("Message"), "I'd like to talk about coaching.")
}

test("has the heading, labelled fields with the spec's names and types, and a 'Send' button", () => {
  render(<Contact />)
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
  render(<Contact />)
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
  render(<Contact />)
  await fillIn(user)
  await user.click(screen.getByRole("button", { name: "Send" }))
  expect(await screen.findByRole("alert")).toHaveTextContent(ERROR)
  expect(screen.getByRole("status")).toBeEmptyDOMElement()
  expect(screen.getByLabelText("Name")).toHaveValue("Renée Okafor")
  expect(screen.getByLabelText("Email")).toHaveValue("renee@example.org")
  expect(screen.getByLabelText("Message")).toHaveValue("I'd like to talk about coaching.")
  expect(document.body).not.toHaveTextContent("Server error")
})

test("a new send clears the old notice, and the button is busy until the answer", async () => {
  const user = userEvent.setup()
  mockedSendForm.mockRejectedValueOnce(new TypeError("Failed to fetch"))
  render(<Contact />)
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
  render(<Contact />)
  await fillIn(user)
  await user.dblClick(screen.getByRole("button", { name: "Send" }))
  await screen.findByText(SUCCESS)
  expect(mockedSendForm).toHaveBeenCalledTimes(1)
})

test("a bot that fills the hidden field sees the usual success, and nothing is sent", async () => {
  const user = userEvent.setup()
  render(<Contact />)
  await fillIn(user)
  await user.type(screen.getByLabelText("Leave this field empty"), "https://spam.example")
  await user.click(screen.getByRole("button", { name: "Send" }))
  expect(await screen.findByRole("status")).toHaveTextContent(SUCCESS)
  expect(mockedSendForm).not.toHaveBeenCalled()
  await waitFor(() => expect(screen.getByLabelText("Name")).toHaveValue(""))
})

test("the hidden field has no name, so it is never part of what is sent", () => {
  render(<Contact />)
  expect(screen.getByLabelText("Leave this field empty")).not.toHaveAttribute("name")
})
