// Browser tests run in the system's Chromium; nothing here downloads a browser. Stop early and say how
// to get one when it is missing.
import { existsSync } from "node:fs"
import { chromiumPath } from "../e2e/chromium.mjs"

const path = chromiumPath()
if (!existsSync(path)) {
  console.error(
    `No Chromium found at ${path}.\n` +
      "Install Debian's package (sudo apt-get update && sudo apt-get install -y chromium) or point\n" +
      "CHROME_PATH at a Chromium or Chrome binary, then run the tests again.",
  )
  process.exit(1)
}
