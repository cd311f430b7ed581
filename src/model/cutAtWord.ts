/** Search results show about 155–160 characters of a description; a longer one is cut within this. */
export const DESCRIPTION_LENGTH = 160

/**
 * `text` when it has at most `max` characters; else as much of it as fits, cut after a whole word, with an
 * ellipsis (the result has at most `max` characters). For titles and descriptions search results cut.
 */
export function cutAtWord(text: string, max: number): string {
  if (text.length <= max) return text
  const cut = text.slice(0, max)
  const lastSpace = cut.lastIndexOf(" ")
  const words = lastSpace > 0 ? cut.slice(0, lastSpace) : cut.slice(0, max - 1)
  return `${words.replace(/[\s,;:.!?-]+$/u, "")}…`
}
