/** @jest-environment node */
import { DEFAULT_SITE_URL, mailOriginFrom, siteUrlForConfig, siteUrlFrom } from "../addresses"
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
  ["ftp://becomingyourbest.netlify.app", "only https:// is allowed"],
  ["data://text/html,<script>alert(1)</script>", "only https:// is allowed"],
  ["https://coach.example; script-src *", "it holds a space or a control character"],
  [" https://coach.example", "it holds a space or a control character"],
  ["https://coach.example\n", "it holds a space or a control character"],
  ["https://coach.example\u0000", "it holds a space or a control character"],
  ["https://", "it is not an address a browser can read"],
  ["https://exa mple.com", "it holds a space or a control character"],
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
      expect(panic).toHaveBeenCalledWith(expect.stringMatching(new RegExp(`^${name} must be`)))
    }
    process.env = { ...saved, SITE_URL: "", GATSBY_EMAILJS_ORIGIN: "" }
    const panic = jest.fn()
    ;(onPreInit as (args: unknown) => void)({ reporter: { panic } })
    expect(panic).not.toHaveBeenCalled()
  } finally {
    process.env = saved
  }
})
