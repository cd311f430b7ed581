// How long an article or a book review takes to read, on its page, in the dialog and on its list's
// page: counted at build from its text's words, so no page's script counts them.
import type { ResourceListName } from "./resourceLists"
import { plainText } from "./sanitize"

/** Silent reading of non-fiction by adults: about 238 words a minute (Brysbaert, 2019). */
export const WORDS_PER_MINUTE = 238

/** The lists whose items are read; a podcast's episode is its own time. */
export const TIMED_LISTS: readonly ResourceListName[] = ["Articles", "Books"]

/**
 * "6 min read": the words of a resource's text (HTML, read as the site shows it: each block a line),
 * at WORDS_PER_MINUTE, rounded up, at least one minute.
 */
export function readingTime(html: string): string {
  const words = plainText(html).split(/\s+/).filter(Boolean).length
  return `${Math.max(1, Math.ceil(words / WORDS_PER_MINUTE))} min read`
}
