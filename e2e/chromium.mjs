// Where the system's Chromium is, and the flags that keep it from calling home (this machine has no
// internet). Both come from Debian's packages: `chromium`, the browser, and `chromium-headless-shell`,
// the same engine without the browser around it, which loads a page in about half the time and so runs
// the browser tests (as Playwright's own builds do). CHROME_PATH, when set, is used for both.
import { existsSync } from "node:fs"

const HEADLESS_SHELL = "/usr/lib/chromium/chromium-headless-shell"

/** The browser itself: for measurements (npm run bench) and for tests of a real browser profile. */
export const chromiumPath = () => process.env.CHROME_PATH || "/usr/bin/chromium"

/** What the browser tests run in: the headless shell where it is installed, else the browser. */
export const testChromiumPath = () =>
  process.env.CHROME_PATH || (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : chromiumPath())

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
]
