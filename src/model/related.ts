// TF-IDF and cosine similarity at build, a plain function of the content: same content, same lists.
import { plainText } from "./sanitize"

export type RelatedCandidate = { key: string; title: string; text: string }

// A title is a few words chosen to say what the resource is about.
const TITLE_WEIGHT = 3

const STOP_WORDS = new Set(
  `the and for are but not you your yours with this that from have has had was were will would can could
  should may might must what when where which who whom why how all any each more most other some such than
  too very into onto over under about after before again our ours out own same she her him his its they
  them their there these those then just also been being does did doing only both few off nor because
  while here yet get got one`.split(/\s+/),
)

/** Plain text, so tag names and entities are never words. */
function wordsOf(html: string): string[] {
  // NFC: a decomposed "é" is the same word as a composed one; marks (\p{M}) stay inside a word.
  const runs =
    plainText(html)
      .toLowerCase()
      .normalize("NFC")
      .match(/[\p{L}\p{M}\p{N}]+/gu) ?? []
  return runs.filter((word) => [...word].length >= 3 && !STOP_WORDS.has(word))
}

/** Only items sharing a word are compared: the cost is, per word, the square of its holders. */
export function relatedReading(
  items: readonly RelatedCandidate[],
  limit = 3,
): Map<string, string[]> {
  if (!Number.isInteger(limit) || limit < 0) throw new RangeError(`Related reading: limit ${limit}`)
  // Two items with one key is a mistake upstream, not something to pick from.
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
  // Smoothed (1 + n/df) so a word every item holds still counts a little.
  const idf = (word: string) => Math.log(1 + items.length / holding.get(word)!)
  // Unit length, so a dot product is the cosine; per word its holders, so only sharers meet.
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
    // In this item's own word order, so where others sit cannot change a score's last bit: only
    // true ties fall to their order.
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
