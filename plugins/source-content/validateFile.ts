import fs from "fs"
import path from "path"
import { fileProbe } from "./fileProbe"
import { problem, type Problem } from "../../src/model/problems"
import { timeZoneFrom } from "../../src/model/publishing"
import { validateContent } from "../../src/model/validate"

/** Unicode's well-formed sequences (table 3-7): no overlong form, surrogate, or past U+10FFFF. */
export function firstNonUtf8Byte(bytes: Uint8Array): number {
  let index = 0
  while (index < bytes.length) {
    const lead = bytes[index]!
    let second: [number, number] = [0x80, 0xbf]
    let length: number
    if (lead <= 0x7f) length = 1
    else if (lead >= 0xc2 && lead <= 0xdf) length = 2
    else if (lead >= 0xe0 && lead <= 0xef) {
      length = 3
      if (lead === 0xe0) second = [0xa0, 0xbf]
      if (lead === 0xed) second = [0x80, 0x9f]
    } else if (lead >= 0xf0 && lead <= 0xf4) {
      length = 4
      if (lead === 0xf0) second = [0x90, 0xbf]
      if (lead === 0xf4) second = [0x80, 0x8f]
    } else return index
    for (let offset = 1; offset < length; offset++) {
      const [low, high] = offset === 1 ? second : [0x80, 0xbf]
      const byte = bytes[index + offset]
      if (byte === undefined || byte < low || byte > high) return index
    }
    index += length
  }
  return -1
}

function lineAndColumn(bytes: Uint8Array, offset: number): string {
  // lastIndexOf would count a negative start from the end.
  const lineStart = offset === 0 ? 0 : bytes.lastIndexOf(0x0a, offset - 1) + 1
  const line = bytes.subarray(0, offset).filter((byte) => byte === 0x0a).length + 1
  const column = [...new TextDecoder().decode(bytes.subarray(lineStart, offset))].length + 1
  return `line ${line}, column ${column}`
}

function utf8Text(bytes: Uint8Array): string | Problem {
  try {
    // ignoreBOM keeps a BOM in the text, for the validator to name.
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(bytes)
  } catch {
    const offset = firstNonUtf8Byte(bytes)
    const byte = bytes[offset]!.toString(16).toUpperCase().padStart(2, "0")
    return problem`is not UTF-8: the byte 0x${byte} at byte offset ${offset} (${lineAndColumn(bytes, offset)}) is not a UTF-8 character. Save the file as UTF-8: in another encoding (Windows-1252, Latin-1), accented letters show on the page as "\uFFFD"`
  }
}

// Image fields resolve against data/, as gatsby-source-filesystem's do; HTML's pictures, static/.
export function validateContentFile(file: string): Problem[] {
  const folder = path.dirname(file)
  let bytes: Uint8Array
  try {
    bytes = fs.readFileSync(file)
  } catch {
    return [problem`cannot be read at ${file}`]
  }
  const text = utf8Text(bytes)
  if (typeof text !== "string") return [text]
  const staticFolder = path.join(path.dirname(folder), "static")
  // SITE_TIME_ZONE was checked when the build began (plugins/source-content's onPreInit).
  return validateContent(
    text,
    fileProbe({ data: folder, static: staticFolder }),
    timeZoneFrom(process.env),
  )
}
