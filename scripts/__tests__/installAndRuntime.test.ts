/** @jest-environment node */
// What `npm ci` and a build run besides our own code: no dependency's install script, no code Gatsby
// downloads; and the Node Netlify builds with. The test builds (e2e/global-setup.ts) check the rest: each
// ran on the Node asked for, the edited one on .nvmrc's, and neither read Gatsby's adapters manifest.
import { spawnSync } from "child_process"
import fs from "fs"
import path from "path"
import config from "../../gatsby-config"

const ROOT = path.resolve(__dirname, "..", "..")
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), "utf8")

test("npm runs no dependency's install script here: ignore-scripts is on for the project", () => {
  // npm's own answer, from the project's .npmrc, whatever the npm_config_* that `npm test` passes down.
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^npm_config_/i.test(name)),
  )
  const npm = spawnSync("npm", ["config", "get", "ignore-scripts"], {
    cwd: ROOT,
    encoding: "utf8",
    env,
  })
  expect(npm.stdout.trim()).toBe("true")
})

test("package.json has no pre- or post- script, which ignore-scripts would silently skip", () => {
  const { scripts } = JSON.parse(read("package.json")) as { scripts: Record<string, string> }
  expect(Object.keys(scripts).filter((name) => /^(pre|post)/.test(name))).toEqual([])
})

test("gatsby-config names its adapter, so no build downloads Gatsby's adapters manifest and runs it", () => {
  // Gatsby 5 fetches adapters.js from GitHub and requires it only when no adapter is configured
  // (gatsby/dist/utils/adapter/manager.js, initAdapterManager).
  expect(config.adapter?.name).toBe("gatsby-adapter-netlify")
})

test("Netlify builds on the Node .nvmrc names", () => {
  const lts = read(".nvmrc").trim()
  expect(lts).toMatch(/^\d+$/)
  expect(read("netlify.toml")).toMatch(new RegExp(`^\\s*NODE_VERSION = "${lts}"$`, "m"))
})

test("no installed package puts a Node binary of its own on npm run's PATH", () => {
  // A dependency whose bin is `node` goes first on every `npm run`'s PATH, Netlify's build included.
  const { packages } = JSON.parse(read("package-lock.json")) as {
    packages: Record<string, { bin?: Record<string, string> }>
  }
  const nodeBins = Object.entries(packages)
    .filter(([, { bin = {} }]) => Object.keys(bin).some((name) => /^node(js)?$/.test(name)))
    .map(([name]) => name)
  expect(nodeBins).toEqual([])
})

test("npm run build's node is the machine's, not one from node_modules", () => {
  // `npm exec -c` runs a command with the PATH `npm run` gives a script.
  const npm = spawnSync("npm", ["exec", "--offline", "-c", "node -p process.execPath"], {
    cwd: ROOT,
    encoding: "utf8",
  })
  expect(npm.status).toBe(0)
  expect(npm.stdout.trim()).not.toContain("node_modules")
  expect(npm.stdout.trim()).toBe(
    spawnSync("node", ["-p", "process.execPath"], {
      encoding: "utf8",
      env: {
        PATH: (process.env.PATH ?? "")
          .split(path.delimiter)
          .filter((dir) => !dir.includes("node_modules"))
          .join(path.delimiter),
      },
    }).stdout.trim(),
  )
})
