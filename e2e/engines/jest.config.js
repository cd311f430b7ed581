// The Firefox and WebKit tests (npm run test:engines): a Jest run of their own, after the browser tests
// have built the site (scripts/run-tests.mjs), with the unit tests' TypeScript transform. In Node, not
// jsdom: the pages are the browsers'. Each engine's file starts its own browser; the two run side by side,
// one per core.
const path = require("path")

/** @type {import('jest').Config} */
module.exports = {
  rootDir: path.join(__dirname, "..", ".."),
  displayName: "engines",
  // Only this folder is searched for tests; what they import is found from here. Not *.test.ts nor
  // *.spec.ts, which Playwright would take for its own (playwright.config.ts reads e2e/).
  roots: ["<rootDir>/e2e/engines"],
  testMatch: ["<rootDir>/e2e/engines/*.engine.ts"],
  transform: { "^.+\\.[jt]sx?$": "<rootDir>/jest-preprocess.js" },
  testEnvironment: "node",
  maxWorkers: 2,
  verbose: true,
  // Its totals and slowest tests join the unit tests' in CI's summary (scripts/test-summary.mjs).
  reporters: ["default", ["<rootDir>/scripts/jest-report.cjs", { file: "engines.json" }]],
  // Every step in a page has its own, shorter limit (e2e/engines/visitor.ts): this one only catches a
  // test that is stuck between them.
  testTimeout: 60_000,
}
