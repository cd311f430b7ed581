// Drawn once per key into the cache folder, which Netlify keeps; copied into the site every build.
import { randomBytes } from "crypto"
import fs from "fs"
import path from "path"
import sharp from "sharp"
import { CARD_HEIGHT, CARD_WIDTH, cardKey, renderCard, type CardInput } from "./card"

type CardFileOptions = {
  cacheDir: string
  publicDir: string
  urlPath?: string
  fallback: string
}

type CardFile = {
  path: string
  file: string
  failure?: unknown
}

export const CARDS_PATH = "/cards"

export const cardPath = (key: string, urlPath = CARDS_PATH) => `${urlPath}/${key}.png`

// Whole or not at all: a build stopped half-way must leave no broken card that later builds trust.
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

/** So that two resources with the same card draw it once. */
const drawing = new Map<string, Promise<void>>()

async function draw(input: CardInput, cached: string) {
  const png = await renderCard(input)
  await fs.promises.mkdir(path.dirname(cached), { recursive: true })
  await writeWhole(cached, png)
}

async function fillCache(input: CardInput, cached: string) {
  if (await exists(cached)) return
  let pending = drawing.get(cached)
  if (!pending) {
    pending = draw(input, cached).finally(() => drawing.delete(cached))
    drawing.set(cached, pending)
  }
  await pending
}

/** At a card's size, as the page names a PNG of that size. */
const standIn = (fallback: string) =>
  sharp(fallback).resize(CARD_WIDTH, CARD_HEIGHT).png().toBuffer()

// A card that cannot be drawn is the site's own, not cached, so that the next build tries again.
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

// Few at once: each drawing holds whole pictures in memory, and libvips already uses every core.
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
