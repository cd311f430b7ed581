/** Search results show about this much of a description. */
export const DESCRIPTION_LENGTH = 160

/** At most `max` characters, ellipsis included. */
export function cutAtWord(text: string, max: number): string {
  if (text.length <= max) return text
  const cut = text.slice(0, max)
  const lastSpace = cut.lastIndexOf(" ")
  const words = lastSpace > 0 ? cut.slice(0, lastSpace) : cut.slice(0, max - 1)
  return `${words.replace(/[\s,;:.!?-]+$/u, "")}…`
}
