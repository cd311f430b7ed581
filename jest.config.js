// Gatsby's unit-testing recipe (babel-preset-gatsby, a gatsby mock, the loader shim) on Jest 30.
/** @type {import('jest').Config} */
module.exports = {
  transform: { "^.+\\.[jt]sx?$": "<rootDir>/jest-preprocess.js" },
  moduleNameMapper: {
    "\\.css$": "<rootDir>/__mocks__/style-mock.js",
    "\\.(jpe?g|png|gif|svg|webp|avif)$": "<rootDir>/__mocks__/file-mock.js",
  },
  testPathIgnorePatterns: ["node_modules", "\\.cache", "<rootDir>/public", "<rootDir>/e2e"],
  transformIgnorePatterns: ["node_modules/(?!(gatsby|gatsby-script|gatsby-link)/)"],
  globals: { __PATH_PREFIX__: "" },
  testEnvironment: "jsdom",
  testEnvironmentOptions: { url: "http://localhost/" },
  setupFiles: ["<rootDir>/loadershim.js"],
  reporters: ["default", "<rootDir>/scripts/jest-report.cjs"],
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
}
