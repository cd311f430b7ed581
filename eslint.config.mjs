import js from "@eslint/js"
import tseslint from "typescript-eslint"
import react from "eslint-plugin-react"
import reactHooks from "eslint-plugin-react-hooks"
import jsxA11y from "eslint-plugin-jsx-a11y"
import globals from "globals"
import { createRequire } from "module"

// The installed React, read rather than written down, so an upgrade cannot leave the React rules
// checking against an older version (src/test/__tests__/config.test.ts keeps it so).
const reactVersion = createRequire(import.meta.url)("react/package.json").version

export default tseslint.config(
  {
    ignores: [
      "node_modules",
      ".cache",
      "public",
      ".reports",
      "test-results",
      "playwright-report",
      ".e2e",
      ".bench",
      ".netlify",
      "src/gatsby-types.d.ts",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  react.configs.flat.recommended,
  react.configs.flat["jsx-runtime"],
  reactHooks.configs.flat["recommended-latest"],
  jsxA11y.flatConfigs.recommended,
  {
    settings: { react: { version: reactVersion } },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { ignoreRestSiblings: true }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    files: ["**/*.js", "**/*.cjs"],
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    // Playwright fixtures hand their value to a callback named `use`, which is no React hook.
    files: ["e2e/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  {
    files: ["**/__tests__/**", "**/*.test.*", "__mocks__/**", "loadershim.js"],
    languageOptions: { globals: { ...globals.jest } },
  },
)
