// What the search page shows of Pagefind's results: plain data, so React writes every word as text.
// Pagefind gives an excerpt as HTML (the matches in <mark>, "<" and ">" escaped) and a title and the
// page's other metadata as plain text; whatever markup the coach's text holds stays text here.

/** How many results are shown at once: each one shown is a download of its own. */
export const PAGE_SIZE = 10

/** The longest search the box takes, and the address may carry. */
export const MAX_WORDS = 200

/** A part of a page Pagefind found the words in: a section under a heading with an id. */
type SubResult = {
  title: string
  url: string
  excerpt: string
  /** Each match, with its weight: how well the section matched. */
  weighted_locations?: { weight: number }[]
}

/** What the page reads of one result of Pagefind's (its "fragment"). */
export type PagefindFragment = {
  url: string
  excerpt: string
  meta: Record<string, string | undefined>
  sub_results?: SubResult[]
}

/** How well a section matched: the sum of its matches' weights. */
const weightOf = (sub: SubResult) =>
  (sub.weighted_locations ?? []).reduce((sum, { weight }) => sum + weight, 0)

/** A run of an excerpt's text, marked when it is a word searched for. */
type ExcerptPart = { text: string; marked: boolean }

/** One result as the page lists it. */
export type Hit = {
  url: string
  title: string
  /** "Article", "Book review", "Podcast", or "Section" for a part of the one page. */
  kind?: string
  /** As readers read it: "5 January 2031". */
  date?: string
  excerpt: ExcerptPart[]
}

/**
 * An excerpt's text as written: Pagefind 1.x escapes only "<" and ">" in it (an "&" stays as it is),
 * so that its own <mark> tags are the only ones.
 */
const unescaped = (excerpt: string) => excerpt.replace(/&lt;/g, "<").replace(/&gt;/g, ">")

/** An excerpt's runs of text, the marked ones being the words searched for. */
export function excerptParts(excerpt: string): ExcerptPart[] {
  return excerpt
    .split(/(<mark>[\s\S]*?<\/mark>)/)
    .filter(Boolean)
    .map((part) => {
      const marked = part.startsWith("<mark>") && part.endsWith("</mark>")
      return { text: unescaped(marked ? part.slice(6, -7) : part), marked }
    })
}

/**
 * A result as the page lists it. The one page is one result of Pagefind's, with a sub-result for
 * each section the words are in, in the page's order: the one that matched best leads to its section.
 */
export function hitOf(fragment: PagefindFragment): Hit {
  const sections =
    fragment.url === "/" ? (fragment.sub_results ?? []).filter((sub) => sub.url.includes("#")) : []
  // The first of the best: equal weights keep the page's order.
  const section = sections.reduce<SubResult | undefined>(
    (best, sub) => (best && weightOf(best) >= weightOf(sub) ? best : sub),
    undefined,
  )
  if (section) {
    return {
      url: section.url,
      title: section.title,
      kind: "Section",
      excerpt: excerptParts(section.excerpt),
    }
  }
  const { title = fragment.url, kind, date } = fragment.meta
  return {
    url: fragment.url,
    title,
    ...(kind && { kind }),
    ...(date && { date }),
    excerpt: excerptParts(fragment.excerpt),
  }
}

/** "3 results for “feedback”": what a screen reader hears once a search is done. */
export const resultsCount = (count: number, words: string) =>
  `${count === 0 ? "No" : count} result${count === 1 ? "" : "s"} for “${words}”`
