/** @jest-environment node */
import fs from "fs"
import os from "os"
import path from "path"
import sharp from "sharp"
import {
  CARD_HEIGHT,
  CARD_WIDTH,
  COLOURS,
  cardKey,
  renderCard,
  titleBox,
  titleImage,
  CardError,
  type CardInput,
} from "../card"
import { cardFile, cardFiles, cardPath } from "../cache"

const SITE = "Becoming Your Best"
const card = (title: string, more: Partial<CardInput> = {}): CardInput => ({
  title,
  list: "Article",
  siteTitle: SITE,
  ...more,
})

const FORTY_WORDS = Array.from(
  { length: 40 },
  (_, i) => ["leading", "teams", "well", "daily"][i % 4],
)
  .join(" ")
  .replace(/^l/, "L")
const LONG_WORD = "Pneumonoultramicroscopicsilicovolcanoconiosis".padEnd(60, "s")
/** Titles no validator would let through. */
const PASTED_LINK = "https://example.org/watch?v=".padEnd(863, "aZ09x")
const NO_SPACE = "Pneumonoultramicroscopicsilicovolcanoconiosis".repeat(20).slice(0, 863)
const WORDS_11K = "Leading teams through change ".repeat(380).slice(0, 11_000)
/** The colour of the site's own card, which stands in for a card that cannot be drawn. */
const SITE_CARD = "#2a7a3c"

let folder: string
let cover: string
let brokenCover: string
let siteCard: string
let sameCoverElsewhere: string
let otherCover: string
beforeAll(async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), "share-cards-"))
  const picture = (background: string) =>
    sharp({ create: { width: 400, height: 600, channels: 3, background } })
      .jpeg()
      .toBuffer()
  cover = path.join(folder, "cover.jpg")
  sameCoverElsewhere = path.join(folder, "same-cover.jpg")
  otherCover = path.join(folder, "other-cover.jpg")
  fs.writeFileSync(cover, await picture("#7a2e2a"))
  fs.copyFileSync(cover, sameCoverElsewhere)
  fs.writeFileSync(otherCover, await picture("#3c3866"))
  // A JPEG's first bytes, as the validator checks them, and nothing after: an upload cut short.
  brokenCover = path.join(folder, "broken-cover.jpg")
  fs.writeFileSync(brokenCover, fs.readFileSync(cover).subarray(0, 300))
  siteCard = path.join(folder, "social-card.png")
  await sharp({
    create: { width: CARD_WIDTH, height: CARD_HEIGHT, channels: 3, background: SITE_CARD },
  })
    .png()
    .toFile(siteCard)
})
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }))

/** A text's lines as a reader sees them: the height of each run of rows that holds ink. */
async function inkedLines(png: Buffer) {
  const { data, info } = await sharp(png)
    .extractChannel("alpha")
    .raw()
    .toBuffer({ resolveWithObject: true })
  const lines: number[] = []
  let run = 0
  for (let y = 0; y <= info.height; y++) {
    const row = data.subarray(y * info.width, (y + 1) * info.width)
    if (y < info.height && row.some((alpha) => alpha > 64)) run++
    else if (run) {
      lines.push(run)
      run = 0
    }
  }
  return lines
}

const pixel = async (png: Buffer, x: number, y: number) => {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  const at = (y * info.width + x) * info.channels
  return "#" + Buffer.from(data.subarray(at, at + 3)).toString("hex")
}

test("a card is a 1200×630 PNG on the site's ink, with the gold bar, whose colours survive the palette", async () => {
  const png = await renderCard(card("Giving feedback that lands"))
  const { format, width, height } = await sharp(png).metadata()
  expect({ format, width, height }).toEqual({
    format: "png",
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
  })
  expect(await pixel(png, 600, 600)).toBe(COLOURS.background)
  expect(await pixel(png, 8, 300)).toBe(COLOURS.accent)
  // A small file: a palette PNG of a few flat colours.
  expect(png.length).toBeLessThan(40_000)
})

test("distinct titles make distinct cards and keys; the same input, the same key", async () => {
  const [a, b] = [card("Giving feedback that lands"), card("Delegating without letting go")]
  expect((await renderCard(a)).equals(await renderCard(b))).toBe(false)
  expect(cardKey(a)).toMatch(/^[0-9a-f]{16}$/)
  expect(cardKey(a)).not.toBe(cardKey(b))
  expect(cardKey({ ...a })).toBe(cardKey(a))
})

