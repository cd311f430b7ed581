// "Related reading" at the end of a resource's page: the few other resources nearest to it by the words
// their titles and texts share (TF-IDF weights, cosine similarity). Computed at build, so no page's script
// does it; a plain function of the content, so the same content gives the same lists in every build.
import { plainText } from "./sanitize"

/** One resource as related reading compares it; `title` and `text` are content HTML. */
export type RelatedCandidate = { key: string; title: string; text: string }

// A title is a few words chosen to say what the resource is about: each counts as this many of the text's.
const TITLE_WEIGHT = 3

// Words that say nothing of what a text is about. Words under three letters are dropped anyway.
const STOP_WORDS = new Set(
  `the and for are but not you your yours with this that from have has had was were will would can could
  should may might must what when where which who whom why how all any each more most other some such than
  too very into onto over under about after before again our ours out own same she her him his its they
  them their there these those then just also been being does did doing only both few off nor because
  while here yet get got one`.split(/\s+/),
)

/** The words of content HTML: its plain text (so tag names and entities are never words), lowercased. */
function wordsOf(html: string): string[] {
  // NFC: an "é" typed as "e" and an accent is the same word as one typed as "é". Marks (\p{M}) stay in
  // a word: after NFC they are left only where a script has no precomposed letter (Devanagari's vowels).
  const runs =
    plainText(html)
      .toLowerCase()
      .normalize("NFC")
      .match(/[\p{L}\p{M}\p{N}]+/gu) ?? []
  return runs.filter((word) => [...word].length >= 3 && !STOP_WORDS.has(word))
}

/**
 * For each item's key, the keys of up to `limit` other items nearest to it, nearest first; only items
 * sharing a word with it, so one that shares none gets an empty list. Equally near items keep their
 * order in `items`. The cost is the sum, over words, of the square of how many items hold the word.
 */
export function relatedReading(
  items: readonly RelatedCandidate[],
  limit = 3,
): Map<string, string[]> {
  if (!Number.isInteger(limit) || limit < 0) throw new RangeError(`Related reading: limit ${limit}`)
  // A key names one page: two items with one key is a mistake upstream, not something to pick from.
  const keys = new Set<string>()
  for (const { key } of items) {
    if (keys.has(key)) throw new Error(`Related reading: the key "${key}" is used twice`)
    keys.add(key)
  }
  const counts = items.map(({ title, text }) => {
    const count = new Map<string, number>()
    const add = (word: string, by: number) => count.set(word, (count.get(word) ?? 0) + by)
    for (const word of wordsOf(title)) add(word, TITLE_WEIGHT)
    for (const word of wordsOf(text)) add(word, 1)
    return count
  })
  const holding = new Map<string, number>()
  for (const count of counts)
    for (const word of count.keys()) holding.set(word, (holding.get(word) ?? 0) + 1)
  // Inverse document frequency, smoothed (1 + n/df, not n/df) so that a word every item holds still
  // counts a little: two items sharing only such words are still nearer than two sharing none.
  const idf = (word: string) => Math.log(1 + items.length / holding.get(word)!)
  // Each item's weights scaled to length 1, so a dot product is the cosine; and for each word, the items
  // holding it with its weight there, so only items sharing a word are ever compared.
  const holders = new Map<string, { index: number; weight: number }[]>()
  const vectors = counts.map((count, index) => {
    const raw = [...count].map(([word, tf]) => [word, tf * idf(word)] as const)
    const length = Math.sqrt(raw.reduce((sum, [, weight]) => sum + weight * weight, 0))
    const vector = raw.map(([word, weight]) => [word, weight / length] as const)
    for (const [word, weight] of vector) {
      const list = holders.get(word) ?? []
      holders.set(word, list)
      list.push({ index, weight })
    }
    return vector
  })
  const related = new Map<string, string[]>()
  vectors.forEach((vector, index) => {
    // Summed in this item's own word order, which depends on its content only: where other items sit in
    // `items` cannot change a score, even in its last bit, so only true ties fall to their order.
    const score = new Float64Array(items.length)
    for (const [word, weight] of vector)
      for (const other of holders.get(word)!) score[other.index]! += weight * other.weight
    const nearest = [...score.keys()]
      .filter((other) => other !== index && score[other]! > 0)
      .sort((a, b) => score[b]! - score[a]! || a - b)
    related.set(
      items[index]!.key,
      nearest.slice(0, limit).map((other) => items[other]!.key),
    )
  })
  return related
}
