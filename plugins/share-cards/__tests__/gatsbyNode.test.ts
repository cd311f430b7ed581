/** @jest-environment node */
import fs from "fs"
import os from "os"
import path from "path"
import sharp from "sharp"
import type { BuildArgs } from "gatsby"
import { CONTENT_TYPE } from "../../../src/model/schema"
import { onPostBuild } from "../gatsby-node"

const SITE_CARD = "#2a7a3c"
const WORDS_11K = "Leading teams through change ".repeat(380).slice(0, 11_000)
/** One letter under 20,000 accents, stacked taller than any picture libvips will make. */
const TOWER = `a${"\u0301".repeat(20_000)}`

let site: string
let home: string
beforeAll(async () => {
  // The step reads public/ and data/ from where Gatsby runs, as in a build.
  home = process.cwd()
  site = fs.mkdtempSync(path.join(os.tmpdir(), "share-cards-build-"))
  fs.mkdirSync(path.join(site, "public"))
  fs.mkdirSync(path.join(site, "data", "images"), { recursive: true })
  await sharp({ create: { width: 1200, height: 630, channels: 3, background: SITE_CARD } })
    .jpeg({ quality: 100 })
    .toFile(path.join(site, "public", "social-card.jpg"))
  const cover = await sharp({ create: { width: 40, height: 60, channels: 3, background: "#777" } })
    .jpeg()
    .toBuffer()
  fs.writeFileSync(path.join(site, "data", "images", "cover.jpg"), cover)
  // A JPEG's first bytes, as the validator checks them, and nothing after.
  fs.writeFileSync(path.join(site, "data", "images", "cut-short.jpg"), cover.subarray(0, 200))
  process.chdir(site)
})
afterAll(() => {
  process.chdir(home)
  fs.rmSync(site, { recursive: true, force: true })
})

function build(content: object) {
  const reporter = { info: jest.fn(), warn: jest.fn(), panic: jest.fn() }
  const args = {
    graphql: async () => ({
      data: { site: { siteMetadata: { title: "Becoming Your Best", image: "/social-card.jpg" } } },
    }),
    getNodesByType: (type: string) =>
      type === CONTENT_TYPE ? [content] : [{ today: "2031-01-01" }],
    cache: { directory: path.join(site, ".cache", "share-cards") },
    reporter,
  } as unknown as BuildArgs
  return { reporter, done: onPostBuild!(args, { plugins: [] }, () => {}) }
}

test("titles and covers no validator let through never stop the build; each warning names the place to mend", async () => {
  const { reporter, done } = build({
    Articles: [
      { title: "A draft, which has no card", draft: true },
      { title: WORDS_11K },
      { title: "Giving feedback that lands" },
    ],
    Podcasts: [{ title: TOWER }],
    Books: [
      { title: "Dare to Lead<br>by Brené Brown", imageurl: "./images/cover.jpg" },
      { title: "Multipliers<br>by Liz Wiseman", imageurl: "./images/cut-short.jpg" },
    ],
  })
  await done
  expect(reporter.panic).not.toHaveBeenCalled()
  const warned = (place: string) =>
    new RegExp(
      `^share-cards: the card of ${place.replace(/[.[\]]/g, "\\$&")} could not be drawn \\(.+\\); its page shows the site's own card instead$`,
    )
  expect(reporter.warn.mock.calls.map(([message]) => message)).toEqual([
    expect.stringMatching(warned("Podcasts[0].title")),
    expect.stringMatching(warned("Books[1].imageurl")),
  ])
  const cards = fs.readdirSync(path.join(site, "public", "cards"))
  expect(cards).toHaveLength(5)
  for (const file of cards) {
    const png = path.join(site, "public", "cards", file)
    expect(await sharp(png).metadata()).toMatchObject({ format: "png", width: 1200, height: 630 })
  }
})
