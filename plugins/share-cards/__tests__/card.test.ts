/** @jest-environment node */
// Share cards drawn for real with sharp and read back: their size and colours, titles of every
// length and alphabet, hostile titles shown as text, and the keys and cache that spare a redraw.
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

let folder: string
let cover: string
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
})
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }))

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
  expect(cardKey(base, "another font")).not.toBe(key)
  // The cover counts by what it shows, not where it lies.
  expect(cardKey({ ...base, cover: sameCoverElsewhere })).toBe(key)
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

test("a card is drawn once into the cache and copied into the site on every call", async () => {
  const options = { cacheDir: path.join(folder, "cache"), publicDir: path.join(folder, "public") }
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
  const options = { cacheDir: path.join(folder, "cache"), publicDir: path.join(folder, "public") }
  const inputs = ["One", "Two", "One", "Three"].map((title) => card(title, { list: "Podcast" }))
  const files = await cardFiles(inputs, options)
  expect(files.map((f) => f.path)).toEqual(inputs.map((input) => cardPath(cardKey(input))))
  expect(files[0]).toEqual(files[2])
  for (const { file } of files) expect(fs.existsSync(file)).toBe(true)
})
