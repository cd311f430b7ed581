import { cutAtWord, DESCRIPTION_LENGTH } from "./cutAtWord"
import { plainLines } from "./sanitize"

/**
 * A resource's description for search results and share cards: the first sentence of its text (HTML), as
 * plain text, or the whole text when it has no sentence end. Cut at a word, with an ellipsis, when longer
 * than `maxLength`; empty when the text has no words.
 */
export function firstSentence(html: string, maxLength = DESCRIPTION_LENGTH): string {
  // The locale's own sentence rules: a full stop inside "2.0" does not end a sentence; a paragraph's end,
  // a line break in them, always does.
  const text = plainLines(html).join("\n")
  const [first] = new Intl.Segmenter("en", { granularity: "sentence" }).segment(text)
  const sentence = first?.segment.trim() ?? ""
  return cutAtWord(sentence, maxLength)
}
