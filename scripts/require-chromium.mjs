// Browser tests run in the system's Chromium, and the feed is read by the system's feedparser; nothing
// here downloads either. Stop early and say how to get what is missing.
import { spawnSync } from "node:child_process"
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

// e2e/built/feed.spec.ts reads the feed as readers' apps do, with Debian's python3-feedparser.
if (spawnSync("/usr/bin/python3", ["-c", "import feedparser"]).status !== 0) {
  console.error(
    "No feedparser for /usr/bin/python3: the feed's test needs it.\n" +
      "Install Debian's package (sudo apt-get update && sudo apt-get install -y python3-feedparser), then run the tests again.",
  )
  process.exit(1)
}
