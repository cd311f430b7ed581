/** @jest-environment node */
import { onPreInit } from "../gatsby-node"

const run = (env: Record<string, string>) => {
  const saved = { ...process.env }
  process.env = { ...saved, SITE_TODAY: "", SITE_TIME_ZONE: "", ...env }
  try {
    const reporter = { panic: jest.fn(), info: jest.fn() }
    ;(onPreInit as (args: unknown) => void)({ reporter })
    return reporter
  } finally {
    process.env = saved
  }
}

test("a bad SITE_TODAY or SITE_TIME_ZONE stops the build before anything is built, naming the setting", () => {
  expect(run({ SITE_TODAY: "5 January 2031" }).panic).toHaveBeenCalledWith(
    'source-content: SITE_TODAY must be a day written YYYY-MM-DD, like 2031-01-05; it is "5 January 2031".',
  )
  expect(run({ SITE_TIME_ZONE: "Europe/Atlantis" }).panic).toHaveBeenCalledWith(
    expect.stringMatching(
      /^source-content: SITE_TIME_ZONE must be a time zone's IANA name.*"Europe\/Atlantis"/,
    ),
  )
})

test("a good day is said in the build's log, and nothing stops", () => {
  const { panic, info } = run({ SITE_TODAY: "2031-01-05", SITE_TIME_ZONE: "Europe/London" })
  expect(panic).not.toHaveBeenCalled()
  expect(info).toHaveBeenCalledWith("source-content: publishing what is due on 2031-01-05")
})
