// What a page's query must have found: gatsby-node makes a page only for data it found.
/**
 * `value`, which a page's query must have found; a page that gets null throws, naming what is missing
 * and where ("The list page's query found no site metadata"): only data broken at its source does that.
 */
export function required<T>(value: T | null, what: string, query: string): T {
  if (value === null) throw new Error(`${query} found no ${what}`)
  return value
}
