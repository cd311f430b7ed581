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

const HOSTILE: [string, string][] = [
  ["javascript:alert(1)", "it does not start with https://"],
  ["becomingyourbest.netlify.app", "it does not start with https://"],
  ["//becomingyourbest.netlify.app", "it does not start with https://"],
  ["http://becomingyourbest.netlify.app", "only https:// is allowed"],
  ["http://localhost.evil.example", "only https:// is allowed"],
  ["ftp://becomingyourbest.netlify.app", "only https:// is allowed"],
  ["data://text/html,<script>alert(1)</script>", "only https:// is allowed"],
  ["https://coach.example; script-src *", "it holds a space or a control character"],
  [" https://coach.example", "it holds a space or a control character"],
  ["https://coach.example\n", "it holds a space or a control character"],
  ["https://coach.example\u0000", "it holds a space or a control character"],
  ["https://", '"" is not a host name'],
  ["https://*", '"*" is not a host name'],
  ["https://*.example.com", '"*.example.com" is not a host name'],
  ['https://a"x.example', '"a\\"x.example" is not a host name'],
  ["https://coach.example;frame-ancestors", '"coach.example;frame-ancestors" is not a host name'],
  ["https://coach.example:", '"coach.example:" is not a host name'],
  ["https://-coach.example", '"-coach.example" is not a host name'],
  ["https://coach..example", '"coach..example" is not a host name'],
  ["https://exa mple.com", "it holds a space or a control character"],
  ["https://coach.example:99999", "it is not an address a browser can read"],
  ["https://user:secret@coach.example", "it holds a user name or password"],
  ["https://coach.example?utm=1", "it has a ? or # part"],
  ["https://coach.example#top", "it has a ? or # part"],
  ["https://coach.example/blog", 'it has a path ("/blog")'],
  ['https://coach.example/"><script>', 'it has a path ("/\\"><script>")'],
]

test.each(HOSTILE)("SITE_URL=%j stops the build: %s", (value, problem) => {
  const build = () => siteUrlFrom({ SITE_URL: value })
  expect(build).toThrow(
    `SITE_URL must be an address like https://becomingyourbest.netlify.app: https://, the host, nothing after it; it is ${JSON.stringify(value)}: ${problem}`,
  )
  // gatsby-config's copy never throws (Gatsby would build from an empty config); onPreInit stops it.
  expect(siteUrlForConfig({ SITE_URL: value })).toBe(DEFAULT_SITE_URL)
})

test.each([...HOSTILE, ["https://api.emailjs.com/", 'it has a path ("/")']])(
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
        `${name} must be an address like ${name === "SITE_URL" ? DEFAULT_SITE_URL : DEFAULT_MAIL_ORIGIN}: https://, the host, nothing after it; it is ${JSON.stringify(value)}: ${name === "SITE_URL" ? 'it has a path ("/blog")' : "it does not start with https://"}.`,
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
