import { inEditorWords } from "../model/problems"
import { uncheckedFiles, validateContent } from "../model/validate"
import type { PreSave } from "./decap"

/** The build's own checks, for rules spanning fields that Decap's cannot express. */
export function refuseInvalidContent({ entry }: PreSave) {
  const problems = validateContent(JSON.stringify(entry.get("data")?.toJS() ?? {}), uncheckedFiles)
  if (problems.length === 0) return
  throw new Error(`Not published. Please fix:\n${problems.map(inEditorWords).join("\n")}`)
}
