/** @jest-environment node */
// The slow path: a real `gatsby build` of broken content, in a scratch copy of the site so the
// project's own .cache and public/ are never touched.
import { spawnSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"

const ROOT = path.resolve(".")
const SITE_FILES = [
  "package.json",
  "gatsby-config.ts",
  "gatsby-node.ts",
  "tsconfig.json",
  "src",
  "data",
]

let site: string
beforeAll(() => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), "byb-broken-"))
  for (const name of SITE_FILES) {
    fs.cpSync(path.join(ROOT, name), path.join(site, name), { recursive: true })
  }
  fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(site, "node_modules"), "dir")
})
afterAll(() => fs.rmSync(site, { recursive: true, force: true }))

test("a build of broken content exits non-zero, names each JSON path and writes no page", () => {
  const file = path.join(site, "data", "content.json")
  const content = JSON.parse(fs.readFileSync(file, "utf8"))
  delete content.HeroSection.title
  content.Testimonials[1].imageurl = "./images/x.jpg"
  fs.writeFileSync(file, JSON.stringify(content, null, 2))

  const build = spawnSync(path.join(site, "node_modules", ".bin", "gatsby"), ["build"], {
    cwd: site,
    encoding: "utf8",
    env: { ...process.env, CI: "true", GATSBY_TELEMETRY_DISABLED: "1" },
    timeout: 180_000,
  })
  const output = build.stdout + build.stderr

  expect(build.status).not.toBe(0)
  expect(output).toContain("content.json: HeroSection.title is required (string)")
  expect(output).toContain("content.json: Testimonials[1].imageurl: ./images/x.jpg does not exist")
  expect(fs.existsSync(path.join(site, "public", "index.html"))).toBe(false)
}, 200_000)
