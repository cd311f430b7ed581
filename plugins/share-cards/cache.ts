// Share cards kept between builds: a card is drawn once per key into the cache folder (which Netlify
// keeps from build to build), and copied from there into the site on every build.
import { randomBytes } from "crypto"
import fs from "fs"
import path from "path"
import sharp from "sharp"
import { CARD_HEIGHT, CARD_WIDTH, cardKey, renderCard, type CardInput } from "./card"

type CardFileOptions = {
  /** Where drawn cards are kept between builds, e.g. `.cache/share-cards`. */
  cacheDir: string
  /** The site's output folder, `public`. */
  publicDir: string
  /** The cards' folder in the site, and in their addresses. */
  urlPath?: string
  /** The site's own card, which stands in for a card that cannot be drawn. */
  fallback: string
}

type CardFile = {
  /** The card's address on the site, e.g. `/cards/0123456789abcdef.png`. */
  path: string
  /** The card's file in publicDir. */
  file: string
  /** Why the card could not be drawn, when the site's own card stands in for it. */
  failure?: unknown
}

/** The cards' folder in the site. */
export const CARDS_PATH = "/cards"

/** The address of the card with this key. */
export const cardPath = (key: string, urlPath = CARDS_PATH) => `${urlPath}/${key}.png`

/**
 * Writes the file whole or not at all, so that a build stopped half-way cannot leave a broken card
 * in the cache that later builds would trust.
 */
async function writeWhole(file: string, bytes: Buffer) {
  const partial = `${file}.${process.pid}.${randomBytes(4).toString("hex")}.partial`
  await fs.promises.writeFile(partial, bytes)
  await fs.promises.rename(partial, file)
}

const exists = (file: string) =>
  fs.promises.access(file).then(
    () => true,
    () => false,
  )

/** Cards being drawn into the cache now, so that two resources with the same card draw it once. */
const drawing = new Map<string, Promise<void>>()

async function draw(input: CardInput, cached: string) {
  const png = await renderCard(input)
  await fs.promises.mkdir(path.dirname(cached), { recursive: true })
  await writeWhole(cached, png)
}

/** Draws the card into the cache unless it is there already or being drawn. */
async function fillCache(input: CardInput, cached: string) {
  if (await exists(cached)) return
  let pending = drawing.get(cached)
  if (!pending) {
    pending = draw(input, cached).finally(() => drawing.delete(cached))
    drawing.set(cached, pending)
  }
  await pending
}

/** The site's own card as a PNG of a card's size, since the page names a PNG of that size. */
const standIn = (fallback: string) =>
  sharp(fallback).resize(CARD_WIDTH, CARD_HEIGHT).png().toBuffer()

/**
 * The card for an input in publicDir, drawn only when the cache does not have it yet. A card that
 * cannot be drawn is the site's own, kept out of the cache so that the next build tries again.
 */
export async function cardFile(
  input: CardInput,
  { cacheDir, publicDir, urlPath = CARDS_PATH, fallback }: CardFileOptions,
): Promise<CardFile> {
  const key = cardKey(input)
  const address = cardPath(key, urlPath)
  const cached = path.join(cacheDir, `${key}.png`)
  const file = path.join(publicDir, address)
  await fs.promises.mkdir(path.dirname(file), { recursive: true })
  try {
    await fillCache(input, cached)
  } catch (failure) {
    await writeWhole(file, await standIn(fallback))
    return { path: address, file, failure }
  }
  await fs.promises.copyFile(cached, file)
  return { path: address, file }
}

/**
 * The cards for many inputs, in their order, at most `concurrency` drawn at once: each drawing
 * keeps whole pictures in memory and libvips already spreads one over the cores.
 */
export async function cardFiles(
  inputs: readonly CardInput[],
  options: CardFileOptions,
  concurrency = 2,
): Promise<CardFile[]> {
  const files: CardFile[] = new Array(inputs.length)
  let next = 0
  const worker = async () => {
    for (let i = next++; i < inputs.length; i = next++) {
      files[i] = await cardFile(inputs[i]!, options)
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, inputs.length) }, worker))
  return files
}
