// Gatsby's unit-testing recipe (babel-preset-gatsby, a gatsby mock, the loader shim) on Jest 30, in two
// projects: `unit` needs no build and is the fast loop (npm run test:fast); `build` runs a real `gatsby
// build` of a scratch copy (files named *.build.test.ts), so it runs in npm test only.
const shared = {
  transform: { "^.+\\.[jt]sx?$": "<rootDir>/jest-preprocess.js" },
  moduleNameMapper: {
    "\\.css$": "<rootDir>/__mocks__/style-mock.js",
    "\\.(jpe?g|png|gif|svg|webp|avif)$": "<rootDir>/__mocks__/file-mock.js",
  },
  testPathIgnorePatterns: [
    "node_modules",
    "\\.cache",
    "<rootDir>/public",
    "<rootDir>/e2e",
    "<rootDir>/.e2e",
    // The benchmark's scratch copies of the repository.
    "<rootDir>/.bench",
  ],
  modulePathIgnorePatterns: ["<rootDir>/.bench", "<rootDir>/.e2e"],
  transformIgnorePatterns: ["node_modules/(?!(gatsby|gatsby-script|gatsby-link)/)"],
  globals: { __PATH_PREFIX__: "" },
  // Jest's 5 s is for a quiet machine: in npm test the unit tests share the cores with a build, and CI's
  // machine may have a core busy besides. A test that hangs still fails, in 20 s.
  testTimeout: 20_000,
  testEnvironment: "jsdom",
  testEnvironmentOptions: { url: "http://localhost/" },
  setupFiles: ["<rootDir>/loadershim.js"],
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
}

const BUILD_TESTS = "\\.build\\.test\\.[jt]sx?$"

/** @type {import('jest').Config} */
module.exports = {
  // Both cores: Jest's default leaves one free, and the unit tests are all CPU.
  maxWorkers: 2,
  reporters: ["default", "<rootDir>/scripts/jest-report.cjs"],
  projects: [
    {
      ...shared,
      displayName: "unit",
      testPathIgnorePatterns: [...shared.testPathIgnorePatterns, BUILD_TESTS],
    },
    { ...shared, displayName: "build", testRegex: BUILD_TESTS },
  ],
}
