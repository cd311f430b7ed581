import { cutAtWord, DESCRIPTION_LENGTH } from "./cutAtWord"
import { plainLines } from "./sanitize"

/** The whole text when it has no sentence end; cut at a word past `maxLength`. */
export function firstSentence(html: string, maxLength = DESCRIPTION_LENGTH): string {
  // A full stop inside "2.0" ends no sentence; a paragraph's end or a line break always does.
  const text = plainLines(html).join("\n")
  const [first] = new Intl.Segmenter("en", { granularity: "sentence" }).segment(text)
  const sentence = first?.segment.trim() ?? ""
  return cutAtWord(sentence, maxLength)
}
