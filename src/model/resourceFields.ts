// What the build adds to each resource beside what the coach wrote: plain functions, so the GraphQL
// resolvers (plugins/source-content), the editor's preview and the tests' fixtures all give the same values.
import { firstSentence } from "./description"
import { plainText, sanitizeContentHtml, withHeadingsFrom } from "./sanitize"
import type { ShapeName } from "./schema"
import { slugOf } from "./slug"

/** A resource as content.json holds it, as far as these read it. */
export type RawResource = {
  title?: unknown
  slug?: unknown
  content?: unknown
  draft?: unknown
  date?: unknown
}

const text = (value: unknown) => (typeof value === "string" ? value : "")

/** The title without its markup: for the page's <title>, share cards and the dialog's address. */
export const plainTitle = (resource: RawResource) => plainText(text(resource.title))

/** The text under a page's h1 rather than the dialog's h3 title: its headings start at h2. */
export const pageContent = (resource: RawResource) =>
  withHeadingsFrom(sanitizeContentHtml(text(resource.content)), 2)

/** For search results and share cards: the text's first sentence, or the title when it has none. */
export const description = (resource: RawResource) =>
  firstSentence(text(resource.content)) || plainTitle(resource)

/** The address segment of its page: the coach's own slug, or the one its title gives. */
export const effectiveSlug = (resource: RawResource) => slugOf(resource)

/** The shape of content.json whose items get the fields below. */
export const DERIVED_SHAPE: ShapeName = "Resource"

/** The fields above, by the name its GraphQL type gives them (all `String!`). */
export const derivedResourceFields = { plainTitle, pageContent, description } as const
