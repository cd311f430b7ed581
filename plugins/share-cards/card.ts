import { createHash } from "crypto"
import fs from "fs"
import path from "path"
import sharp from "sharp"

export type CardInput = {
  title: string
  list: string
  siteTitle: string
  cover?: string
}

export const CARD_WIDTH = 1200
export const CARD_HEIGHT = 630

/** Bump when the layout changes, so every cached card is drawn again. */
const CARD_VERSION = 2

/** The site's tokens (src/styles/tokens.css): ink, gold, gold-light and sand. */
export const COLOURS = {
  background: "#1d3344",
  accent: "#c8923a",
  list: "#f0c987",
  text: "#f6f1e8",
} as const

// Gatsby runs from the site root; __dirname would point into .cache/compiled.
const FONT_DIR = path.resolve("plugins", "share-cards", "fonts")
const FONT_FILE = path.join(FONT_DIR, "texgyrepagella-bold.otf")
const FALLBACK_FONT_FILE = path.join(FONT_DIR, "DejaVuSerif-Bold.ttf")
const FONT_FAMILY = "TeX Gyre Pagella"
const FALLBACK_FAMILY = "DejaVu Serif"

// Text sizes are in points at 72 dpi, which are pixels.
const MARGIN_X = 80
const BAR_WIDTH = 16
const LIST_TOP = 72
const LIST_SIZE = 30
const RULE_TOP = 122
const RULE_SIZE = { width: 88, height: 5 }
const TITLE_TOP = 158
const TITLE_BOTTOM = 494
const TITLE_MAX_SIZE = 76
/** Link previews show the card at less than half its size: a title that needs smaller is cut. */
const TITLE_MIN_SIZE = 40
const MOST_LETTERS = 1000
const SITE_SIZE = 28
const SITE_BOTTOM = 62
const COVER_BOX = { width: 380, height: 430 }
const COVER_GAP = 56
const DPI = 72

type Box = { width: number; height: number }

export const titleBox = (coverWidth = 0): Box => ({
  width: CARD_WIDTH - 2 * MARGIN_X - (coverWidth > 0 ? coverWidth + COVER_GAP : 0),
  height: TITLE_BOTTOM - TITLE_TOP,
})

const sha256 = (bytes: Buffer | string) => createHash("sha256").update(bytes).digest("hex")

let fontsHashMemo: string | undefined
const fontsHash = () =>
  (fontsHashMemo ??= sha256(
    Buffer.concat([fs.readFileSync(FONT_FILE), fs.readFileSync(FALLBACK_FONT_FILE)]),
  ))

// The versions of sharp's libraries (libvips, Pango, HarfBuzz…): an upgrade can move a letter.
type Tools = { fonts: string; libraries: Readonly<Record<string, string | undefined>> }
const toolsInUse = (): Tools => ({ fonts: fontsHash(), libraries: sharp.versions })

/** A cover that cannot be read still gives a key; its card then fails to draw. */
function coverHash(file: string) {
  try {
    return sha256(fs.readFileSync(file))
  } catch {
    return "unreadable"
  }
}

/** Whatever changes the picture changes the key: a changed card has a new address, fetched anew. */
export function cardKey(input: CardInput, tools: Tools = toolsInUse()): string {
  const parts = [
    CARD_VERSION,
    input.title,
    input.list,
    input.siteTitle,
    COLOURS,
    tools.fonts,
    tools.libraries,
    input.cover ? coverHash(input.cover) : null,
  ]
  return sha256(JSON.stringify(parts)).slice(0, 16)
}

export class CardError extends Error {
  readonly part: "title" | "cover"
  constructor(part: CardError["part"], cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause })
    this.name = "CardError"
    this.part = part
  }
}

const drawing = <T>(part: CardError["part"], step: Promise<T>) =>
  step.catch((error: unknown) => {
    throw new CardError(part, error)
  })

const escapeMarkup = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")

const plain = (text: string) =>
  text
    .replace(/\p{Cc}/gu, " ")
    .replace(/\s+/g, " ")
    .trim()

// Pango takes each letter from the first listed font that has it. Pagella has a few Greek letters,
// not the accented ones, so Greek is set wholly in the fallback rather than mixing typefaces.
const fontList = (text: string, size: number) =>
  /\p{Script=Greek}/u.test(text)
    ? `${FALLBACK_FAMILY}, ${FONT_FAMILY} Bold ${size}`
    : `${FONT_FAMILY}, ${FALLBACK_FAMILY} Bold ${size}`

let fontsReady: Promise<void> | undefined
// sharp registers a font file only when a text is drawn with it, and Pango keeps what a font list
// found for good: so each file draws a letter before the first text, or the fallback is never used.
const registerFonts = () =>
  (fontsReady ??= (async () => {
    // Fails loudly on a missing file, where libvips would only warn and draw in any font.
    fontsHash()
    for (const [fontfile, family] of [
      [FONT_FILE, FONT_FAMILY],
      [FALLBACK_FONT_FILE, FALLBACK_FAMILY],
    ]) {
      await sharp({ text: { text: "x", font: `${family} Bold 8`, fontfile } })
        .png()
        .toBuffer()
    }
  })())

type TextImage = { png: Buffer; width: number; height: number; size: number }

type TextOptions = {
  colour: string
  size: number
  box: Box
  letterSpacing?: number
  minSize?: number
}

