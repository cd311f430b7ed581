import sanitizeHtml from "sanitize-html"

/** Exported so the editor (src/admin/richText) offers nothing the build would remove. */
type AllowList = {
  tags: readonly string[]
  attributes: Readonly<Record<string, readonly string[]>>
  /** Relative URLs are kept too; protocol-relative ones are not. */
  schemes: readonly string[]
  schemesByTag: Readonly<Record<string, readonly string[]>>
}

// Only what the content needs: scripts, iframes, styles, handlers and javascript: URLs never reach
// page-data.
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
  // Relative URLs only: a page view never asks another host for a picture.
  schemesByTag: { img: [] },
}

// Titles sit inside buttons and headings: line breaks and emphasis only.
export const inlineAllowList: AllowList = {
  tags: ["br", "strong", "b", "em", "i"],
  attributes: {},
  schemes: [],
  schemesByTag: {},
}

/** External links open in a new tab without handing it window.opener or the referrer. */
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

export function sanitizeContentHtml(html: string, inline = false): string {
  return sanitizeHtml(html, inline ? inlineOptions : blockOptions)
}

type HtmlImage = { src: string; alt: string }

/** The sanitiser's own parser, so the validator checks exactly the <img> tags the build keeps. */
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

const ESCAPED: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"' }

// Emphasis and links sit inside words' runs and are simply dropped.
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

export function plainLines(html: string): string[] {
  // The sanitiser escapes every "<" in text, so each "<" left starts a word-breaking tag.
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

export const plainText = (html: string): string => plainLines(html).join(" ")

const HEADINGS = ["h1", "h2", "h3", "h4", "h5", "h6"]

/** A resource's text is written under the dialog's h3 and read under its own page's h1. */
export function withHeadingsFrom(html: string, top: number): string {
  // Said explicitly, or sanitize-html warns on every call that "all" includes script.
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
