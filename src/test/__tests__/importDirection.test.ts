/** @jest-environment node */
// The layers of docs/development.md#layout; nothing in src/ imports the editor or a plugin.
import { readdirSync, readFileSync } from "fs"
import path from "path"

/** The layers, lowest first: a file may import its own layer's files and those below. */
const LAYERS = ["model", "lib", "components", "sections", "pages", "admin", "plugins"] as const
type Layer = (typeof LAYERS)[number]

/** A file's layer by its folder; null for what stands outside them (tests, types, styles). */
function layerOf(file: string): Layer | null {
  const [top, folder] = file.split("/")
  // The root's Gatsby files: the browser's (gatsby-browser.ts) is the site's, as a page is; the
  // build's (gatsby-config.ts, gatsby-node.ts) stand with the plugins.
  if (top === "gatsby-browser.ts") return "pages"
  if (top === "gatsby-config.ts" || top === "gatsby-node.ts") return "plugins"
  if (top === "plugins") return "plugins"
  if (top !== "src" || !folder) return null
  // What the plugins, the editor and the page agree on: constants, importing nothing of the site's.
  if (folder === "siteConfig.ts") return "model"
  if (folder === "templates") return "pages"
  return (LAYERS as readonly string[]).includes(folder) ? (folder as Layer) : null
}

const SOURCE = /\.(ts|tsx|mjs)$/
const isTest = (file: string) => file.split("/").includes("__tests__")
const sourcesIn = (folder: string) =>
  (readdirSync(folder, { recursive: true }) as string[])
    .map((relative) => path.posix.join(folder, relative.split(path.sep).join("/")))
    .filter((file) => SOURCE.test(file) && !file.endsWith(".d.ts") && !isTest(file))

const ROOT_FILES = ["gatsby-browser.ts", "gatsby-config.ts", "gatsby-node.ts"]
const files = [...ROOT_FILES, ...sourcesIn("src"), ...sourcesIn("plugins")].filter((file) =>
  layerOf(file),
)

// Every module a file names: `from "x"`, `import "x"`, `import("x")`.
const SPECIFIER = /(?:from\s+|import\s*\(?\s*)["'](\.{1,2}\/[^"']+)["']/g

/** The files `file` imports from the repository, by their path from its root. */
const importsOf = (file: string) =>
  [...readFileSync(file, "utf8").matchAll(SPECIFIER)].map(([, specifier]) =>
    path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier!)),
  )

/** Whether a file in `from` may import one in `to`. */
function allowed(from: Layer, to: Layer) {
  if (from === "plugins") return to !== "admin"
  return LAYERS.indexOf(to) <= LAYERS.indexOf(from) && to !== "plugins"
}

test("the layers have files to check", () => {
  for (const layer of LAYERS) expect(files.some((file) => layerOf(file) === layer)).toBe(true)
})

test.each(files)("%s imports nothing from a layer above its own", (file) => {
  const from = layerOf(file)!
  const against = importsOf(file).filter((target) => {
    const to = layerOf(target)
    return to !== null && !allowed(from, to)
  })
  expect(against).toEqual([])
})

test("the rule sees an import against it", () => {
  expect(allowed("model", "lib")).toBe(false)
  expect(allowed("components", "sections")).toBe(false)
  expect(allowed("lib", "plugins")).toBe(false)
  expect(allowed("plugins", "admin")).toBe(false)
  expect(allowed("sections", "components")).toBe(true)
  expect(layerOf("src/templates/ResourcePage.tsx")).toBe("pages")
  expect(allowed(layerOf("gatsby-browser.ts")!, "admin")).toBe(false)
})

/** The repository file a resolved specifier names (its extension left out, or a folder's index). */
const known = new Set(files)
const fileOf = (target: string) =>
  [target, `${target}.ts`, `${target}.tsx`, `${target}/index.ts`, `${target}/index.tsx`].find(
    (candidate) => known.has(candidate),
  )

/** Each cycle of imports among `files`, as the chain of files that closes it. */
function cycles(graph: Map<string, string[]>): string[][] {
  const found: string[][] = []
  const done = new Set<string>()
  const visit = (file: string, chain: string[]) => {
    const at = chain.indexOf(file)
    if (at >= 0) return void found.push([...chain.slice(at), file])
    if (done.has(file)) return
    for (const next of graph.get(file) ?? []) visit(next, [...chain, file])
    done.add(file)
  }
  for (const file of graph.keys()) visit(file, [])
  return found
}

test("no two files import each other, directly or round a longer loop", () => {
  const graph = new Map(
    files.map((file) => [file, importsOf(file).flatMap((target) => fileOf(target) ?? [])]),
  )
  expect(cycles(graph)).toEqual([])
})

test("the cycle check sees a loop", () => {
  const loop = new Map([
    ["a.ts", ["b.ts"]],
    ["b.ts", ["c.ts"]],
    ["c.ts", ["a.ts"]],
  ])
  expect(cycles(loop)).toEqual([["a.ts", "b.ts", "c.ts", "a.ts"]])
  expect(cycles(new Map([["a.ts", ["b.ts"]]]))).toEqual([])
})
