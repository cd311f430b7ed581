/** @jest-environment node */
// Configuration that nothing else would catch going stale: TypeScript says nothing of an included file
// that is gone, and ESLint's React rules quietly check against whatever React version they are given.
import { execFile } from "child_process"
import fs from "fs"
import path from "path"
import { promisify } from "util"
import ts from "typescript"

const ROOT = path.resolve(__dirname, "../../..")

/** The path up to its first wildcard: for a glob such as src/**, the folder it starts from. */
const staticPart = (pattern: string) => pattern.split(/[*?]/)[0]!.replace(/\/$/, "")

/** What tsconfig.json names to typecheck: its files and its include patterns. */
function typechecked(): string[] {
  const { config, error } = ts.readConfigFile(path.join(ROOT, "tsconfig.json"), ts.sys.readFile)
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, "\n"))
  return [...(config.files ?? []), ...(config.include ?? [])]
}

test("every file and folder tsconfig.json includes exists", () => {
  const named = typechecked()
  expect(named.length).toBeGreaterThan(0)
  const missing = named.filter((entry) => !fs.existsSync(path.join(ROOT, staticPart(entry))))
  expect(missing).toEqual([])
})

test("every TypeScript file at the root is typechecked", () => {
  const named = new Set(typechecked())
  const atRoot = fs.readdirSync(ROOT).filter((name) => /\.tsx?$/.test(name))
  expect(atRoot.filter((name) => !named.has(name))).toEqual([])
})

test("ESLint's React rules know the React that is installed", async () => {
  // eslint.config.mjs is an ES module, which Jest cannot import: a child Node asks ESLint itself for
  // the settings a component file is linted with.
  const script = `
    import { ESLint } from "eslint"
    const config = await new ESLint().calculateConfigForFile("src/pages/index.tsx")
    console.log(JSON.stringify(config.settings?.react?.version ?? null))
  `
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ["--input-type=module", "-e", script],
    { cwd: ROOT },
  )
  const linted: string | null = JSON.parse(stdout)
  const installed: string = JSON.parse(
    fs.readFileSync(require.resolve("react/package.json"), "utf8"),
  ).version
  const major = (version: string | null) => version?.split(".")[0]
  // "detect" has the plugin read the installed version itself.
  expect(linted === "detect" ? major(installed) : major(linted)).toBe(major(installed))
}, 30_000)
