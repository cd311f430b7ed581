// Usage: node scripts/test-summary.mjs [exit status of npm test]
// What CI prints last: the time of each step (written by .ci/run, scripts/run-tests.mjs and the browser
// tests' builds), the ten slowest tests of every runner, and the one line CI reads: "N passed, N failed".
import { existsSync, readFileSync } from "node:fs"

const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : undefined)
// The unit and build tests, and the Firefox and WebKit run (e2e/engines/), both Jest's.
const jests = [read(".reports/jest.json"), read(".reports/engines.json")].filter(Boolean)
const jestSum = (key) => jests.reduce((total, report) => total + (report[key] ?? 0), 0)
// The browser tests against the builds, and gatsby develop's run after them.
const e2e = [read(".reports/e2e.json"), read(".reports/e2e-develop.json")].filter(Boolean)
const sum = (key) => e2e.reduce((total, report) => total + (report.stats[key] ?? 0), 0)

/** Every test of a Playwright report, with its project and its longest try. */
function playwrightTests(report) {
  const tests = []
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        tests.push({
          file: `e2e/${file}`,
          title: `${test.projectName ? `[${test.projectName}] ` : ""}${spec.title}`,
          ms: Math.max(0, ...test.results.map((result) => result.duration)),
        })
    for (const child of suite.suites ?? []) walk(child, file)
  }
  for (const suite of report.suites) walk(suite, suite.file)
  return tests
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`

/** A file of steps, a line each: name, seconds, passed or failed. */
const stepsIn = (file) =>
  existsSync(file) ? readFileSync(file, "utf8").trimEnd().split("\n").filter(Boolean) : []
// .ci/run's own steps, then npm test's, with the test builds under the browser tests that made them.
const builds = stepsIn(".reports/builds.tsv")
const steps = [...stepsIn(".reports/ci-steps.tsv"), ...stepsIn(".reports/steps.tsv")].flatMap(
  (line) => (line.startsWith("builds and browser tests\t") ? [line, ...builds] : [line]),
)
if (steps.length) {
  console.log("\nSteps, in seconds (typecheck and lint run side by side):")
  for (const line of steps) {
    const [name, time, status] = line.split("\t")
    console.log(`  ${time.padStart(5)}  ${name}${status === "passed" ? "" : `  (${status})`}`)
  }
}

const slowest = [
  ...jests.flatMap((report) => report.slowest ?? []),
  ...e2e.flatMap(playwrightTests),
]
  .sort((a, b) => b.ms - a.ms)
  .slice(0, 10)
if (slowest.length) {
  console.log("\nThe ten slowest tests:")
  for (const { file, title, ms } of slowest)
    console.log(`  ${seconds(ms).padStart(7)}  ${file} › ${title}`)
  console.log("")
}

const passed = jestSum("numPassedTests") + sum("expected") + sum("flaky")
const suiteFailures =
  jestSum("numFailedTests") + jestSum("numRuntimeErrorTestSuites") + sum("unexpected")
// `npm test` can stop before any test runs (typecheck, lint, build): that stop is a failure too.
const exitStatus = Number(process.argv[2] ?? 0)
const failed = suiteFailures === 0 && exitStatus !== 0 ? 1 : suiteFailures
const skipped = jestSum("numPendingTests") + sum("skipped")

console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`)
