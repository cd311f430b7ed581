// A Jest reporter that leaves the run's totals, and its slowest tests, in .reports/jest.json (or the
// file its `file` option names: the Firefox and WebKit run's) for scripts/test-summary.mjs.
const fs = require("fs")
const path = require("path")

const SLOWEST = 10

module.exports = class JsonTotalsReporter {
  constructor(_globalConfig, options = {}) {
    this.file = options.file ?? "jest.json"
  }

  onRunComplete(_contexts, results) {
    const { numPassedTests, numFailedTests, numPendingTests, numRuntimeErrorTestSuites } = results
    const slowest = results.testResults
      .flatMap(({ testFilePath, testResults }) =>
        testResults.map(({ fullName, duration }) => ({
          file: path.relative(process.cwd(), testFilePath),
          title: fullName,
          ms: duration ?? 0,
        })),
      )
      .sort((a, b) => b.ms - a.ms)
      .slice(0, SLOWEST)
    fs.mkdirSync(".reports", { recursive: true })
    fs.writeFileSync(
      path.join(".reports", this.file),
      JSON.stringify({
        numPassedTests,
        numFailedTests,
        numPendingTests,
        numRuntimeErrorTestSuites,
        slowest,
      }),
    )
  }
}
