// A resource's share card: the 1200×630 PNG that og:image points at, drawn at build time with sharp
// (libvips + Pango), so a shared link shows the resource's title in the site's colours and type.
import { createHash } from "crypto"
import fs from "fs"
import path from "path"
import sharp from "sharp"

export type CardInput = {
  /** The resource's plain title, without markup. */
  title: string
  /** The resource's list, as a reader names it: "Article", "Book review", "Podcast". */
  list: string
  siteTitle: string
  /** Absolute path of a cover picture to show beside the text. */
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

// Gatsby runs from the site root; __dirname would point into .cache/compiled, where gatsby-node and
// what it imports are compiled to.
const FONT_DIR = path.resolve("plugins", "share-cards", "fonts")
/** TeX Gyre Pagella Bold: a Palatino clone, like the site's serif stack. */
const FONT_FILE = path.join(FONT_DIR, "texgyrepagella-bold.otf")
/** DejaVu Serif Bold, for the Greek and Cyrillic letters Pagella lacks. */
const FALLBACK_FONT_FILE = path.join(FONT_DIR, "DejaVuSerif-Bold.ttf")
const FONT_FAMILY = "TeX Gyre Pagella"
const FALLBACK_FAMILY = "DejaVu Serif"

// The layout, in card pixels. Text sizes are in points at 72 dpi, which are pixels.
const MARGIN_X = 80
const BAR_WIDTH = 16
const LIST_TOP = 72
const LIST_SIZE = 30
const RULE_TOP = 122
const RULE_SIZE = { width: 88, height: 5 }
const TITLE_TOP = 158
const TITLE_BOTTOM = 494
/** The largest title: a short one would otherwise be blown up to fill its whole box. */
const TITLE_MAX_SIZE = 76
/** The smallest title, as link previews show the card at less than half its size: a longer one is cut. */
const TITLE_MIN_SIZE = 40
/** More letters than any box holds at its smallest: a longer text is cut before it is laid out. */
const MOST_LETTERS = 1000
const SITE_SIZE = 28
const SITE_BOTTOM = 62
const COVER_BOX = { width: 380, height: 430 }
const COVER_GAP = 56
const DPI = 72

type Box = { width: number; height: number }

/** Where the title may go: the card less its margins, and less the cover when there is one. */
export const titleBox = (coverWidth = 0): Box => ({
  width: CARD_WIDTH - 2 * MARGIN_X - (coverWidth > 0 ? coverWidth + COVER_GAP : 0),
  height: TITLE_BOTTOM - TITLE_TOP,
})

const sha256 = (bytes: Buffer | string) => createHash("sha256").update(bytes).digest("hex")

let fontsHashMemo: string | undefined
/** Both font files' bytes, since either can change the picture. Read once per process. */
const fontsHash = () =>
  (fontsHashMemo ??= sha256(
    Buffer.concat([fs.readFileSync(FONT_FILE), fs.readFileSync(FALLBACK_FONT_FILE)]),
  ))

/**
 * What draws the cards: the fonts' bytes, and the versions of sharp and of the libraries it bundles
 * (libvips, Pango, HarfBuzz, FreeType, cairo, librsvg…) as installed, as an upgrade can move a letter.
 */
type Tools = { fonts: string; libraries: Readonly<Record<string, string | undefined>> }
const toolsInUse = (): Tools => ({ fonts: fontsHash(), libraries: sharp.versions })

/** A cover's bytes' hash; one that cannot be read still gives a key, and its card fails to draw. */
function coverHash(file: string) {
  try {
    return sha256(fs.readFileSync(file))
  } catch {
    return "unreadable"
  }
}

/**
 * A short name for the picture an input makes: the same input always gives the same key, and
 * anything that changes the picture (text, colours, layout version, fonts, libraries, cover bytes)
 * changes it, so a cached card can be reused and a changed one gets a new address crawlers fetch anew.
 */
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

/** A card that could not be drawn: the part of its input being drawn, and the library's words. */
export class CardError extends Error {
  readonly part: "title" | "cover"
  constructor(part: CardError["part"], cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause })
    this.name = "CardError"
    this.part = part
  }
}

/** A step of the drawing, its failure named after the part it draws. */
const drawing = <T>(part: CardError["part"], step: Promise<T>) =>
  step.catch((error: unknown) => {
    throw new CardError(part, error)
  })

/** The text as Pango markup reads it: titles may hold `<`, `&` and the like, meant literally. */
const escapeMarkup = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")

/** One line of plain words: control characters and runs of white space become single spaces. */
const plain = (text: string) =>
  text
    .replace(/\p{Cc}/gu, " ")
    .replace(/\s+/g, " ")
    .trim()

/**
 * The Pango font list for a text. Pango takes each letter from the first listed font that has it,
 * then from any system font. Pagella has a few Greek letters (in a mathematical style) but not the
 * accented ones, so a Greek word would mix two typefaces letter by letter: Greek text is set wholly
 * in the fallback instead. Pagella has no Cyrillic, so Cyrillic words come whole from the fallback.
 */
