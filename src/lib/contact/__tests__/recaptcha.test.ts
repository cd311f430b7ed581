import { RECAPTCHA_SOURCES, recaptchaSiteKey, recaptchaSiteKeyFrom } from "../recaptcha"

const keyFrom = (value: string | undefined) =>
  recaptchaSiteKeyFrom({ GATSBY_RECAPTCHA_SITE_KEY: value })

// The shape of Google's keys: this one is its published key for automated tests.
const KEY = "6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI"

test("a site key of Google's shape is taken as it is; none, or an empty one, leaves reCAPTCHA off", () => {
  expect(keyFrom(KEY)).toBe(KEY)
  expect(keyFrom("6Lc-----_____aaaaaZZZZZ00000999998888877")).toHaveLength(40)
  expect(keyFrom(undefined)).toBeUndefined()
  expect(keyFrom("")).toBeUndefined()
})

test.each([
  `x" onload="alert(document.domain)`,
  `${KEY}" data-x="`,
  `${KEY}><script>alert(1)</script>`,
  ` ${KEY}`,
  `${KEY}\n`,
  KEY.slice(1),
  `${KEY}A`,
  "https://www.google.com/recaptcha/api.js",
  `${KEY.slice(0, 39)};`,
])(
  "GATSBY_RECAPTCHA_SITE_KEY=%j is refused, with a message naming the setting and the value",
  (value) => {
    expect(() => keyFrom(value)).toThrow(
      `GATSBY_RECAPTCHA_SITE_KEY must be a reCAPTCHA v2 site key (40 letters, digits, "-" or "_"), or empty for a form without reCAPTCHA; it is ${JSON.stringify(value)}.`,
    )
  },
)

/** Runs `run` with GATSBY_RECAPTCHA_SITE_KEY set to `value`, as a build would have it. */
function withKey(value: string, run: () => void) {
  const saved = process.env.GATSBY_RECAPTCHA_SITE_KEY
  process.env.GATSBY_RECAPTCHA_SITE_KEY = value
  try {
    run()
  } finally {
    if (saved === undefined) delete process.env.GATSBY_RECAPTCHA_SITE_KEY
    else process.env.GATSBY_RECAPTCHA_SITE_KEY = saved
  }
}

test("the key is read and checked where it is used: a hostile value throws there, naming the setting", () => {
  withKey(`x" onload="alert(1)`, () =>
    expect(() => recaptchaSiteKey()).toThrow(/^GATSBY_RECAPTCHA_SITE_KEY must be/),
  )
  withKey(KEY, () => expect(recaptchaSiteKey()).toBe(KEY))
  withKey("", () => expect(recaptchaSiteKey()).toBeUndefined())
})

test("a hostile value breaks nothing that merely imports the module or the mail settings (gatsby-config does)", () => {
  withKey(`x" onload="alert(1)`, () =>
    jest.isolateModules(() => {
      expect(() => jest.requireActual("../recaptcha")).not.toThrow()
      expect(() => jest.requireActual("../mailConfig")).not.toThrow()
    }),
  )
})

test("the page's policy is told exactly the sources Google's FAQ lists for reCAPTCHA v2", () => {
  expect(RECAPTCHA_SOURCES).toEqual({
    "script-src": ["https://www.google.com/recaptcha/", "https://www.gstatic.com/recaptcha/"],
    "frame-src": ["https://www.google.com/recaptcha/", "https://recaptcha.google.com/recaptcha/"],
  })
})
