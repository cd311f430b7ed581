import { isIsoDate, readableDate } from "../../src/model/date"
import { sanitizeContentHtml } from "../../src/model/sanitize"
import { slugOf } from "../../src/model/slug"
import { isEmptied } from "../../src/model/blankValues"

type Source = Record<string, unknown>

/** Cleaned at build, so only allowed markup reaches the page and its page data. */
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

/** The fallback given at build, so that the site's script carries no default of its own. */
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

/** A section left with every field emptied is null: decided before any fallback applies. */
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

/** Null for the editor's cleared "". `readable` is made at build: the browser has no calendar. */
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
