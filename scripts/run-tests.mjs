// npm test: every check, each whatever another's result, so one failure hides nothing; the exit status
// is a failure if any failed. Each step's time goes to .reports/steps.tsv, which
// scripts/test-summary.mjs prints with the slowest tests.
//
// Only typecheck and lint (one thread each) run side by side; every later step fills both cores alone:
// beside one another they took as long as one after the other and pushed tests past their limits.
import { spawn } from "node:child_process"
import { appendFileSync, mkdirSync, rmSync } from "node:fs"

const STEPS_FILE = ".reports/steps.tsv"

/**
 * Runs `command`, recording its time under `name`; resolves to whether it passed. With `hold`, its
 * output is printed whole when it ends, so that two steps side by side never interleave line by line.
 */
function step(name, command, args, { hold = false } = {}) {
  const started = Date.now()
  const child = spawn(command, args, { stdio: hold ? ["ignore", "pipe", "pipe"] : "inherit" })
  const held = []
  if (hold)
    for (const stream of [child.stdout, child.stderr]) stream.on("data", (c) => held.push(c))
  return new Promise((resolve) => {
    child.on("close", (code, signal) => {
      const seconds = Math.round((Date.now() - started) / 1000)
      const passed = code === 0
      appendFileSync(STEPS_FILE, `${name}\t${seconds}\t${passed ? "passed" : "failed"}\n`)
      if (hold) {
        process.stdout.write(`\n── ${name}: ${passed ? "passed" : "FAILED"} in ${seconds} s ──\n`)
        process.stdout.write(Buffer.concat(held))
      }
      if (signal) console.error(`${name} was ended by ${signal}`)
      resolve(passed)
    })
  })
}

mkdirSync(".reports", { recursive: true })
rmSync(STEPS_FILE, { force: true })

const results = await Promise.all([
  step("typecheck", "npx", ["tsc", "--noEmit"], { hold: true }),
  step("lint", "npm", ["run", "--silent", "lint"], { hold: true }),
])
results.push(await step("unit and build tests (Jest)", "npx", ["jest"]))
// Without a browser or feedparser the browser tests cannot run: that step says what to install.
if (await step("browsers present", "node", ["scripts/require-chromium.mjs"])) {
  results.push(await step("builds and browser tests", "npx", ["playwright", "test"]))
  // A visitor's main paths again in Firefox and WebKit (e2e/engines/), against the main build the browser
  // tests have just made: about 20 s, the two engines side by side.
  results.push(await step("Firefox and WebKit", "npm", ["run", "--silent", "test:engines"]))
  results.push(
    await step("gatsby develop tests", "npx", [
      "playwright",
      "test",
      "--config",
      "playwright.develop.config.ts",
    ]),
  )
} else results.push(false)
process.exit(results.every(Boolean) ? 0 : 1)
