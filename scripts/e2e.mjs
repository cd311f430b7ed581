// npm run test:e2e: the browser tests against the production builds, then `gatsby develop`'s. Both run
// whatever the other's result, so one failure hides nothing; the exit status is a failure if either failed.
import { spawnSync } from "node:child_process"

const runs = [[], ["--config", "playwright.develop.config.ts"]]
let failed = false
for (const options of runs) {
  const { status } = spawnSync("npx", ["playwright", "test", ...options], {
    stdio: "inherit",
  })
  failed ||= status !== 0
}
process.exit(failed ? 1 : 0)
