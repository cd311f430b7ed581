// A problem the validator finds is data: the place in content.json, and a message whose places are
// kept as places. Each reader words them its own way: the terminal, the build and the develop overlay
// by JSON path (HeroSection.title), the editor by its labels (Hero › Title). Nothing parses a message.
import { sections, shapes, type Shape } from "./schema"

/** A place in content.json: a section, then field names and item indexes; [] is the file itself. */
export type ContentPath = readonly (string | number)[]

/** Words, or a place in content.json that each reader names in its own way. */
type MessagePart = string | { path: ContentPath }

export type Problem = {
  /** Where the problem is: the field the editor would mark. */
  path: ContentPath
  /** The whole sentence, the place itself among its parts. */
  message: readonly MessagePart[]
}

/**
 * A problem from a template: every array interpolated is a place, and the first of them is where the
 * problem is (the file itself when there is none); everything else is words.
 */
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

/** `Testimonials[1].title`, as content.json's own notation writes it. */
export const jsonPath = (path: ContentPath): string =>
  path
    .map((key, index) => (typeof key === "number" ? `[${key}]` : index === 0 ? key : `.${key}`))
    .join("")

/** `Testimonials › 2 › Title`: the editor's labels, items counted from 1 as the coach sees them. */
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

// Characters a terminal or the editor would show as nothing (or not at all): control and format
// characters (a BOM, zero-width spaces, direction marks), line separators and unusual spaces.
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]/gu

/** Text with every invisible character written out (\u{200B}), so a problem can always be seen. */
export const visible = (text: string) =>
  text.replace(INVISIBLE, (character) => {
    const code = character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")
    return `\\u{${code}}`
  })

const words = ({ message }: Problem, name: (path: ContentPath) => string) =>
  visible(message.map((part) => (typeof part === "string" ? part : name(part.path))).join(""))

/** For the terminal, the build's log and the develop overlay: "content.json: HeroSection.title …". */
export const inFileWords = (found: Problem) => `content.json: ${words(found, jsonPath)}`

/** For the editor: "Hero › Title …". */
export const inEditorWords = (found: Problem) => words(found, editorPath)