test("the key changes with the list, the site title, the cover's bytes and the fonts", () => {
  const base = card("Dare to Lead", { list: "Book review", cover })
  const key = cardKey(base)
  expect(cardKey({ ...base, list: "Podcast" })).not.toBe(key)
  expect(cardKey({ ...base, siteTitle: "Someone Else" })).not.toBe(key)
  expect(cardKey({ ...base, cover: undefined })).not.toBe(key)
  expect(cardKey({ ...base, cover: otherCover })).not.toBe(key)
  const tools = { fonts: "the fonts' hash", libraries: sharp.versions }
  expect(cardKey(base, { ...tools, fonts: "another font" })).not.toBe(cardKey(base, tools))
  // The cover counts by what it shows, not where it lies.
  expect(cardKey({ ...base, cover: sameCoverElsewhere })).toBe(key)
})

test("the key changes when sharp, libvips or a library they draw with is another version", () => {
  const base = card("Dare to Lead", { list: "Book review", cover })
  const key = cardKey(base)
  const installed = sharp.versions
  expect(installed).toMatchObject({ sharp: expect.any(String), vips: expect.any(String) })
  for (const library of ["sharp", "vips", "pango", "harfbuzz", "freetype"]) {
    // As installed: read from sharp at each key, so an upgrade between builds draws every card anew.
    const upgraded = jest.replaceProperty(sharp, "versions", { ...installed, [library]: "99.0.0" })
    try {
      expect([library, cardKey(base)]).not.toEqual([library, key])
    } finally {
      upgraded.restore()
    }
  }
  expect(cardKey(base)).toBe(key)
})

test("a short title keeps its full size rather than being blown up to fill its box", async () => {
  const title = await titleImage("Hi")
  expect(title!.height).toBeLessThan(100)
})

test.each([
  ["forty words", FORTY_WORDS],
  ["a 60-letter word", LONG_WORD],
])("a title of %s shrinks to stay inside its box, with or without a cover", async (_, text) => {
  for (const box of [titleBox(), titleBox(287)]) {
    const title = await titleImage(text, box)
    expect(title!.width).toBeLessThanOrEqual(box.width)
    expect(title!.height).toBeLessThanOrEqual(box.height)
  }
  const { width, height } = await sharp(await renderCard(card(text, { cover }))).metadata()
  expect({ width, height }).toEqual({ width: CARD_WIDTH, height: CARD_HEIGHT })
})

test.each([
  ["a pasted link", PASTED_LINK],
  ["one word", NO_SPACE],
])(
  "an 863-character title without a space (%s) is broken across lines a preview can read",
  async (_, text) => {
    expect(text).toHaveLength(863)
    for (const box of [titleBox(), titleBox(380)]) {
      const title = (await titleImage(text, box))!
      expect(title.width).toBeLessThanOrEqual(box.width)
      expect(title.height).toBeLessThanOrEqual(box.height)
      // Lines nearly as wide as the box, several of them: the word is broken at each line's end,
      // neither shrunk onto one line nor left running off the card.
      expect(title.width).toBeGreaterThan(box.width * 0.85)
      const lines = await inkedLines(title.png)
      expect(lines.length).toBeGreaterThanOrEqual(5)
      for (const height of lines) expect(height).toBeGreaterThanOrEqual(20)
      expect(title.size).toBeGreaterThanOrEqual(40)
    }
    const png = await renderCard(card(text, { cover }))
    expect(await sharp(png).metadata()).toMatchObject({ width: CARD_WIDTH, height: CARD_HEIGHT })
  },
)

test("an 11,000-character title is cut to the lines the card has, at a size a preview can read", async () => {
  const started = Date.now()
  const box = titleBox()
  const title = (await titleImage(WORDS_11K, box))!
  expect(title.width).toBeLessThanOrEqual(box.width)
  expect(title.height).toBeLessThanOrEqual(box.height)
  // Cut, not shrunk until it fits: the smallest size, and the box filled.
  expect(title.size).toBeGreaterThanOrEqual(40)
  expect(title.height).toBeGreaterThan(box.height * 0.75)
  const png = await renderCard(card(WORDS_11K, { cover }))
  expect(await sharp(png).metadata()).toMatchObject({ width: CARD_WIDTH, height: CARD_HEIGHT })
  expect(Date.now() - started).toBeLessThan(10_000)
})

test("a title with markup in it is drawn as the text it is, not read as markup", async () => {
  const png = await renderCard(card('</script><b>&amp; "quotes"'))
  expect((await sharp(png).metadata()).width).toBe(CARD_WIDTH)
  const [literal, plain] = [await titleImage("<b>bold</b>"), await titleImage("bold")]
  expect(literal!.width).toBeGreaterThan(plain!.width)
})

