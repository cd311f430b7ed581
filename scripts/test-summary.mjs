// Usage: node scripts/test-summary.mjs [exit status of npm test]
// Sums the unit (Jest) and browser (Playwright) reports into the one line CI reads: "N passed, N failed".
import { existsSync, readFileSync } from "node:fs"

const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : undefined)
const jest = read(".reports/jest.json")
const e2e = read(".reports/e2e.json")

const passed = (jest?.numPassedTests ?? 0) + (e2e?.stats.expected ?? 0) + (e2e?.stats.flaky ?? 0)
const suiteFailures =
  (jest ? jest.numFailedTests + jest.numRuntimeErrorTestSuites : 0) + (e2e?.stats.unexpected ?? 0)
// `npm test` can stop before any test runs (typecheck, lint, build): that stop is a failure too.
const exitStatus = Number(process.argv[2] ?? 0)
const failed = suiteFailures === 0 && exitStatus !== 0 ? 1 : suiteFailures
const skipped = (jest?.numPendingTests ?? 0) + (e2e?.stats.skipped ?? 0)

console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`)
