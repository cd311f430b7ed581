// A Jest reporter that leaves the run's totals in .reports/jest.json for scripts/test-summary.mjs.
const fs = require("fs")
const path = require("path")

module.exports = class JsonTotalsReporter {
  onRunComplete(_contexts, results) {
    const { numPassedTests, numFailedTests, numPendingTests, numRuntimeErrorTestSuites } = results
    fs.mkdirSync(".reports", { recursive: true })
    fs.writeFileSync(
      path.join(".reports", "jest.json"),
      JSON.stringify({
        numPassedTests,
        numFailedTests,
        numPendingTests,
        numRuntimeErrorTestSuites,
      }),
    )
  }
}
