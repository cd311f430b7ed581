import { defineConfig, devices } from "@playwright/test"
import { chromiumArgs, testChromiumPath } from "./e2e/chromium.mjs"
import type { SiteOptions } from "./e2e/test"

const chrome = { ...devices["Desktop Chrome"], channel: undefined }

// Runs against production builds made and served by e2e/global-setup.ts, as visitors get them. Each test
// is aimed at one of those builds by the `site` option (e2e/test.ts): the main site unless a project says.
// No project depends on another, so a failure in one hides nothing of the others. `gatsby develop` has a
// run of its own after this one (playwright.develop.config.ts), with both cores to itself.
export default defineConfig<SiteOptions>({
  testDir: "e2e",
  testIgnore: /develop\.spec/,
  globalSetup: "./e2e/global-setup.ts",
  // The two builds come first (about 3 minutes); the tests then take about as long again. Twice that,
  // for a machine with one core busy elsewhere.
  globalTimeout: 20 * 60_000,
  // At least twice the slowest browser test, and the slowest wait for what a visitor sees, measured with
  // one of the two cores busy (README, Measured times).
  timeout: 30_000,
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  workers: 2,
  reporter: [["list"], ["json", { outputFile: ".reports/e2e.json" }]],
  use: {
    // No trace: one for every test took a third of their time (docs/development.md). A failure still
    // leaves a screenshot and an accessibility snapshot; `--trace on` records one when needed.
    trace: "off",
    screenshot: "only-on-failure",
    launchOptions: { executablePath: testChromiumPath(), args: chromiumArgs },
  },
  projects: [
    // Every page of each build, read from its files without a browser: one short test per page.
    { name: "built", testMatch: /built\/.*\.spec/ },
    {
      name: "desktop",
      // e2e/engines/ holds the Firefox and WebKit tests, which run apart (npm run test:engines).
      // The newsletter's, the offers', the events' and reCAPTCHA's tests need a build with them: the
      // edited content's.
      testIgnore:
        /(security|coachEdits|develop|newsletter|offers|events|recaptcha)\.spec|built\/|engines\//,
      use: { ...chrome },
    },
    // The policy delivered three ways (e2e/global-setup.ts serves each).
    { name: "security", testMatch: /security\.spec/, use: { ...chrome } },
    // Every browser test that reads or shows content, again, against a copy the coach has edited
    // (e2e/coachEdits.ts); a test tagged @content-free behaves the same whatever the content, so runs once.
    {
      name: "edited-content",
      testMatch:
        /(page|resources|resourceAddress|resourcePages|a11y|budgets|coachEdits|booking|newsletter|search|offers|events|recaptcha)\.spec/,
      grepInvert: /@content-free/,
      use: { ...chrome, site: "edited" },
    },
  ],
})
