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

// The feed and the calendar files are read as readers' apps do, with Debian's python3-feedparser and
// python3-icalendar.
for (const [module, apt] of [
  ["feedparser", "python3-feedparser"],
  ["icalendar", "python3-icalendar"],
]) {
  if (spawnSync("/usr/bin/python3", ["-c", `import ${module}`]).status !== 0) {
    console.error(
      `No ${module} for /usr/bin/python3: the tests of the feed and the calendar files need it.\n` +
        `Install Debian's package (sudo apt-get update && sudo apt-get install -y ${apt}), then run the tests again.`,
    )
    process.exit(1)
  }
}
