// What the search page shows of Pagefind's results: plain data, so React writes every word as text.
// Pagefind builds an excerpt as HTML (its words escaped, the matches in <mark>), and a title as the
// page's text; whatever markup the coach's text holds stays text here.

/** What the page reads of one result of Pagefind's (its "fragment"). */
export type PagefindFragment = {
  url: string
  excerpt: string
  meta: Record<string, string | undefined>
  sub_results?: { title: string; url: string; excerpt: string }[]
}

/** A run of an excerpt's text, marked when it is a word searched for. */
export type ExcerptPart = { text: string; marked: boolean }

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

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" }

/** The text an HTML-escaped string stands for: entities decoded, any tag left as the text it is. */
export const decoded = (html: string) =>
  html.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] !== "#") return ENTITIES[name.toLowerCase()] ?? entity
    const code =
      name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : Number(name.slice(1))
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity
  })

/** An excerpt's runs of text, the marked ones being the words searched for. */
export function excerptParts(excerpt: string): ExcerptPart[] {
  return excerpt
    .split(/(<mark>[\s\S]*?<\/mark>)/)
    .filter(Boolean)
    .map((part) => {
      const marked = part.startsWith("<mark>") && part.endsWith("</mark>")
      return { text: decoded(marked ? part.slice(6, -7) : part), marked }
    })
}

/**
 * A result as the page lists it. The one page is one result of Pagefind's, with a sub-result for
 * each section whose heading matched: the best of them leads to that section.
 */
export function hitOf(fragment: PagefindFragment): Hit {
  const section =
    fragment.url === "/" ? fragment.sub_results?.find((sub) => sub.url.includes("#")) : undefined
  if (section) {
    return {
      url: section.url,
      title: decoded(section.title),
      kind: "Section",
      excerpt: excerptParts(section.excerpt),
    }
  }
  const { title = fragment.url, kind, date } = fragment.meta
  return {
    url: fragment.url,
    title: decoded(title),
    ...(kind && { kind: decoded(kind) }),
    ...(date && { date: decoded(date) }),
    excerpt: excerptParts(fragment.excerpt),
  }
}

/** "3 results for “feedback”": what a screen reader hears once a search is done. */
export const resultsCount = (count: number, words: string) =>
  `${count === 0 ? "No" : count} result${count === 1 ? "" : "s"} for “${words}”`
