/** @jest-environment node */
// The page as the build makes it (server rendering), with GATSBY_RECAPTCHA_SITE_KEY as a build has it.
import { renderToString } from "react-dom/server"
import { Contact } from "../../Contact"
import { SITE_KEY } from "../__fixtures__/grecaptcha"

const page = () => renderToString(<Contact coach={{ email: null }} />)

afterEach(() => delete process.env.GATSBY_RECAPTCHA_SITE_KEY)

test("with a key the form carries it, for the page's policy, and nothing else of reCAPTCHA until a visitor starts on it", () => {
  process.env.GATSBY_RECAPTCHA_SITE_KEY = SITE_KEY
  const html = page()
  expect(html).toMatch(new RegExp(`<form [^>]*data-recaptcha-site-key="${SITE_KEY}"`))
  expect(html.match(/recaptcha/gi)).toHaveLength(1)
})

test("without one, nothing of reCAPTCHA", () => {
  expect(page()).not.toMatch(/recaptcha/i)
})

test.each([`x" onload="alert(1)`, `${SITE_KEY}"><script>alert(1)</script>`, "not-a-key"])(
  "GATSBY_RECAPTCHA_SITE_KEY=%j stops the page being made, with the setting named",
  (value) => {
    process.env.GATSBY_RECAPTCHA_SITE_KEY = value
    expect(page).toThrow(
      `GATSBY_RECAPTCHA_SITE_KEY must be a reCAPTCHA v2 site key (40 letters, digits, "-" or "_"), or empty for a form without reCAPTCHA; it is ${JSON.stringify(value)}.`,
    )
  },
)
