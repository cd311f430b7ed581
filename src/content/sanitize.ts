import sanitizeHtml from "sanitize-html"

/** Links to other sites open in a new tab without handing it this page (window.opener) or the referrer. */
function safeLink(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const { target: _target, rel: _rel, ...rest } = attribs
  const external = /^https?:\/\//i.test(attribs.href ?? "")
  return {
    tagName,
    attribs: external ? { ...rest, target: "_blank", rel: "noopener noreferrer" } : rest,
  }
}

// Only what the coach's content needs. Everything else (scripts, iframes, forms, styles, event
// handlers, javascript: URLs) is dropped, so it never reaches the page or page-data.
const blockOptions: sanitizeHtml.IOptions = {
  allowedTags: [
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
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    img: ["src", "alt", "width", "height", "loading", "decoding"],
  },
  allowedSchemes: ["https", "http", "mailto", "tel"],
  // Images are the site's own files (relative URLs): a page view never asks another host for one.
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    a: safeLink,
    img: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, loading: "lazy", decoding: "async" },
    }),
  },
}

// Titles sit inside buttons and headings: line breaks and emphasis only.
const inlineOptions: sanitizeHtml.IOptions = {
  allowedTags: ["br", "strong", "b", "em", "i"],
  allowedAttributes: {},
  disallowedTagsMode: "discard",
}

/** Cleans one HTML field of content.json. `inline` is for titles, which allow only phrasing markup. */
export function sanitizeContentHtml(html: string, inline = false): string {
  return sanitizeHtml(html, inline ? inlineOptions : blockOptions)
}