const fontList = (text: string, size: number) =>
  /\p{Script=Greek}/u.test(text)
    ? `${FALLBACK_FAMILY}, ${FONT_FAMILY} Bold ${size}`
    : `${FONT_FAMILY}, ${FALLBACK_FAMILY} Bold ${size}`

let fontsReady: Promise<void> | undefined
/**
 * Makes both font files known to fontconfig before any text is drawn. sharp registers a font file
 * only when a text is drawn with it as `fontfile`, one file per text, and Pango keeps the fonts it
 * found for a font list for good: a list drawn before the fallback is registered never uses it.
 * So each file is registered by drawing one letter with it, once, before the first real text.
 */
const registerFonts = () =>
  (fontsReady ??= (async () => {
    // Reading the files first fails loudly when one is missing; libvips would only warn, and draw
    // the card in whatever font the machine has.
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

/** A drawn text, and the size its letters were drawn at, in pixels. */
type TextImage = { png: Buffer; width: number; height: number; size: number }

/** `minSize`: the smallest the text may shrink to; past that it is cut. */
type TextOptions = {
  colour: string
  size: number
  box: Box
  letterSpacing?: number
  minSize?: number
}

/** Pango markup for a text in one colour; letter spacing is in 1/1024 of a point. */
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
      // libvips searches for the dpi that fits the text into width × height when given both (and
      // sharp refuses dpi with height); with width alone it wraps at a fixed size.
      ...(fit ? { height: box.height } : { dpi: DPI }),
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true })
  const dpi = fit ? (info.textAutofitDpi ?? DPI) : DPI
  return { png: data, width: info.width, height: info.height, size: (size * dpi) / DPI }
}

const fits = (image: TextImage, box: Box) => image.width <= box.width && image.height <= box.height

/** The text's first `most` letters: grapheme clusters, so no accent or emoji is split. */
function firstLetters(text: string, most: number) {
  const letters: string[] = []
  for (const { segment } of new Intl.Segmenter("en", { granularity: "grapheme" }).segment(text)) {
    if (letters.length === most) break
    letters.push(segment)
  }
  return letters
}

/** The first `count` letters, back to the last whole word when one ends in their second half, and "…". */
function cut(letters: readonly string[], count: number) {
  const kept = letters.slice(0, count).join("")
  const space = kept.lastIndexOf(" ")
  const words = space > kept.length / 2 ? kept.slice(0, space) : kept
  return `${words.replace(/[\s,;:.!?-]+$/u, "")}…`
}

/** As many of the letters as fit the box at the options' size, cut with an ellipsis: found by halving. */
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

/**
 * A text as a transparent picture no larger than its box, or null when there is nothing to draw.
 * It is drawn at its full size first; only if that overflows does libvips shrink it to fit, and only
 * down to `minSize`: a longer text is cut to what fits there. Fitting alone would blow a short text up
 * to fill the whole box, as libvips grows the text as well as shrinking it.
 */
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
    // Letters that draw nothing at all, like a lone zero-width space, leave no title rather than
    // no card.
    if (error instanceof Error && /no text to render/.test(error.message)) return null
    throw error
  }
}

/** The title, as large as TITLE_MAX_SIZE and as small as TITLE_MIN_SIZE, cut if it must be to fit its box. */
export const titleImage = (title: string, box: Box = titleBox()) =>
  textImage(title, { colour: COLOURS.text, size: TITLE_MAX_SIZE, minSize: TITLE_MIN_SIZE, box })

const listImage = (list: string, box: Box) =>
  textImage(list.toUpperCase(), { colour: COLOURS.list, size: LIST_SIZE, box, letterSpacing: 3072 })

const siteImage = (siteTitle: string, box: Box) =>
  textImage(siteTitle, { colour: COLOURS.text, size: SITE_SIZE, box })

/** The cover, turned upright and scaled to fit its box. */
async function coverImage(file: string) {
  const { data, info } = await sharp(file)
    .rotate()
    .resize({ ...COVER_BOX, fit: "inside" })
    .png()
    .toBuffer({ resolveWithObject: true })
  return { png: data, width: info.width, height: info.height }
}

/** The ink ground with the gold bar down the left edge and the short gold rule under the list. */
const background = () =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}">` +
      `<rect width="100%" height="100%" fill="${COLOURS.background}"/>` +
      `<rect width="${BAR_WIDTH}" height="100%" fill="${COLOURS.accent}"/>` +
      `<rect x="${MARGIN_X}" y="${RULE_TOP}" width="${RULE_SIZE.width}" height="${RULE_SIZE.height}" fill="${COLOURS.accent}"/>` +
      `</svg>`,
  )

type Layer = { input: Buffer; left: number; top: number }

/** The card as a PNG, CARD_WIDTH × CARD_HEIGHT; a CardError names the part that could not be drawn. */
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