test("titles in Cyrillic, Greek and Japanese draw, from the fallback font or the system's", async () => {
  const png = await renderCard(card("Лидерство и доверие · Καλημέρα, κόσμε · リーダーシップ"))
  expect((await sharp(png).metadata()).height).toBe(CARD_HEIGHT)
})

test("a blank or control-character title still makes a card", async () => {
  expect(await titleImage(" \n\t\u0000 ")).toBeNull()
  const png = await renderCard(card("Line one\nline\u0007 two"))
  expect((await sharp(png).metadata()).width).toBe(CARD_WIDTH)
})

const cacheOptions = () => ({
  cacheDir: path.join(folder, "cache"),
  publicDir: path.join(folder, "public"),
  fallback: siteCard,
})

test("a card is drawn once into the cache and copied into the site on every call", async () => {
  const options = cacheOptions()
  const input = card("Coaching habits", { list: "Book review", cover })
  const key = cardKey(input)
  const first = await cardFile(input, options)
  expect(first).toEqual({
    path: `/cards/${key}.png`,
    file: path.join(options.publicDir, "cards", `${key}.png`),
  })
  expect(cardPath(key)).toBe(first.path)
  const cached = path.join(options.cacheDir, `${key}.png`)
  expect(fs.readFileSync(first.file).equals(fs.readFileSync(cached))).toBe(true)

  // Marked old, the cached card shows whether the second call drew it again.
  const long_ago = new Date("2001-01-01T00:00:00Z")
  fs.utimesSync(cached, long_ago, long_ago)
  fs.rmSync(first.file)
  expect(await cardFile(input, options)).toEqual(first)
  expect(fs.statSync(cached).mtime).toEqual(long_ago)
  expect(fs.existsSync(first.file)).toBe(true)
  expect(fs.readdirSync(options.cacheDir)).toEqual([`${key}.png`])
})

test("many cards come back in their inputs' order", async () => {
  const options = cacheOptions()
  const inputs = ["One", "Two", "One", "Three"].map((title) => card(title, { list: "Podcast" }))
  const files = await cardFiles(inputs, options)
  expect(files.map((f) => f.path)).toEqual(inputs.map((input) => cardPath(cardKey(input))))
  expect(files[0]).toEqual(files[2])
  for (const { file } of files) expect(fs.existsSync(file)).toBe(true)
})

test("a card that cannot be drawn is the site's own, says why and which part, and is tried again next time", async () => {
  const options = cacheOptions()
  const input = card("Dare to Lead", { list: "Book review", cover: brokenCover })
  const key = cardKey(input)
  const made = await cardFile(input, options)
  expect(made).toMatchObject({ path: cardPath(key), failure: expect.any(CardError) })
  expect(made.failure).toMatchObject({ part: "cover", message: expect.stringMatching(/\w/) })
  const drawn = fs.readFileSync(made.file)
  expect(await sharp(drawn).metadata()).toMatchObject({
    format: "png",
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
  })
  expect(await pixel(drawn, 600, 300)).toBe(SITE_CARD)
  // Nothing cached: the next build draws it again, and it is drawn once the cover is mended.
  expect(fs.existsSync(path.join(options.cacheDir, `${key}.png`))).toBe(false)
  fs.copyFileSync(cover, brokenCover)
  const mended = await cardFile(input, options)
  expect(mended.failure).toBeUndefined()
  expect(await pixel(fs.readFileSync(mended.file), 8, 300)).toBe(COLOURS.accent)
})

test("one card that cannot be drawn leaves the others drawn", async () => {
  const broken = path.join(folder, "another-broken-cover.jpg")
  fs.writeFileSync(broken, fs.readFileSync(cover).subarray(0, 300))
  const inputs = [card("One"), card("Two", { cover: broken }), card(WORDS_11K)]
  const files = await cardFiles(inputs, cacheOptions())
  expect(files.map(({ failure }) => failure instanceof CardError)).toEqual([false, true, false])
  expect(await pixel(fs.readFileSync(files[0]!.file), 8, 300)).toBe(COLOURS.accent)
  expect(await pixel(fs.readFileSync(files[1]!.file), 8, 300)).toBe(SITE_CARD)
  expect(await pixel(fs.readFileSync(files[2]!.file), 8, 300)).toBe(COLOURS.accent)
})
