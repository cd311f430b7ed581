// A problem is data: each reader names its places its own way, so nothing parses a message.
import { sections, shapes, type Shape } from "./schema"

/** A section, then field names and item indexes; [] is the file itself. */
export type ContentPath = readonly (string | number)[]

type MessagePart = string | { path: ContentPath }

export type Problem = {
  /** The field the editor would mark. */
  path: ContentPath
  message: readonly MessagePart[]
}

/** Every array interpolated is a place, the first where the problem is; the rest is words. */
export function problem(strings: TemplateStringsArray, ...values: unknown[]): Problem {
  const message: MessagePart[] = []
  let path: ContentPath | undefined
  strings.forEach((text, index) => {
    if (text) message.push(text)
    if (index >= values.length) return
    const value = values[index]
    if (Array.isArray(value)) {
      path ??= value
      message.push({ path: value })
    } else message.push(String(value))
  })
  return { path: path ?? [], message }
}

export const jsonPath = (path: ContentPath): string =>
  path
    .map((key, index) => (typeof key === "number" ? `[${key}]` : index === 0 ? key : `.${key}`))
    .join("")

/** `Testimonials › 2 › Title`: items counted from 1 as the coach sees them. */
export function editorPath(path: ContentPath): string {
  let shape: Shape | undefined = sections
  return path
    .map((key) => {
      if (typeof key === "number") return String(key + 1)
      const field: Shape[string] | undefined = shape?.[key]
      shape =
        field && (field.kind === "object" || field.kind === "list")
          ? shapes[field.shape]
          : undefined
      return field?.label ?? key
    })
    .join(" › ")
}

// What a terminal or the editor would show as nothing: a BOM, zero-width spaces, direction marks.
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]/gu

export const visible = (text: string) =>
  text.replace(INVISIBLE, (character) => {
    const code = character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")
    return `\\u{${code}}`
  })

const words = ({ message }: Problem, name: (path: ContentPath) => string) =>
  visible(message.map((part) => (typeof part === "string" ? part : name(part.path))).join(""))

export const inFileWords = (found: Problem) => `content.json: ${words(found, jsonPath)}`

export const inEditorWords = (found: Problem) => words(found, editorPath)
