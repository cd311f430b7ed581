// Usage: node scripts/test-summary.mjs [exit status of npm test]
// Sums the unit (Jest) and browser (Playwright) reports into the one line CI reads: "N passed, N failed".
import { existsSync, readFileSync } from "node:fs"

const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : undefined)
const jest = read(".reports/jest.json")
// The browser tests against the builds, and gatsby develop's run after them.
const e2e = [read(".reports/e2e.json"), read(".reports/e2e-develop.json")].filter(Boolean)
const sum = (key) => e2e.reduce((total, report) => total + (report.stats[key] ?? 0), 0)

const passed = (jest?.numPassedTests ?? 0) + sum("expected") + sum("flaky")
const suiteFailures =
  (jest ? jest.numFailedTests + jest.numRuntimeErrorTestSuites : 0) + sum("unexpected")
// `npm test` can stop before any test runs (typecheck, lint, build): that stop is a failure too.
const exitStatus = Number(process.argv[2] ?? 0)
const failed = suiteFailures === 0 && exitStatus !== 0 ? 1 : suiteFailures
const skipped = (jest?.numPendingTests ?? 0) + sum("skipped")

console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`)
