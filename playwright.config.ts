import { defineConfig, devices } from "@playwright/test"
import { chromiumArgs, chromiumPath } from "./e2e/chromium.mjs"

const PORT = 9100
const baseURL = `http://127.0.0.1:${PORT}`

// Runs against the production build in public/ (`npm run build` first), as visitors get it.
export default defineConfig({
  testDir: "e2e",
  forbidOnly: Boolean(process.env.CI),
  workers: 2,
  reporter: [["list"], ["json", { outputFile: ".reports/e2e.json" }]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
  },
  projects: [{ name: "desktop", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    command: `npx gatsby serve --host 127.0.0.1 --port ${PORT}`,
    url: baseURL,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
})
