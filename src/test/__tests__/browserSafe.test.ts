/** @jest-environment node */
// Everything in src/ can run in a browser (the editor bundles much of it): what reads the disk or runs
// at build time lives in plugins/. Tests and their helpers (src/test/) aside.
import { builtinModules } from "module"
import { readdirSync, readFileSync } from "fs"
import path from "path"

const SOURCE = /\.(ts|tsx|js|mjs)$/
const skipped = (relative: string) =>
  relative.split(path.sep).includes("__tests__") || relative.startsWith(`test${path.sep}`)

const sources = (readdirSync("src", { recursive: true }) as string[])
  .filter((relative) => SOURCE.test(relative) && !relative.endsWith(".d.ts") && !skipped(relative))
  .sort()

const builtins = new Set(builtinModules.flatMap((name) => [name, `node:${name}`]))
// Every module a file names: `from "x"`, `import "x"`, `require("x")`, `import("x")`.
const SPECIFIER = /(?:from\s+|import\s*\(?\s*|require\s*\(\s*)["']([^"']+)["']/g

test("src/ has source files to check", () => {
  expect(sources.length).toBeGreaterThan(20)
})

test.each(sources)("src/%s imports no Node built-in", (relative) => {
  const text = readFileSync(path.join("src", relative), "utf8")
  const imported = [...text.matchAll(SPECIFIER)].map(([, specifier]) => specifier!)
  expect(imported.filter((specifier) => builtins.has(specifier))).toEqual([])
})
