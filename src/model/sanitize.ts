import sanitizeHtml from "sanitize-html"

/**
 * What the sanitiser keeps. Exported so the content editor (src/admin/richText) offers exactly this and
 * nothing it would remove.
 */
type AllowList = {
  tags: readonly string[]
  attributes: Readonly<Record<string, readonly string[]>>
  /** URL schemes kept in href and src; relative URLs are kept too, protocol-relative ones are not. */
  schemes: readonly string[]
  /** Narrower schemes for some tags (none at all: only the site's own paths). */
  schemesByTag: Readonly<Record<string, readonly string[]>>
}

// Only what the coach's content needs. Everything else (scripts, iframes, forms, styles, event
// handlers, javascript: URLs) is dropped, so it never reaches the page or page-data.
export const blockAllowList: AllowList = {
  tags: [
    "p",
    "br",
    "strong",
    "b",
    "em",
    "i",
    "ul",
    "ol",
    "li",
    "blockquote",
    "cite",
    "h3",
    "h4",
    "a",
    "img",
    "figure",
    "figcaption",
    "hr",
  ],
  attributes: {
    a: ["href", "title", "target", "rel"],
    img: ["src", "alt", "width", "height", "loading", "decoding"],
  },
  schemes: ["https", "http", "mailto", "tel"],
  // Images are the site's own files (relative URLs): a page view never asks another host for one.
  schemesByTag: { img: [] },
}

// Titles sit inside buttons and headings: line breaks and emphasis only.
export const inlineAllowList: AllowList = {
  tags: ["br", "strong", "b", "em", "i"],
  attributes: {},
  schemes: [],
  schemesByTag: {},
}

/** Links to other sites open in a new tab without handing it this page (window.opener) or the referrer. */
function safeLink(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const { target: _target, rel: _rel, ...rest } = attribs
  const external = /^https?:\/\//i.test(attribs.href ?? "")
  return {
    tagName,
    attribs: external ? { ...rest, target: "_blank", rel: "noopener noreferrer" } : rest,
  }
}

function optionsFor(allow: AllowList): sanitizeHtml.IOptions {
  return {
    allowedTags: [...allow.tags],
    allowedAttributes: Object.fromEntries(
      Object.entries(allow.attributes).map(([tag, names]) => [tag, [...names]]),
    ),
    allowedSchemes: [...allow.schemes],
    allowedSchemesByTag: Object.fromEntries(
      Object.entries(allow.schemesByTag).map(([tag, schemes]) => [tag, [...schemes]]),
    ),
    allowProtocolRelative: false,
    disallowedTagsMode: "discard",
  }
}

const blockOptions: sanitizeHtml.IOptions = {
  ...optionsFor(blockAllowList),
  transformTags: {
    a: safeLink,
    img: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, loading: "lazy", decoding: "async" },
    }),
  },
}

const inlineOptions = optionsFor(inlineAllowList)

/** Cleans one HTML field of content.json. `inline` is for titles, which allow only phrasing markup. */
export function sanitizeContentHtml(html: string, inline = false): string {
  return sanitizeHtml(html, inline ? inlineOptions : blockOptions)
}

/** A picture of content HTML: its src and alt as written, entities decoded ("" when absent). */
type HtmlImage = { src: string; alt: string }

/**
 * The pictures of content HTML, read by the sanitiser's own parser, so the validator checks exactly the
 * <img> tags the build keeps (unquoted attributes and entities included), before their src is cleaned.
 */
export function imagesIn(html: string): HtmlImage[] {
  const images: HtmlImage[] = []
  sanitizeHtml(html, {
    allowedTags: ["img"],
    allowedAttributes: false,
    transformTags: {
      img: (tagName, attribs) => {
        images.push({ src: attribs.src ?? "", alt: attribs.alt ?? "" })
        return { tagName, attribs }
      },
    },
  })
  return images
}

// sanitize-html escapes exactly these in the text it writes; plain text wants them back.
const ESCAPED: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"' }

// Tags whose edges separate words: a line break, and the blocks of an article's text. Emphasis and links
// sit inside words' runs and are simply dropped.
const WORD_BREAKS = [
  "br",
  "p",
  "li",
  "ul",
  "ol",
  "blockquote",
  "h3",
  "h4",
  "figure",
  "figcaption",
  "hr",
]

/**
 * The text of content HTML (a title or an article) in its lines: one for each block and each line break,
 * markup dropped, entities decoded, spaces collapsed, empty lines left out.
 */
export function plainLines(html: string): string[] {
  // The sanitiser keeps only the word-breaking tags, bare; it escapes every "<" in text, so each "<" left
  // starts one of those tags, and splitting there leaves exactly the text between them.
  return sanitizeHtml(html, { allowedTags: WORD_BREAKS, allowedAttributes: {} })
    .split(/<[^>]*>/)
    .map((line) =>
      line
        .replace(/&(amp|lt|gt|quot);/g, (entity) => ESCAPED[entity]!)
        .replace(/\s+/g, " ")
        .trim(),
    )
    .filter(Boolean)
}

/** The text of content HTML on one line, as a document title, a search result or a share card shows it. */
export const plainText = (html: string): string => plainLines(html).join(" ")

const HEADINGS = ["h1", "h2", "h3", "h4", "h5", "h6"]

/**
 * Already-sanitised HTML with its headings moved so that the highest is h`top`, their order kept: a
 * resource's text, written under the dialog's h3 title, read under its own page's h1.
 */
export function withHeadingsFrom(html: string, top: number): string {
  // Every tag and attribute kept: the HTML is sanitised already, and these passes only read and rename
  // its headings. Said so, or sanitize-html warns (once per call, in every build) that "all" includes script.
  const keepAll = {
    allowedTags: false,
    allowedAttributes: false,
    allowVulnerableTags: true,
  } as const
  let highest = HEADINGS.length + 1
  sanitizeHtml(html, {
    ...keepAll,
    exclusiveFilter: ({ tag }) => {
      const level = HEADINGS.indexOf(tag) + 1
      if (level > 0) highest = Math.min(highest, level)
      return false
    },
  })
  const shift = top - highest
  if (highest > HEADINGS.length || shift === 0) return html
  const level = (from: number) => Math.min(HEADINGS.length, Math.max(1, from + shift))
  return sanitizeHtml(html, {
    ...keepAll,
    transformTags: Object.fromEntries(
      HEADINGS.map((tag, index) => [tag, sanitizeHtml.simpleTransform(`h${level(index + 1)}`, {})]),
    ),
  })
}
