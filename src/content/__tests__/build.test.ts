/** @jest-environment node */
// The slow path: a real `gatsby build` of broken content stops before writing any page.
import fs from "fs"
import path from "path"
import { buildSite, removeSite, scratchSite } from "../../test/scratchSite"

let site: string
beforeAll(() => {
  site = scratchSite((content) => {
    delete content.HeroSection.title
    // The hero is required, so this holds whatever else the coach has changed.
    content.HeroSection.imageurl = "./images/x.jpg"
  })
})
afterAll(() => removeSite(site))

test("a build of broken content exits non-zero, names each JSON path and writes no page", () => {
  const build = buildSite(site)
  const output = build.stdout + build.stderr

  expect(build.status).not.toBe(0)
  expect(output).toContain("content.json: HeroSection.title is required (string)")
  expect(output).toContain("content.json: HeroSection.imageurl: ./images/x.jpg does not exist")
  expect(fs.existsSync(path.join(site, "public", "index.html"))).toBe(false)
}, 200_000)
