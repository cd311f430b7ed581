import { plainText } from "./sanitize"

// Long titles make long addresses; the words after this many characters add nothing to a link.
const MAX_LENGTH = 80

/** "Dare to Lead<br>by Brené Brown" → "dare-to-lead-by-brene-brown". */
export function slugify(titleHtml: string): string {
  return plainText(titleHtml)
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, MAX_LENGTH)
    .replace(/^-+|-+$/g, "")
}

export function slugOf(item: { slug?: unknown; title?: unknown }): string {
  if (typeof item.slug === "string" && item.slug.trim()) return item.slug.trim()
  return typeof item.title === "string" ? slugify(item.title) : ""
}
