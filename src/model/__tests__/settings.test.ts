/** @jest-environment node */
import { readFileSync } from "fs"
import { editorBackend } from "../../../plugins/decap-admin/backend"
import { editorIncluded } from "../../../plugins/decap-admin/editorBuild"
import { mailOriginFrom, siteUrlFrom } from "../../../plugins/security-headers/addresses"
import { sourceMapsWanted } from "../../../plugins/trim-deploy/sourceMaps"
import { recaptchaSiteKeyFrom } from "../../lib/contact/recaptcha"
import { buildDayFrom, timeZoneFrom } from "../publishing"
import { checkSettings, flagFrom, refused, SettingError, settingFrom } from "../settings"

const upperCase = {
  expected: "a word in capitals",
  read: (value: string) => (/^[A-Z]+$/.test(value) ? value.toLowerCase() : refused()),
}

test("a setting unset or empty is undefined; a value is read as written", () => {
  expect(settingFrom({}, "WORD", upperCase)).toBeUndefined()
  expect(settingFrom({ WORD: "" }, "WORD", upperCase)).toBeUndefined()
  expect(settingFrom({ WORD: "HELLO" }, "WORD", upperCase)).toBe("hello")
})

test("a refused value throws one shape of message: the setting, what it must be, the value, and why", () => {
  expect(() => settingFrom({ WORD: " HELLO" }, "WORD", upperCase)).toThrow(
    new SettingError('WORD must be a word in capitals; it is " HELLO".'),
  )
  const withWhy = { ...upperCase, read: () => refused("it has a space") }
  expect(() => settingFrom({ WORD: "A B" }, "WORD", withWhy)).toThrow(
    'WORD must be a word in capitals; it is "A B": it has a space.',
  )
})

test("a value holding a newline is quoted in one line: it cannot write a line of its own into the log", () => {
  const message = () => settingFrom({ WORD: "A\npanic: all is well" }, "WORD", upperCase)
  expect(message).toThrow('WORD must be a word in capitals; it is "A\\npanic: all is well".')
})

test("a flag is on as 1, off unset or empty, and says what 1 means when refused", () => {
  expect(flagFrom({}, "FLAG", "do it")).toBe(false)
  expect(flagFrom({ FLAG: "" }, "FLAG", "do it")).toBe(false)
  expect(flagFrom({ FLAG: "1" }, "FLAG", "do it")).toBe(true)
  expect(() => flagFrom({ FLAG: "true" }, "FLAG", "do it")).toThrow(
    'FLAG must be 1 (do it) or unset; it is "true".',
  )
})

describe("checkSettings, a plugin's onPreInit", () => {
  const fail = () => settingFrom({ WORD: "x" }, "WORD", upperCase)

  test("gives each setting's value, and stops nothing when all are good", () => {
    const panic = jest.fn()
    expect(
      checkSettings(
        { panic },
        "a-plugin",
        () => 1,
        () => "two",
      ),
    ).toEqual([1, "two"])
    expect(panic).not.toHaveBeenCalled()
  })

  test("stops the build once, with the setting's message after the plugin's folder name", () => {
    const panic = jest.fn()
    const after = jest.fn()
    expect(checkSettings({ panic }, "a-plugin", fail, after)).toBeUndefined()
    expect(panic.mock.calls).toEqual([['a-plugin: WORD must be a word in capitals; it is "x".']])
    expect(after).not.toHaveBeenCalled()
  })

  test("lets any other error through as it is: it is a fault in the code, not in a setting", () => {
    const panic = jest.fn()
    const broken = () => {
      throw new TypeError("broken")
    }
    expect(() => checkSettings({ panic }, "a-plugin", broken)).toThrow(TypeError)
    expect(panic).not.toHaveBeenCalled()
  })
})

// Every setting a build reads, with a good value and what is wrong for it in particular. Each is also
// refused as spaces, with a space before or after a good value, or with a line added to it.
const KEY = "6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI"
const NOW = new Date("2031-01-05T12:00:00Z")
const REPO = { DECAP_REPO: "coach/site" }
const SETTINGS: [string, (env: Record<string, string | undefined>) => unknown, string, string[]][] =
  [
    ["SOURCE_MAPS", sourceMapsWanted, "1", ["true", "0", "yes", "on"]],
    ["SKIP_EDITOR", editorIncluded, "1", ["true", "0", "yes", "on"]],
    ["SITE_URL", siteUrlFrom, "https://coach.example", ["true", "0", "HTTPS://coach.example"]],
    [
      "GATSBY_EMAILJS_ORIGIN",
      mailOriginFrom,
      "https://mail.example",
      ["true", "0", "HTTPS://mail.example"],
    ],
    ["GATSBY_RECAPTCHA_SITE_KEY", recaptchaSiteKeyFrom, KEY, ["true", "0", KEY.slice(1)]],
    ["SITE_TODAY", (env) => buildDayFrom(env, NOW), "2031-01-05", ["true", "0", "2031-1-5"]],
    ["SITE_TIME_ZONE", timeZoneFrom, "Europe/London", ["true", "0", "Europe London"]],
    [
      "DECAP_BACKEND",
      (env) => editorBackend({ ...REPO, ...env }),
      "github",
      ["true", "0", "GitHub"],
    ],
    [
      "DECAP_REPO_VISIBILITY",
      (env) => editorBackend({ ...REPO, ...env }),
      "private",
      ["true", "0", "Private"],
    ],
    // "true", "0" and "Main" are all branches Git allows.
    ["DECAP_BRANCH", (env) => editorBackend({ ...REPO, ...env }), "main", []],
    ["DECAP_REPO", editorBackend, "coach/site", ["true", "0", "https://github.com/coach/site"]],
  ]

function thrownBy(run: () => unknown): Error {
  try {
    run()
  } catch (error) {
    return error as Error
  }
  throw new Error("nothing was thrown")
}

describe.each(SETTINGS)("%s", (name, read, good, wrong) => {
  test(`${JSON.stringify(good)} is taken, and empty is as unset`, () => {
    expect(() => read({ [name]: good })).not.toThrow()
    expect(read({ [name]: "" })).toEqual(read({}))
  })

  const hostile = ["  ", ` ${good}`, `${good} `, `${good}\n`, `${good}\nSITE_URL=x`, ...wrong]
  test.each(hostile)("%j stops the build, naming the setting and the value", (value) => {
    expect(() => read({ [name]: value })).toThrow(SettingError)
    const { message } = thrownBy(() => read({ [name]: value }))
    const [expected, given] = message.split(`; it is ${JSON.stringify(value)}`)
    expect(expected).toMatch(new RegExp(`^${name} must be \\S`))
    expect(given).toMatch(/^(: .+)?\.$/)
  })
})

test("every setting a build reads is in the site owner's guide", () => {
  const guide = readFileSync("docs/site-owner.md", "utf8")
  for (const [name] of SETTINGS) expect(guide).toContain(`\`${name}\``)
})
