/** @jest-environment node */
// The slow path: a real `gatsby build` of broken content stops before writing any page.
import fs from "fs"
import path from "path"
import { buildSite, removeSite, scratchSite } from "../../../src/test/scratchSite"

let site: string
// Where the hostile menu link lands: after the coach's own links, however many there are.
let navIndex: number
beforeAll(() => {
  site = scratchSite((content) => {
    delete content.HeroSection.title
    // The hero is required, so this holds whatever else the coach has changed.
    content.HeroSection.imageurl = "./images/x.jpg"
    content.HeroSection.ctaUrl = "javascript:alert(document.cookie)"
    const navigation = content.Navigation ?? []
    navIndex = navigation.length
    content.Navigation = [...navigation, { name: "Pwned", link: "JaVaScRiPt:alert(1)" }]
  })
})
afterAll(() => removeSite(site))

test("a build of broken content (javascript: links included) exits non-zero, names each JSON path and writes no page", () => {
  const build = buildSite(site)
  const output = build.stdout + build.stderr

  expect(build.status).not.toBe(0)
  expect(output).toContain("content.json: HeroSection.title is required (string)")
  expect(output).toContain("content.json: HeroSection.imageurl: ./images/x.jpg does not exist")
  expect(output).toContain(
    'content.json: HeroSection.ctaUrl: "javascript:alert(document.cookie)" is not allowed here.',
  )
  expect(output).toContain(
    `content.json: Navigation[${navIndex}].link: "JaVaScRiPt:alert(1)" is not allowed here.`,
  )
  expect(fs.existsSync(path.join(site, "public", "index.html"))).toBe(false)
}, 200_000)
