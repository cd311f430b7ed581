import { inEditorWords } from "../model/problems"
import { uncheckedFiles, validateContent } from "../model/validate"
import type { PreSave } from "./decap"

/**
 * Refuses to save what the build would refuse, with the build validator's own checks: the rules that
 * span fields (a picture's description, unique testimonial titles) that Decap's field checks cannot
 * express. Decap shows the message and keeps the coach's edits. Files are uploaded by the editor
 * itself, so what is in them is the one check left to the build; where a path leads is checked here too.
 */
export function refuseInvalidContent({ entry }: PreSave) {
  const problems = validateContent(JSON.stringify(entry.get("data")?.toJS() ?? {}), uncheckedFiles)
  if (problems.length === 0) return
  throw new Error(`Not published. Please fix:\n${problems.map(inEditorWords).join("\n")}`)
}
