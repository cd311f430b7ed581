import { defineConfig, devices } from "@playwright/test"
import { chromiumArgs, chromiumPath } from "./e2e/chromium.mjs"
import type { SiteOptions } from "./e2e/test"

const chrome = { ...devices["Desktop Chrome"], channel: undefined }

// Runs against production builds made and served by e2e/global-setup.ts, as visitors get them. Each test
// is aimed at one of those builds by the `site` option (e2e/test.ts): the main site unless a project says.
export default defineConfig<SiteOptions>({
  testDir: "e2e",
  globalSetup: "./e2e/global-setup.ts",
  // Three builds come first; each test then gets the usual time.
  globalTimeout: 20 * 60_000,
  forbidOnly: Boolean(process.env.CI),
  workers: 2,
  reporter: [["list"], ["json", { outputFile: ".reports/e2e.json" }]],
  use: {
    trace: "retain-on-failure",
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
  },
  projects: [
    { name: "desktop", testIgnore: /(security|coachEdits|develop)\.spec/, use: { ...chrome } },
    // Uses the local mail server's port, which contact.spec.ts holds while it runs: so it runs after.
    {
      name: "security",
      testMatch: /security\.spec/,
      dependencies: ["desktop"],
      use: { ...chrome },
    },
    // Every spec that reads content, again, against a copy the coach has edited (e2e/coachEdits.ts).
    {
      name: "edited-content",
      testMatch:
        /(page|resources|resourceAddress|resourcePages|a11y|seo|foundation|budgets|coachEdits)\.spec/,
      use: { ...chrome, site: "edited" },
    },
    // `gatsby develop` on a copy of the site (no build): last, so that its start-up, minutes of both
    // cores, slows no other test.
    {
      name: "develop",
      testMatch: /develop\.spec/,
      dependencies: ["security", "edited-content"],
      use: { ...chrome },
    },
  ],
})
