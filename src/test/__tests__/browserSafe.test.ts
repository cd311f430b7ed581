/** @jest-environment node */
// The editor bundles much of src/, so what reads the disk lives in plugins/; so does a plugin's
// browser code, every file beside its gatsby-browser.ts but gatsby-node.ts. src/test/ aside.
import { builtinModules } from "module"
import { readdirSync, readFileSync } from "fs"
import path from "path"

const SOURCE = /\.(ts|tsx|js|mjs)$/
const skipped = (relative: string) =>
  relative.split(path.sep).includes("__tests__") || relative.startsWith(`test${path.sep}`)

const sources = (readdirSync("src", { recursive: true }) as string[])
  .filter((relative) => SOURCE.test(relative) && !relative.endsWith(".d.ts") && !skipped(relative))
  .sort()

// A plugin that ships browser code keeps it beside its gatsby-browser.ts (start-in-slices).
const pluginBrowserCode = (readdirSync("plugins") as string[])
  .filter((plugin) => readdirSync(path.join("plugins", plugin)).includes("gatsby-browser.ts"))
  .flatMap((plugin) =>
    readdirSync(path.join("plugins", plugin))
      .filter((file) => SOURCE.test(file) && !file.endsWith(".d.ts") && file !== "gatsby-node.ts")
      .map((file) => path.join("plugins", plugin, file)),
  )

const builtins = new Set(builtinModules.flatMap((name) => [name, `node:${name}`]))
// Every module a file names: `from "x"`, `import "x"`, `require("x")`, `import("x")`.
const SPECIFIER = /(?:from\s+|import\s*\(?\s*|require\s*\(\s*)["']([^"']+)["']/g

test("src/ has source files to check", () => {
  expect(sources.length).toBeGreaterThan(20)
})

test("a plugin's browser code is checked too", () => {
  expect(pluginBrowserCode).toContain(path.join("plugins", "start-in-slices", "gatsby-browser.ts"))
})

test.each([...sources.map((relative) => path.join("src", relative)), ...pluginBrowserCode])(
  "%s imports no Node built-in",
  (file) => {
    const text = readFileSync(file, "utf8")
    const imported = [...text.matchAll(SPECIFIER)].map(([, specifier]) => specifier!)
    expect(imported.filter((specifier) => builtins.has(specifier))).toEqual([])
  },
)
