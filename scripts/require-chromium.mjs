// Browser tests run in the system's Chromium; nothing here downloads a browser. Stop early and say how
// to get one when it is missing.
import { existsSync } from "node:fs"
import { chromiumPath, testChromiumPath } from "../e2e/chromium.mjs"

const INSTALL =
  "Install Debian's packages (sudo apt-get update && sudo apt-get install -y chromium chromium-headless-shell)\n" +
  "or point CHROME_PATH at a Chromium or Chrome binary, then run the tests again."

for (const path of new Set([chromiumPath(), testChromiumPath()])) {
  if (!existsSync(path)) {
    console.error(`No Chromium found at ${path}.\n${INSTALL}`)
    process.exit(1)
  }
}
if (testChromiumPath() === chromiumPath() && !process.env.CHROME_PATH) {
  console.warn(
    "chromium-headless-shell is not installed: the browser tests run in the full browser, about half as fast.",
  )
}
