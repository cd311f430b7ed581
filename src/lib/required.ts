/** gatsby-node makes a page only for data it found: null here is data broken at its source. */
export function required<T>(value: T | null, what: string, query: string): T {
  if (value === null) throw new Error(`${query} found no ${what}`)
  return value
}
