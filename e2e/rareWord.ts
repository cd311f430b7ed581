// The word a search test types: one that a few resources hold and no other page says, read from the
// content the site was built from and its built pages, so that the expected results are known whatever
// the coach writes. For the Playwright tests and the engine tests alike (no browser, no test runner).
import { plainText } from "../src/model/sanitize"
import type { Content } from "../src/test/content"
import { parseHtml, readBuilt } from "./builtSite"
import { listPages, resourcePages, type ResourcePage } from "./resourcePages"
import type { SiteName } from "./sites"

/** Every string content.json holds, but those of the objects in `except`. */
function otherText(value: unknown, except: Set<unknown>): string {
  if (except.has(value)) return ""
  if (typeof value === "string") return value
  if (Array.isArray(value)) return value.map((each) => otherText(each, except)).join(" ")
  if (value && typeof value === "object") {
    return Object.values(value)
      .map((each) => otherText(each, except))
      .join(" ")
  }
  return ""
}

/** What search reads of a resource: its title and its text, lowercased. */
export const searchedText = ({ item }: ResourcePage) =>
  plainText(`${item.title} ${item.content}`).toLowerCase()

export type RareWord = {
  /** The resource whose text the word was taken from. */
  page: ResourcePage
  word: string
  /** Every resource that holds it, `page` among them: as many as search finds. */
  holders: ResourcePage[]
}

/**
 * A long word of a resource's text held by as few resources as any (one, in content a coach wrote; ten
 * in content grown tenfold, whose copies share their texts), with that resource's page and every page
 * that holds the word. Search stems words ("following" finds "follows"), so the word is one whose first
 * five letters no other page of the site says (the one page, the lists' pages: the content's text and
 * the site's own words), and that every resource holding those five letters holds whole: then every
 * form search may match is in exactly the pages counted. `content` is the site's as it shows it
 * (publishedContent, as the tests' `content` is).
 */
export function rarestWord(content: Content, site: SiteName): RareWord {
  const pages = resourcePages(content)
  const others = [
    "index.html",
    ...listPages(content).map(({ path }) => `${path.slice(1)}index.html`),
  ]
  const elsewhere = [
    plainText(otherText(content, new Set(pages.map(({ item }) => item)))),
    ...others.map((file) => parseHtml(readBuilt(site, file))("main").text()),
  ]
    .join(" ")
    .toLowerCase()
  const texts = pages.map(searchedText)
  // Grown content says the same words in many pieces: each is counted once.
  const counted = new Map<string, ResourcePage[]>()
  const holding = (part: string) => {
    const found = counted.get(part) ?? pages.filter((_, index) => texts[index]!.includes(part))
    counted.set(part, found)
    return found
  }
  let best: RareWord | undefined
  for (const candidate of pages) {
    for (const word of plainText(candidate.item.content).split(/[^\p{L}]+/u)) {
      const lower = word.toLowerCase()
      if (word.length < 9 || elsewhere.includes(lower.slice(0, 5))) continue
      const holders = holding(lower)
      if (holding(lower.slice(0, 5)).length !== holders.length) continue
      if (!best || holders.length < best.holders.length) best = { page: candidate, word, holders }
      if (holders.length === 1) return best
    }
  }
  if (!best) throw new Error("no resource has a long word said nowhere else on the site")
  return best
}

/** What the search page's status says once a search for `word` has found `count` pages. */
export const resultsFor = (count: number, word: string) =>
  `${count} result${count === 1 ? "" : "s"} for “${word}”`