/** Letter spacing in 1/1024 of a point. */
const markup = (text: string, { colour, letterSpacing = 0 }: TextOptions) =>
  `<span foreground="${colour}" letter_spacing="${letterSpacing}">${escapeMarkup(text)}</span>`

async function drawText(text: string, options: TextOptions, fit = false): Promise<TextImage> {
  const { box, size } = options
  const { data, info } = await sharp({
    text: {
      text: markup(text, options),
      font: fontList(text, size),
      fontfile: FONT_FILE,
      rgba: true,
      // At words, and inside a word wider than the line (a pasted link), which "word" leaves whole.
      wrap: "word-char",
      width: box.width,
      // Given width and height, libvips finds the dpi that fits (sharp refuses dpi with height).
      ...(fit ? { height: box.height } : { dpi: DPI }),
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true })
  const dpi = fit ? (info.textAutofitDpi ?? DPI) : DPI
  return { png: data, width: info.width, height: info.height, size: (size * dpi) / DPI }
}

const fits = (image: TextImage, box: Box) => image.width <= box.width && image.height <= box.height

/** Grapheme clusters, so that no accent or emoji is split. */
function firstLetters(text: string, most: number) {
  const letters: string[] = []
  for (const { segment } of new Intl.Segmenter("en", { granularity: "grapheme" }).segment(text)) {
    if (letters.length === most) break
    letters.push(segment)
  }
  return letters
}

function cut(letters: readonly string[], count: number) {
  const kept = letters.slice(0, count).join("")
  const space = kept.lastIndexOf(" ")
  const words = space > kept.length / 2 ? kept.slice(0, space) : kept
  return `${words.replace(/[\s,;:.!?-]+$/u, "")}…`
}

async function cutToFit(letters: readonly string[], options: TextOptions): Promise<TextImage> {
  let best: TextImage | undefined
  let [fewest, most] = [1, letters.length]
  while (fewest <= most) {
    const count = Math.floor((fewest + most) / 2)
    const image = await drawText(cut(letters, count), options)
    if (fits(image, options.box)) [best, fewest] = [image, count + 1]
    else most = count - 1
  }
  if (!best) throw new Error("not even its first letter fits the card")
  return best
}

// Fitted only when it overflows at full size: libvips' fitting would blow a short text up too.
async function textImage(text: string, options: TextOptions): Promise<TextImage | null> {
  const words = plain(text)
  if (!words) return null
  await registerFonts()
  const { box, minSize = 0 } = options
  try {
    const letters = firstLetters(words, MOST_LETTERS + 1)
    if (letters.length <= MOST_LETTERS) {
      const full = await drawText(words, options)
      if (fits(full, box)) return full
      const fitted = await drawText(words, options, true)
      if (fits(fitted, box) && fitted.size >= minSize) return fitted
    }
    const size = minSize || options.size
    return await cutToFit(letters.slice(0, MOST_LETTERS), { ...options, size })
  } catch (error) {
    // Letters that draw nothing (a lone zero-width space) leave no title rather than no card.
    if (error instanceof Error && /no text to render/.test(error.message)) return null
    throw error
  }
}

export const titleImage = (title: string, box: Box = titleBox()) =>
  textImage(title, { colour: COLOURS.text, size: TITLE_MAX_SIZE, minSize: TITLE_MIN_SIZE, box })

const listImage = (list: string, box: Box) =>
  textImage(list.toUpperCase(), { colour: COLOURS.list, size: LIST_SIZE, box, letterSpacing: 3072 })

const siteImage = (siteTitle: string, box: Box) =>
  textImage(siteTitle, { colour: COLOURS.text, size: SITE_SIZE, box })

async function coverImage(file: string) {
  const { data, info } = await sharp(file)
    .rotate()
    .resize({ ...COVER_BOX, fit: "inside" })
    .png()
    .toBuffer({ resolveWithObject: true })
  return { png: data, width: info.width, height: info.height }
}

const background = () =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}">` +
      `<rect width="100%" height="100%" fill="${COLOURS.background}"/>` +
      `<rect width="${BAR_WIDTH}" height="100%" fill="${COLOURS.accent}"/>` +
      `<rect x="${MARGIN_X}" y="${RULE_TOP}" width="${RULE_SIZE.width}" height="${RULE_SIZE.height}" fill="${COLOURS.accent}"/>` +
      `</svg>`,
  )

type Layer = { input: Buffer; left: number; top: number }

export async function renderCard(input: CardInput): Promise<Buffer> {
  const cover = input.cover ? await drawing("cover", coverImage(input.cover)) : null
  const box = titleBox(cover?.width)
  const [list, title, site] = [
    await listImage(input.list, { width: box.width, height: RULE_TOP - LIST_TOP }),
    await drawing("title", titleImage(input.title, box)),
    await siteImage(input.siteTitle, { width: box.width, height: SITE_SIZE * 2 }),
  ]
  const layers: Layer[] = []
  if (list) layers.push({ input: list.png, left: MARGIN_X, top: LIST_TOP })
  if (title) layers.push({ input: title.png, left: MARGIN_X, top: TITLE_TOP })
  if (site)
    layers.push({ input: site.png, left: MARGIN_X, top: CARD_HEIGHT - SITE_BOTTOM - site.height })
  if (cover)
    layers.push({
      input: cover.png,
      left: CARD_WIDTH - MARGIN_X - cover.width,
      top: Math.round((CARD_HEIGHT - cover.height) / 2),
    })
  return sharp(background())
    .composite(layers)
    .png({ palette: true, compressionLevel: 9, effort: 10 })
    .toBuffer()
}
