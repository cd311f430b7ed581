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

/**
 * Refuses to save what the build would refuse, with the build validator's own checks: the rules that
 * span fields (a picture's description, unique testimonial titles) that Decap's field checks cannot
 * express. Decap shows the message and keeps the coach's edits. Files are uploaded by the editor
 * itself, so what is in them is the one check left to the build; where a path leads is checked here too.
 */
export function refuseInvalidContent({ entry }: PreSave) {
  const problems = validateContent(JSON.stringify(entry.get("data").toJS()), uncheckedFiles)
  if (problems.length === 0) return
  const lines = problems.map((problem) =>
    problem.replace(/^content\.json: ([\w.[\]]+)/, (_, path: string) => editorPath(path)),
  )
  throw new Error(`Not published. Please fix:\n${lines.join("\n")}`)
}
