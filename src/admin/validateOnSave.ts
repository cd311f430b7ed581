import { uncheckedFiles, validateContent } from "../content/validate"
import { sections, shapes, type Shape } from "../content/schema"

/** What Decap hands a preSave listener, as far as this one reads it. */
type PreSave = { entry: { get(key: "data"): { toJS(): unknown } } }

/** `Testimonials[1].title` in the editor's words: "Testimonials › 2 › Title". */
export function editorPath(jsonPath: string): string {
  const words: string[] = []
  let shape: Shape | undefined = sections
  for (const [, name = "", index] of jsonPath.matchAll(/([^.[\]]+)(?:\[(\d+)\])?/g)) {
    const field: Shape[string] | undefined = shape?.[name]
    words.push(field?.label ?? name)
    if (index !== undefined) words.push(String(Number(index) + 1))
    shape =
      field && (field.kind === "object" || field.kind === "list") ? shapes[field.shape] : undefined
  }
  return words.join(" › ")
}

// A JSON path in a message: a section's name, then its items and fields (Testimonials[0].title).
const JSON_PATH = new RegExp(
  `\\b(?:${Object.keys(sections).join("|")})(?!\\w)(?:\\[\\d+\\])?(?:\\.\\w+(?:\\[\\d+\\])?)*`,
  "g",
)

/**
 * A validator message with every JSON path in it told in the editor's words ("is already used by
 * Testimonials › 1 › Title"), but for the coach's own text, quoted, which is left as typed.
 */
function inEditorWords(message: string): string {
  return message
    .split(/("(?:[^"\\]|\\.)*")/)
    .map((part, index) => (index % 2 ? part : part.replace(JSON_PATH, editorPath)))
    .join("")
}

/**
 * Refuses to save what the build would refuse, with the build validator's own checks: the rules that
 * span fields (a picture's description, unique testimonial titles) that Decap's field checks cannot
 * express. Decap shows the message and keeps the coach's edits. Files are uploaded by the editor
 * itself, so what is in them is the one check left to the build; where a path leads is checked here too.
 */
export function refuseInvalidContent({ entry }: PreSave) {
  const problems = validateContent(JSON.stringify(entry.get("data").toJS()), uncheckedFiles)
  if (problems.length === 0) return
  const lines = problems.map((problem) => inEditorWords(problem.replace(/^content\.json: /, "")))
  throw new Error(`Not published. Please fix:\n${lines.join("\n")}`)
}
