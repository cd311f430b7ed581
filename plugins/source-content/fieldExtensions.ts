import { isIsoDate, readableDate } from "../../src/model/date"
import { sanitizeContentHtml } from "../../src/model/sanitize"
import { slugOf } from "../../src/model/slug"
import { isEmptied } from "../../src/model/blankValues"

type Source = Record<string, unknown>

/**
 * The `@sanitizedHtml` field extension: every HTML field of content.json is cleaned when the page query
 * resolves it, at build time, so only allowed markup reaches the page and page-data.
 */
export const sanitizedHtmlExtension = {
  name: "sanitizedHtml",
  args: { inline: { type: "Boolean", defaultValue: false } },
  extend(options: { inline?: boolean }) {
    return {
      resolve(source: Source, _args: unknown, _context: unknown, info: { fieldName: string }) {
        const value = source[info.fieldName]
        return typeof value === "string" ? sanitizeContentHtml(value, options.inline) : value
      },
    }
  },
}

/** The `@slug` field extension: the coach's slug, or the one made from the field `from` (the title). */
export const slugExtension = {
  name: "slug",
  args: { from: { type: "String!" } },
  extend(options: { from: string }) {
    return {
      resolve(source: Source, _args: unknown, _context: unknown, info: { fieldName: string }) {
        return slugOf({ slug: source[info.fieldName], title: source[options.from] })
      },
    }
  },
}

/**
 * The `@orFallback` field extension: an optional text field's words, or `value` while the coach leaves
 * it empty (or blank). The site's script then carries no default of its own.
 */
export const orFallbackExtension = {
  name: "orFallback",
  args: { value: { type: "String!" } },
  extend(options: { value: string }) {
    return {
      resolve(source: Source, _args: unknown, _context: unknown, info: { fieldName: string }) {
        const value = source[info.fieldName]
        return typeof value === "string" && value.trim() ? value : options.value
      },
    }
  },
}

/**
 * The `@emptiedAsNull` field extension, on an optional section: null when the editor has left it with
 * every field emptied, as the validator takes it, so a page shows nothing of it. Decided on the
 * fields as written, before any fallback stands in for an empty one.
 */
export const emptiedAsNullExtension = {
  name: "emptiedAsNull",
  extend() {
    return {
      resolve(source: Source, _args: unknown, _context: unknown, info: { fieldName: string }) {
        const value = source[info.fieldName]
        return isEmptied(value) ? null : (value ?? null)
      },
    }
  },
}

/**
 * The `@isoDate` field extension: a date field's day as the coach wrote it, or null when it is empty (the
 * editor's Clear leaves ""), so a page asks `date` and shows a date only where there is one. With
 * `readable: true` it is the day as people read it ("14 March 2026"), made here at build so the
 * browser's bundle carries no calendar.
 */
export const isoDateExtension = {
  name: "isoDate",
  extend() {
    return {
      args: { readable: { type: "Boolean", defaultValue: false } },
      resolve(
        source: Source,
        { readable }: { readable?: boolean },
        _context: unknown,
        info: { fieldName: string },
      ) {
        const value = source[info.fieldName]
        if (typeof value !== "string" || !isIsoDate(value)) return null
        return readable ? readableDate(value) : value
      },
    }
  },
}
