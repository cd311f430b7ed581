import type { ResourceListName } from "./resourceLists"
import { plainText } from "./sanitize"

/** Adults reading non-fiction silently (Brysbaert's review of reading rates). */
export const WORDS_PER_MINUTE = 238

/** A podcast's episode is its own time. */
export const TIMED_LISTS: readonly ResourceListName[] = ["Articles", "Books"]

export function readingTime(html: string): string {
  const words = plainText(html).split(/\s+/).filter(Boolean).length
  return `${Math.max(1, Math.ceil(words / WORDS_PER_MINUTE))} min read`
}
