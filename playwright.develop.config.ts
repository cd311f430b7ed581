import { defineConfig, devices } from "@playwright/test"
import { chromiumArgs, testChromiumPath } from "./e2e/chromium.mjs"

// `gatsby develop` on a scratch copy of the site (e2e/develop.spec.ts). A run of its own, after the
// browser tests (scripts/e2e.mjs runs both, whatever the first's result): its start takes both cores, and
// no other test should share them, nor wait for it.
export default defineConfig({
  testDir: "e2e",
  testMatch: /develop\.spec/,
  // Twice its run measured with one core busy elsewhere.
  globalTimeout: 6 * 60_000,
  forbidOnly: Boolean(process.env.CI),
  workers: 1,
  // Its own folder: Playwright empties the output folder when a run starts, and the first run's traces
  // of failures must outlive this one.
  outputDir: "test-results/develop",
  reporter: [["list"], ["json", { outputFile: ".reports/e2e-develop.json" }]],
  use: {
    ...devices["Desktop Chrome"],
    channel: undefined,
    // As in playwright.config.ts: no trace for every test; a screenshot of a failure.
    trace: "off",
    screenshot: "only-on-failure",
    launchOptions: { executablePath: testChromiumPath(), args: chromiumArgs },
  },
})
