// The validator's file system: files found letter for letter, as the build server will, and told
// apart by their first bytes, never by their names.
import fs from "fs"
import path from "path"
import type { FileProbe, FileRoot, ImageType } from "../../src/model/validate"

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, end))

const SVG_PROLOGUE =
  /^(?:\uFEFF|\s+|<\?xml[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>[]*(?:\[[\s\S]*?\])?\s*>)*<svg[\s/>]/

function isAvif(bytes: Uint8Array): boolean {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== "ftyp") return false
  const size = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(0)
  const brands = [ascii(bytes, 8, 12)]
  for (let at = 16; at + 4 <= Math.min(size, bytes.length); at += 4) {
    brands.push(ascii(bytes, at, at + 4))
  }
  return brands.includes("avif") || brands.includes("avis")
}

export function imageTypeOf(bytes: Uint8Array): ImageType | null {
  const starts = (...signature: number[]) => signature.every((byte, index) => bytes[index] === byte)
  if (starts(0xff, 0xd8, 0xff)) return "jpeg"
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "png"
  if (ascii(bytes, 0, 6) === "GIF87a" || ascii(bytes, 0, 6) === "GIF89a") return "gif"
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "webp"
  if (isAvif(bytes)) return "avif"
  if (SVG_PROLOGUE.test(new TextDecoder().decode(bytes))) return "svg"
  return null
}

// Enough for an SVG's prologue, a licence comment included.
const HEAD_BYTES = 64 * 1024

function head(file: string): Uint8Array {
  const descriptor = fs.openSync(file, "r")
  try {
    const buffer = new Uint8Array(HEAD_BYTES)
    return buffer.subarray(0, fs.readSync(descriptor, buffer, 0, HEAD_BYTES, 0))
  } finally {
    fs.closeSync(descriptor)
  }
}

// NFC too, as a Mac may store "é" decomposed.
const loosely = (name: string) => name.normalize("NFC").toLowerCase()

const isInside = (folder: string, file: string) => {
  const relative = path.relative(folder, file)
  return relative !== "" && !relative.startsWith("..") && !path.isAbsolute(relative)
}

// Each step is looked up among its folder's entries, not with stat: a case-insensitive disk would
// find Hero.JPG for hero.jpg, and the build server would not.
export function fileProbe(roots: Record<FileRoot, string>): FileProbe {
  const listings = new Map<string, string[] | null>()
  const entries = (folder: string) => {
    if (!listings.has(folder)) {
      let names: string[] | null = null
      try {
        names = fs.readdirSync(folder)
      } catch {
        // Not a folder, or none there.
      }
      listings.set(folder, names)
    }
    return listings.get(folder)
  }

  return (root, relative) => {
    const base = roots[root]
    let current = base
    const actual: string[] = []
    let exact = true
    for (const step of relative.split("/")) {
      const names = entries(current) ?? []
      let name = names.find((candidate) => candidate === step)
      if (name === undefined) {
        exact = false
        name = names.find((candidate) => loosely(candidate) === loosely(step))
        if (name === undefined) return { is: "missing" }
      }
      actual.push(name)
      current = path.join(current, name)
    }
    if (!exact) return { is: "wrong-case", actual: actual.join("/") }
    try {
      if (!isInside(fs.realpathSync(base), fs.realpathSync(current))) return { is: "outside" }
      if (!fs.statSync(current).isFile()) return { is: "other" }
      const type = imageTypeOf(head(current))
      return type ? { is: "image", type } : { is: "other" }
    } catch {
      // A link to nothing.
      return { is: "missing" }
    }
  }
}
