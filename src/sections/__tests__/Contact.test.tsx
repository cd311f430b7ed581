import { EmailJSResponseStatus, sendForm } from "@emailjs/browser"
import { act, cleanup, render, screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { SEND_TIMEOUT_MS } from "../../lib/contact/sendMessage"
import { installDialog } from "../../test/dialog"
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
  installDialog()
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

describe("length limits: past one the form says so, sends nothing, and keeps every character", () => {
  const MESSAGE_TOO_LONG =
    "Message is too long: 10,001 characters, over the limit of 10,000. Please shorten it."

  /** What the provider would receive: the form's fields when sendForm is called. */
  function receive() {
    const received: Record<string, FormDataEntryValue>[] = []
    mockedSendForm.mockImplementation(async (_service, _template, form) => {
      received.push(Object.fromEntries(new FormData(form as HTMLFormElement)))
      return new EmailJSResponseStatus(200, "OK")
    })
    return received
  }

  async function paste(user: ReturnType<typeof userEvent.setup>, label: string, text: string) {
    await user.clear(screen.getByLabelText(label))
    await user.click(screen.getByLabelText(label))
    await user.paste(text)
  }

  test("a pasted 10,001-character message is refused with the field and the limit named, and kept whole", async () => {
    const user = userEvent.setup()
    const received = receive()
    render(<Contact coach={noEmail} />)
    await fillIn(user)
    const long = "I want to lead better. ".repeat(435).slice(0, 10_001)
    await paste(user, "Message", long)
    const message = screen.getByLabelText("Message")
    expect(screen.getByText(MESSAGE_TOO_LONG)).toBeVisible()
    expect(message).toHaveAccessibleDescription(MESSAGE_TOO_LONG)
    expect(message).toBeInvalid()

    await user.click(screen.getByRole("button", { name: "Send" }))
    expect(received).toHaveLength(0)
    expect(screen.getByRole("status")).toBeEmptyDOMElement()
    expect(screen.queryByRole("alert")).toBeNull()
    expect(message).toHaveValue(long)
    expect(screen.getByLabelText("Name")).toHaveValue("Renée Okafor")

    // One character fewer, and it goes whole.
    await user.type(message, "{Backspace}")
    expect(screen.queryByText(MESSAGE_TOO_LONG)).toBeNull()
    expect(message).toBeValid()
    expect(message).not.toHaveAttribute("aria-describedby")
    await user.click(screen.getByRole("button", { name: "Send" }))
    expect(await screen.findByRole("status")).toHaveTextContent(SUCCESS)
    expect(received).toEqual([expect.objectContaining({ message: long.slice(0, 10_000) })])
  })

  test("a 255-character email is refused the same way", async () => {
    const user = userEvent.setup()
    const received = receive()
    render(<Contact coach={noEmail} />)
    await fillIn(user)
    const address = `${"a".repeat(243)}@example.org`
    expect(address).toHaveLength(255)
    await paste(user, "Email", address)
    await user.click(screen.getByRole("button", { name: "Send" }))
    const said = "Email is too long: 255 characters, over the limit of 254. Please shorten it."
    expect(screen.getByLabelText("Email")).toHaveAccessibleDescription(said)
    expect(screen.getByLabelText("Email")).toHaveValue(address)
    expect(received).toHaveLength(0)
  })

  test("a name of 200 characters of markup and emoji goes as typed; one more is refused", async () => {
    const user = userEvent.setup()
    const received = receive()
    render(<Contact coach={noEmail} />)
    await fillIn(user)
    // 200 characters, far more UTF-16 units: a maxlength of 200 would have cut it.
    const name = Array.from('<img src=x onerror="alert(1)">😀👩🏽‍💼'.repeat(7)).slice(0, 200).join("")
    expect(name.length).toBeGreaterThan(200)

    await paste(user, "Name", `${name}😀`)
    expect(screen.getByLabelText("Name")).toHaveAccessibleDescription(
      "Name is too long: 201 characters, over the limit of 200. Please shorten it.",
    )
    await user.click(screen.getByRole("button", { name: "Send" }))
    expect(received).toHaveLength(0)
    expect(screen.getByLabelText("Name")).toHaveValue(`${name}😀`)

    await paste(user, "Name", name)
    expect(screen.getByLabelText("Name")).not.toHaveAccessibleDescription()
    await user.click(screen.getByRole("button", { name: "Send" }))
    expect(await screen.findByRole("status")).toHaveTextContent(SUCCESS)
    expect(received).toEqual([expect.objectContaining({ user_name: name })])
    expect(document.querySelector("img")).toBeNull()
  })

  test("an over-long draft comes back after a reload, whole, and is still said to be too long", async () => {
    const user = userEvent.setup()
    const first = render(<Contact coach={noEmail} />)
    await fillIn(user)
    await paste(user, "Message", "x".repeat(10_001))
    first.unmount()

    render(<Contact coach={noEmail} />)
    expect(screen.getByLabelText("Message")).toHaveValue("x".repeat(10_001))
    expect(screen.getByLabelText("Message")).toHaveAccessibleDescription(MESSAGE_TOO_LONG)
  })
})

// The library cannot call a request back (no AbortSignal), so the message may still arrive.
describe(`no answer within ${SEND_TIMEOUT_MS / 1000} s`, () => {
  const MAY_ARRIVE = "It may still reach me: if it does, I'll reply."
  let answer: (value: EmailJSResponseStatus) => void
  let refuse: (reason: unknown) => void

  beforeEach(() => {
    jest.useFakeTimers()
    mockedSendForm.mockReturnValueOnce(
      new Promise((resolve, reject) => {
        answer = resolve
        refuse = reject
      }),
    )
  })
  afterEach(() => jest.useRealTimers())

  async function sendUnanswered() {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
    render(<Contact coach={noEmail} />)
    await fillIn(user)
    await user.click(screen.getByRole("button", { name: "Send" }))
    await act(() => jest.advanceTimersByTimeAsync(SEND_TIMEOUT_MS - 1))
    expect(screen.queryByRole("alert")).toBeNull()
    await act(() => jest.advanceTimersByTimeAsync(1))
    return user
  }

  const question = () => screen.getByRole("dialog", { name: "Send your message again?" })

  test("the visitor is told it failed, in the spec's words, and that it may still arrive; everything typed stays, and Send asks before sending again", async () => {
    const user = await sendUnanswered()
    const alert = screen.getByRole("alert")
    expect(alert.textContent).toBe(
      `${ERROR}${MAY_ARRIVE}What you typed is still here. Sending it again could deliver it twice, so Send will ask you first.`,
    )
    expect(screen.getByRole("status")).toBeEmptyDOMElement()
    expect(screen.getByLabelText("Name")).toHaveValue("Renée Okafor")
    expect(screen.getByLabelText("Message")).toHaveValue("I'd like to talk about coaching.")
    expect(screen.getByLabelText("Message")).not.toHaveAttribute("readonly")
    expect(screen.getByRole("button", { name: "Send" })).toBeEnabled()

    await user.click(screen.getByRole("button", { name: "Send" }))
    expect(question()).toHaveAccessibleDescription(/your first message may still reach me/)
    // The safe answer has the focus: an Enter pressed twice sends nothing.
    expect(within(question()).getByRole("button", { name: "Don't send" })).toHaveFocus()
    await user.keyboard("{Enter}")
    expect(screen.queryByRole("dialog")).toBeNull()
    expect(mockedSendForm).toHaveBeenCalledTimes(1)
    expect(screen.getByRole("alert")).toHaveTextContent(MAY_ARRIVE)

    // Enter in a field asks too.
    await user.type(screen.getByLabelText("Email"), "{Enter}")
    expect(mockedSendForm).toHaveBeenCalledTimes(1)
    mockedSendForm.mockResolvedValueOnce(new EmailJSResponseStatus(200, "OK"))
    await user.click(within(question()).getByRole("button", { name: "Send again" }))
    expect(await screen.findByText(SUCCESS)).toBeInTheDocument()
    expect(mockedSendForm).toHaveBeenCalledTimes(2)
    expect(screen.queryByRole("alert")).toBeNull()
  })

  test("a late success says it was sent, and clears the form and the draft", async () => {
    await sendUnanswered()
    await act(async () => answer(new EmailJSResponseStatus(200, "OK")))
    expect(screen.getByRole("status")).toHaveTextContent(SUCCESS)
    expect(screen.queryByRole("alert")).toBeNull()
    expect(screen.getByLabelText("Name")).toHaveValue("")
    expect(screen.getByLabelText("Message")).toHaveValue("")
    expect(sessionStorage.getItem("contact-draft")).toBeNull()
  })

  test("a late success leaves alone what the visitor has written since", async () => {
    const user = await sendUnanswered()
    await user.type(screen.getByLabelText("Message"), " And one more thing.")
    await act(async () => answer(new EmailJSResponseStatus(200, "OK")))
    expect(screen.getByRole("status")).toHaveTextContent(SUCCESS)
    expect(screen.getByLabelText("Message")).toHaveValue(
      "I'd like to talk about coaching. And one more thing.",
    )
  })

  test("a late answer while the question is open closes it and says what happened", async () => {
    const user = await sendUnanswered()
    await user.click(screen.getByRole("button", { name: "Send" }))
    expect(question()).toBeVisible()
    await act(async () => answer(new EmailJSResponseStatus(200, "OK")))
    expect(screen.queryByRole("dialog")).toBeNull()
    expect(screen.getByRole("status")).toHaveTextContent(SUCCESS)
    expect(mockedSendForm).toHaveBeenCalledTimes(1)
  })

  test("once the visitor has chosen to send again, the first send's late answer is not shown over it", async () => {
    const user = await sendUnanswered()
    let answerSecond: (value: EmailJSResponseStatus) => void = () => {}
    mockedSendForm.mockReturnValueOnce(new Promise((resolve) => (answerSecond = resolve)))
    await user.click(screen.getByRole("button", { name: "Send" }))
    await user.click(within(question()).getByRole("button", { name: "Send again" }))
    expect(mockedSendForm).toHaveBeenCalledTimes(2)

    await act(async () => answer(new EmailJSResponseStatus(200, "OK")))
    // Still waiting for the second: busy, nothing claimed yet.
    expect(screen.getByRole("button", { name: "Send" })).toHaveAttribute("aria-busy", "true")
    expect(screen.getByRole("status")).toBeEmptyDOMElement()
    await act(async () => answerSecond(new EmailJSResponseStatus(200, "OK")))
    expect(screen.getByRole("status")).toHaveTextContent(SUCCESS)
  })

  test("a late refusal shows the error, and Send then sends again without asking", async () => {
    const user = await sendUnanswered()
    await act(async () => refuse(new EmailJSResponseStatus(500, "Server Error")))
    expect(screen.getByRole("alert").textContent).toBe(ERROR)
    expect(screen.getByLabelText("Message")).toHaveValue("I'd like to talk about coaching.")

    mockedSendForm.mockResolvedValueOnce(new EmailJSResponseStatus(200, "OK"))
    await user.click(screen.getByRole("button", { name: "Send" }))
    expect(await screen.findByText(SUCCESS)).toBeInTheDocument()
    expect(HTMLDialogElement.prototype.showModal).not.toHaveBeenCalled()
    expect(mockedSendForm).toHaveBeenCalledTimes(2)
  })

  test("after a reload the notice is still there, and Send still asks", async () => {
    await sendUnanswered()
    cleanup()

    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
    render(<Contact coach={noEmail} />)
    const alert = await screen.findByRole("alert")
    expect(alert).toHaveTextContent(ERROR)
    expect(alert).toHaveTextContent(MAY_ARRIVE)
    expect(screen.getByLabelText("Message")).toHaveValue("I'd like to talk about coaching.")
    await user.click(screen.getByRole("button", { name: "Send" }))
    expect(question()).toBeVisible()
    expect(mockedSendForm).toHaveBeenCalledTimes(1)
  })
})
