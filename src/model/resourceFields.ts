// Plain functions, so the resolvers, the editor's preview and the fixtures give the same values.
import { firstSentence } from "./description"
import { plainText, sanitizeContentHtml, withHeadingsFrom } from "./sanitize"
import type { ShapeName } from "./schema"
import { slugOf } from "./slug"

export type RawResource = {
  title?: unknown
  slug?: unknown
  content?: unknown
  draft?: unknown
  date?: unknown
}

const text = (value: unknown) => (typeof value === "string" ? value : "")

/** For the page's <title>, share cards and the dialog's address. */
export const plainTitle = (resource: RawResource) => plainText(text(resource.title))

/** Its headings start at h2, under the page's h1 rather than the dialog's h3. */
export const pageContent = (resource: RawResource) =>
  withHeadingsFrom(sanitizeContentHtml(text(resource.content)), 2)

/** The first sentence, or the title when the text has none. */
export const description = (resource: RawResource) =>
  firstSentence(text(resource.content)) || plainTitle(resource)

export const effectiveSlug = (resource: RawResource) => slugOf(resource)

export const DERIVED_SHAPE: ShapeName = "Resource"

/** By the names their GraphQL type gives them (all `String!`). */
export const derivedResourceFields = { plainTitle, pageContent, description } as const
