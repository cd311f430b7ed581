// A build without the mail IDs: the real @emailjs/browser and mailConfig run, since a build only
// fixes the three values into the page.
import { render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import type { Contact as ContactSection } from "../Contact"

const ERROR = "Sorry, there was a problem sending your message. Please try again."
const IDS = ["GATSBY_EMAILJS_SERVICE_ID", "GATSBY_EMAILJS_TEMPLATE_ID", "GATSBY_EMAILJS_PUBLIC_KEY"]

let Contact: typeof ContactSection
const fetch = jest.fn()
const logged = jest.fn()

beforeAll(() => {
  // Whatever a developer's shell holds, this build has none of them.
  for (const name of IDS) delete process.env[name]
  // Loaded only now (each test file has its own modules), so mailConfig reads the emptied variables.
  Contact = jest.requireActual<{ Contact: typeof ContactSection }>("../Contact").Contact
  Object.assign(globalThis, { fetch })
})

beforeEach(() => {
  sessionStorage.clear()
  jest.spyOn(console, "error").mockImplementation(logged)
})

test("without mail IDs a send shows the error, keeps every value, sends nothing, and tells the owner why", async () => {
  const user = userEvent.setup()
  render(<Contact coach={{ email: null }} />)
  await user.type(screen.getByLabelText("Name"), "Renée Okafor")
  await user.type(screen.getByLabelText("Email"), "renee@example.org")
  await user.type(screen.getByLabelText("Message"), "Is there time next week?")
  await user.click(screen.getByRole("button", { name: "Send" }))

  expect(await screen.findByRole("alert")).toHaveTextContent(ERROR)
  expect(screen.getByRole("status")).toBeEmptyDOMElement()
  expect(screen.getByLabelText("Name")).toHaveValue("Renée Okafor")
  expect(screen.getByLabelText("Email")).toHaveValue("renee@example.org")
  expect(screen.getByLabelText("Message")).toHaveValue("Is there time next week?")
  expect(fetch).not.toHaveBeenCalled()
  // The browser console, where the site's owner looks, names what is missing.
  expect(logged.mock.calls.flat().join("\n")).toMatch(/public key is required/i)
})
