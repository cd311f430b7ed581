// Plain data, so React writes every word as text: Pagefind's excerpts are HTML.

/** Each result shown is a download of its own. */
export const PAGE_SIZE = 10

export const MAX_WORDS = 200

type SubResult = {
  title: string
  url: string
  excerpt: string
  weighted_locations?: { weight: number }[]
}

export type PagefindFragment = {
  url: string
  excerpt: string
  meta: Record<string, string | undefined>
  sub_results?: SubResult[]
}

const weightOf = (sub: SubResult) =>
  (sub.weighted_locations ?? []).reduce((sum, { weight }) => sum + weight, 0)

type ExcerptPart = { text: string; marked: boolean }

export type Hit = {
  url: string
  title: string
  kind?: string
  date?: string
  excerpt: ExcerptPart[]
}

/** Pagefind 1.x escapes only "<" and ">" ("&" stays), so its own <mark> tags are the only ones. */
const unescaped = (excerpt: string) => excerpt.replace(/&lt;/g, "<").replace(/&gt;/g, ">")

export function excerptParts(excerpt: string): ExcerptPart[] {
  return excerpt
    .split(/(<mark>[\s\S]*?<\/mark>)/)
    .filter(Boolean)
    .map((part) => {
      const marked = part.startsWith("<mark>") && part.endsWith("</mark>")
      return { text: unescaped(marked ? part.slice(6, -7) : part), marked }
    })
}

/** The one page's best-matching section leads to it; Pagefind gives a sub-result per section. */
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

export const resultsCount = (count: number, words: string) =>
  `${count === 0 ? "No" : count} result${count === 1 ? "" : "s"} for “${words}”`
