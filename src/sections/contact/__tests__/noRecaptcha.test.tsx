// A build without GATSBY_RECAPTCHA_SITE_KEY (the tests' default): nothing of reCAPTCHA anywhere.
import { render, screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { renderToString } from "react-dom/server"
import { Contact } from "../../Contact"

test("no key: no attribute, no box, no second status line, and no script when the visitor starts on the form", async () => {
  expect(renderToString(<Contact coach={{ email: null }} />)).not.toMatch(/recaptcha/i)
  const user = userEvent.setup()
  render(<Contact coach={{ email: null }} />)
  const form = screen.getByRole("form", { name: "Contact Me" })
  expect(form).not.toHaveAttribute("data-recaptcha-site-key")
  await user.click(screen.getByLabelText("Message"))
  await user.paste("x".repeat(10_001))
  // The form's code has come: it marks the message too long.
  await waitFor(() => expect(screen.getByLabelText("Message")).toBeInvalid())
  expect(within(form).getAllByRole("status")).toHaveLength(1)
  expect(document.querySelectorAll("script")).toHaveLength(0)
  expect(document.body.innerHTML).not.toMatch(/recaptcha/i)
})
