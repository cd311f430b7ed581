/** @jest-environment node */
import { DEFAULT_SITE_URL, mailOriginFrom, siteUrlForConfig, siteUrlFrom } from "../addresses"
import { DEFAULT_MAIL_ORIGIN } from "../../../src/lib/contact/mailConfig"
import { onPreInit } from "../gatsby-node"

test("SITE_URL: the site's https address, a final / dropped; unset or empty, the default", () => {
  expect(siteUrlFrom({})).toBe(DEFAULT_SITE_URL)
  expect(siteUrlFrom({ SITE_URL: "" })).toBe(DEFAULT_SITE_URL)
  expect(siteUrlFrom({ SITE_URL: "https://becomingyourbest.example" })).toBe(
    "https://becomingyourbest.example",
  )
  expect(siteUrlFrom({ SITE_URL: "https://Coach.Example:8443/" })).toBe(
    "https://coach.example:8443",
  )
  // A production build served on this computer (npm start).
  expect(siteUrlFrom({ SITE_URL: "http://127.0.0.1:9000" })).toBe("http://127.0.0.1:9000")
  expect(siteUrlFrom({ SITE_URL: "http://[::1]:9000/" })).toBe("http://[::1]:9000")
  // The default port is the address without it.
  expect(siteUrlFrom({ SITE_URL: "https://coach.example:443" })).toBe("https://coach.example")
})

test("GATSBY_EMAILJS_ORIGIN: an https origin, or the tests' loopback server; unset, EmailJS's own", () => {
  expect(mailOriginFrom({})).toBeUndefined()
  expect(mailOriginFrom({ GATSBY_EMAILJS_ORIGIN: "" })).toBeUndefined()
  expect(mailOriginFrom({ GATSBY_EMAILJS_ORIGIN: "https://mail-proxy.example" })).toBe(
    "https://mail-proxy.example",
  )
  expect(mailOriginFrom({ GATSBY_EMAILJS_ORIGIN: "http://127.0.0.1:9200" })).toBe(
    "http://127.0.0.1:9200",
  )
})

const SPACE = "it holds a space, a control character or an invisible character"
const NOT_HTTPS = "it does not start with https://"
const notAHost = (host: string) =>
  `it names ${JSON.stringify(host)}, which is not a host on the web`
const AFTER = "it has something after the host"
const HOSTILE: [string, string][] = [
  ["javascript:alert(1)", NOT_HTTPS],
  ["becomingyourbest.netlify.app", NOT_HTTPS],
  ["//becomingyourbest.netlify.app", NOT_HTTPS],
  ["http://becomingyourbest.netlify.app", NOT_HTTPS],
  ["http://localhost.evil.example", NOT_HTTPS],
  ["ftp://becomingyourbest.netlify.app", NOT_HTTPS],
  ["data://text/html,<script>alert(1)</script>", NOT_HTTPS],
  ["https://coach.example; script-src *", SPACE],
  [" https://coach.example", SPACE],
  ["https://coach.example\n", SPACE],
  ["https://coach.example\u0000", SPACE],
  ["https://coach.example\u202E", SPACE],
  ["https://", "it is not an address a browser can open"],
  ["https://*", notAHost("*")],
  ["https://*.example.com", notAHost("*.example.com")],
  ['https://a"x.example', notAHost('a"x.example')],
  ["https://coach.example;frame-ancestors", notAHost("coach.example;frame-ancestors")],
  ["https://-coach.example", notAHost("-coach.example")],
  ["https://coach..example", notAHost("coach..example")],
  ["https://exa mple.com", SPACE],
  ["https://coach.example:99999", "it is not an address a browser can open"],
  ["https://coach.example:6000", "it names port 6000, which browsers refuse"],
  ["https://0x7f.1", "it names its host by an IP address: use the site's name"],
  ["https://10.1.2.3", "it names its host by an IP address: use the site's name"],
  ["https://user:secret@coach.example", "it holds a user name or password"],
  ["https://coach.example?utm=1", AFTER],
  ["https://coach.example#top", AFTER],
  ["https://coach.example/blog", AFTER],
  ['https://coach.example/"><script>', AFTER],
]

test.each(HOSTILE)("SITE_URL=%j stops the build: %s", (value, problem) => {
  const build = () => siteUrlFrom({ SITE_URL: value })
  expect(build).toThrow(
    `SITE_URL must be an address like https://becomingyourbest.netlify.app: https://, the host, nothing after it; it is ${JSON.stringify(value)}: ${problem}`,
  )
  // gatsby-config's copy never throws (Gatsby would build from an empty config); onPreInit stops it.
  expect(siteUrlForConfig({ SITE_URL: value })).toBe(DEFAULT_SITE_URL)
})

test.each([...HOSTILE, ["https://api.emailjs.com/", AFTER]])(
  "GATSBY_EMAILJS_ORIGIN=%j stops the build: %s",
  (value, problem) => {
    expect(() => mailOriginFrom({ GATSBY_EMAILJS_ORIGIN: value })).toThrow(
      `GATSBY_EMAILJS_ORIGIN must be an address like https://api.emailjs.com: https://, the host, nothing after it; it is ${JSON.stringify(value)}: ${problem}`,
    )
  },
)

test("the build stops before anything is built, with the setting's message, when either is bad", () => {
  const saved = { ...process.env }
  try {
    for (const [name, value] of [
      ["SITE_URL", "https://coach.example/blog"],
      ["GATSBY_EMAILJS_ORIGIN", "javascript:alert(1)"],
    ] as const) {
      process.env = { ...saved, [name]: value }
      const panic = jest.fn()
      ;(onPreInit as (args: unknown) => void)({ reporter: { panic } })
      expect(panic).toHaveBeenCalledWith(
        `security-headers: ${name} must be an address like ${name === "SITE_URL" ? DEFAULT_SITE_URL : DEFAULT_MAIL_ORIGIN}: https://, the host, nothing after it; it is ${JSON.stringify(value)}: ${name === "SITE_URL" ? AFTER : NOT_HTTPS}.`,
      )
    }
    process.env = { ...saved, SITE_URL: "", GATSBY_EMAILJS_ORIGIN: "" }
    const panic = jest.fn()
    ;(onPreInit as (args: unknown) => void)({ reporter: { panic } })
    expect(panic).not.toHaveBeenCalled()
  } finally {
    process.env = saved
  }
})

test("a reCAPTCHA key that is no key stops the build before anything is built, naming the setting", () => {
  const saved = { ...process.env }
  try {
    process.env = { ...saved, SITE_URL: "", GATSBY_EMAILJS_ORIGIN: "" }
    process.env.GATSBY_RECAPTCHA_SITE_KEY = 'x" onload="alert(1)'
    const panic = jest.fn()
    ;(onPreInit as (args: unknown) => void)({ reporter: { panic } })
    expect(panic).toHaveBeenCalledWith(
      expect.stringMatching(/^security-headers: GATSBY_RECAPTCHA_SITE_KEY must be/),
    )
  } finally {
    process.env = saved
  }
})
