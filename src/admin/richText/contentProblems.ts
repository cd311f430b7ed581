import type { Mark, Node } from "@tiptap/pm/model"
import { addressProblem } from "./addresses"

/** One sentence each, as the coach sees it; empty when the document is good to save. */
export function contentProblems(doc: Node): string[] {
  const problems: string[] = []
  const links: { mark: Mark; text: string; end: number }[] = []
  doc.descendants((node, position) => {
    if (node.type.name === "image" && !String(node.attrs.alt ?? "").trim()) {
      problems.push(
        `The picture ${node.attrs.src} needs a description (alt text) for visitors who cannot see it.`,
      )
    }
    const mark = node.marks.find((candidate) => candidate.type.name === "link")
    if (!mark) return
    // One link may span several text nodes (bold inside it, a line break): name it once, whole.
    const last = links.at(-1)
    if (last && last.end === position && last.mark.eq(mark)) {
      last.text += node.textContent
      last.end = position + node.nodeSize
    } else links.push({ mark, text: node.textContent, end: position + node.nodeSize })
  })
  for (const { mark, text } of links) {
    const problem = addressProblem("a", String(mark.attrs.href ?? ""))
    if (problem)
      problems.push(`The link “${text.trim()}” cannot go to “${mark.attrs.href}”: ${problem}`)
  }
  return problems
}
