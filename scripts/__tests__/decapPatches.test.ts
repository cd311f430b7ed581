/** @jest-environment node */
// Decap's fixes are patches to its published files (patches/), applied by `npm run patch-decap` as
// the first step of every command that builds or tests: `npm ci` runs no install script here (.npmrc's
// ignore-scripts, which keeps gatsby's postinstall from downloading code). They must be in the Decap
// this repository installs, and a Decap they no longer fit must stop the build rather than ship an
// editor without them.
import { spawnSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"

const PATCHES = path.resolve("patches")
const { scripts } = JSON.parse(fs.readFileSync("package.json", "utf8")) as {
  scripts: Record<string, string>
}
const patches = fs.readdirSync(PATCHES).filter((name) => name.endsWith(".patch"))

/** Each file a patch changes, and the lines it adds to it. */
function addedLines(patch: string) {
  const files = new Map<string, string[]>()
  let current: string[] = []
  for (const line of fs.readFileSync(path.join(PATCHES, patch), "utf8").split("\n")) {
    const file = /^\+\+\+ b\/(.+)$/.exec(line)?.[1]
    if (file) files.set(file, (current = []))
    // Lines with a word in them: "});" is in every file, patched or not.
    else if (line.startsWith("+") && /[A-Za-z]{2}/.test(line)) current.push(line.slice(1))
  }
  return files
}

test("the install applies every patch: each line a patch adds is in Decap's installed file", () => {
  expect(patches.length).toBeGreaterThan(0)
  for (const patch of patches) {
    for (const [file, lines] of addedLines(patch)) {
      const installed = fs.readFileSync(file, "utf8")
      for (const line of lines)
        expect({ patch, file, has: installed.includes(line) }).toEqual({ patch, file, has: true })
    }
  }
})

test("each patched package is the copy the package using it imports", () => {
  // patch-package patches a path; a second copy of a package after an upgrade would leave the one
  // the editor bundles unpatched.
  const users: Record<string, string> = {
    "node_modules/decap-cms-ui-default":
      "node_modules/decap-cms-app/node_modules/decap-cms-widget-list",
    "node_modules/decap-cms-app/node_modules/decap-cms-widget-list": "node_modules/decap-cms-app",
    "node_modules/decap-cms-app/node_modules/decap-cms-core": "node_modules/decap-cms-app",
  }
  const patched = new Set(
    patches.flatMap((patch) =>
      [...addedLines(patch).keys()].map((file) => file.replace(/\/dist\/.*$/, "")),
    ),
  )
  expect([...patched].sort()).toEqual(Object.keys(users).sort())
  for (const [dir, user] of Object.entries(users)) {
    const name = path.basename(dir)
    const resolved = require.resolve(`${name}/package.json`, { paths: [path.resolve(user)] })
    expect(path.relative(process.cwd(), path.dirname(resolved))).toBe(dir)
  }
})

test("every command that builds, serves for editing, tests or measures applies the patches first", () => {
  for (const name of ["build", "develop", "develop:site", "test", "test:unit", "test:e2e", "bench"])
    expect({ name, first: scripts[name]?.split(" && ")[0] }).toEqual({
      name,
      first: "npm run patch-decap",
    })
})

test("each patch is named after the bug it fixes, and its upstream text is in the editing decisions", () => {
  const decisions = fs.readFileSync("docs/decisions/editing-that-lasts.md", "utf8")
  for (const patch of patches) {
    const bug = /\+\d{3}\+([a-z-]+)\.patch$/.exec(patch)?.[1]
    expect({ patch, bug }).toEqual({ patch, bug: expect.any(String) })
    expect(decisions).toContain(`\`${bug}\``)
  }
})

describe("a Decap the patches no longer fit stops the command", () => {
  const patch = patches.find((name) => name.startsWith("decap-cms-ui-default+"))!
  const version = /\+(\d+\.\d+\.\d+)\+/.exec(patch)![1]!
  const file = [...addedLines(patch).keys()][0]!
  let dir: string

  /** Runs `npm run patch-decap`'s command in a scratch project holding `Decap` at `at` with `text`. */
  function install(at: string, text: string) {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "decap-patch-"))
    fs.writeFileSync(path.join(dir, "package.json"), '{"name":"scratch","version":"1.0.0"}')
    fs.mkdirSync(path.join(dir, "patches"))
    fs.copyFileSync(path.join(PATCHES, patch), path.join(dir, "patches", patch))
    const pkg = path.join(dir, "node_modules", "decap-cms-ui-default")
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.writeFileSync(
      path.join(pkg, "package.json"),
      JSON.stringify({ name: "decap-cms-ui-default", version: at }),
    )
    fs.writeFileSync(path.join(dir, file), text)
    const [command, ...args] = scripts["patch-decap"]!.split(" ")
    return spawnSync(path.resolve("node_modules", ".bin", command!), args, {
      cwd: dir,
      encoding: "utf8",
    })
  }
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

  /** The file as Decap published it: the installed one with the patch taken back out. */
  const published = () => {
    const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "decap-published-"))
    try {
      fs.mkdirSync(path.dirname(path.join(scratch, file)), { recursive: true })
      fs.copyFileSync(file, path.join(scratch, file))
      const undone = spawnSync("patch", ["-R", "-p1", "-i", path.join(PATCHES, patch)], {
        cwd: scratch,
      })
      expect(undone.status).toBe(0)
      return fs.readFileSync(path.join(scratch, file), "utf8")
    } finally {
      fs.rmSync(scratch, { recursive: true, force: true })
    }
  }

  test("the version the patch was made for takes it", () => {
    expect(install(version, published()).status).toBe(0)
  })

  test("another version fails, even where the patch would apply", () => {
    const run = install(`${version}-next`, published())
    expect(run.status).not.toBe(0)
    expect(run.stdout + run.stderr).toMatch(/version mismatch/)
  })

  test("a changed file fails", () => {
    const moved = published().replace("allowReorder,", "allowReorder, moved,")
    const run = install(version, moved)
    expect(run.status).not.toBe(0)
    expect(run.stdout + run.stderr).toMatch(/failed to apply/i)
  })
})
