// Derived from src/model/schema.ts: a field added there appears in the editor, no config.yml.
import type { EditorSettings } from "../siteConfig"
import { sections, shapes, type Field, type Shape } from "../model/schema"
import { CONTENT_FORMAT } from "./contentFormat"

export const RICH_TEXT_WIDGET = "richtext-html"

export const MEDIA = { folder: "data/images", public: "./images" } as const
/** Pictures inside an article's text: the site's own files, served from static/ as they are. */
export const TEXT_MEDIA = { folder: "/static/articles", public: "/articles" } as const

export const CONTENT_FILE = { collection: "site", name: "content", path: "data/content.json" }

/** `widget` may name a custom widget, which Decap's own types do not list. */
export type EditorField = {
  name: string
  label: string
  widget: string
  required: boolean
  hint?: string
  pattern?: [string, string]
  options?: string[]
  fields?: EditorField[]
  inline?: boolean
  media_folder?: string
  public_folder?: string
  choose_url?: boolean
  allow_multiple?: boolean
  collapsed?: boolean
  minimize_collapsed?: boolean
  summary?: string
  label_singular?: string
  min?: number
  max?: number
  value_type?: "int" | "float"
  default?: number
  step?: number
  date_format?: string
  time_format?: false | string
}

// A code point as the validator counts it, in a pattern Decap tests without flags; in a title's
// HTML a tag counts nothing and an entity one. The alternatives never overlap, so a long value
// fails in one pass.
const HIGH = "[\\uD800-\\uDBFF]"
const PAIR = `${HIGH}(?:[\\uDC00-\\uDFFF]|(?![\\uDC00-\\uDFFF]))`
const CHARACTER = `(?:[^\\uD800-\\uDBFF]|${PAIR})`
const TAG = "<[^>]*>"
const ENTITY = "&#?[0-9A-Za-z]+;"
const HTML_CHARACTER = `(?:[^<&\\uD800-\\uDBFF]|${PAIR}|${ENTITY}|&(?!#?[0-9A-Za-z]+;)|<(?![^>]*>))`

/** In the pattern too, so Decap checks the cap as the coach types. */
function withCap(editor: EditorField, max: number | undefined, html: boolean): EditorField {
  if (max === undefined) return editor
  const cap = `at most ${max} characters`
  const counted = html
    ? `^(?:${TAG})*(?:${HTML_CHARACTER}(?:${TAG})*){0,${max}}$`
    : `^${CHARACTER}{0,${max}}$`
  const hint = `At most ${max} characters.`
  return {
    ...editor,
    hint: editor.hint ? `${editor.hint} ${hint}` : hint,
    pattern: editor.pattern
      ? [`(?=${counted})${editor.pattern[0]}`, `${editor.pattern[1]}, in ${cap}`]
      : [counted, `Use ${cap}`],
  }
}

function widgetOf(name: string, field: Field): EditorField {
  const base = {
    name,
    label: field.label,
    required: field.required,
    ...(field.hint && { hint: field.hint }),
  }
  switch (field.kind) {
    case "text":
      return withCap(
        {
          ...base,
          widget: "string",
          ...(field.pattern && { pattern: [field.pattern.regex, field.pattern.message] }),
        },
        field.maxLength,
        false,
      )
    case "boolean":
      return { ...base, widget: "boolean" }
    case "slug":
      return { ...base, widget: "string", pattern: [field.pattern.regex, field.pattern.message] }
    case "number":
      return {
        ...base,
        widget: "number",
        value_type: field.whole === false ? "float" : "int",
        min: field.min,
        max: field.max,
        ...(field.whole === false && { step: 0.01 }),
        ...(field.default !== undefined && { default: field.default }),
      }
    case "choice":
      return { ...base, widget: "select", options: [...field.options] }
    case "date":
      // The browser's date input writes YYYY-MM-DD, the form the validator and the page read.
      return { ...base, widget: "datetime", date_format: "YYYY-MM-DD", time_format: false }
    case "datetime":
      // Read and written as the wall-clock time it shows, never converted to the editor's zone.
      return { ...base, widget: "datetime", date_format: "YYYY-MM-DD", time_format: "HH:mm" }
    case "timeZone":
      return { ...base, widget: "string" }
    case "html":
      return {
        ...base,
        widget: RICH_TEXT_WIDGET,
        ...(field.pictures && {
          media_folder: TEXT_MEDIA.folder,
          public_folder: TEXT_MEDIA.public,
        }),
      }
    case "inline":
      return withCap({ ...base, widget: RICH_TEXT_WIDGET, inline: true }, field.maxLength, true)
    case "image":
      // Only uploaded files: a picture from another website would be a request to a third party.
      return { ...base, widget: "image", choose_url: false, allow_multiple: false }
    case "object":
      return {
        ...base,
        widget: "object",
        collapsed: true,
        // Decap checks an optional section's required fields even when it is left empty, and then
        // will not publish; validateOnSave.ts says what is missing instead.
        fields: fieldsOf(shapes[field.shape]).map((child) =>
          field.required ? child : { ...child, required: false },
        ),
      }
    case "list":
      return {
        ...base,
        widget: "list",
        collapsed: true,
        label_singular: field.item,
        summary: `{{fields.${field.summary}}}`,
        fields: fieldsOf(shapes[field.shape]),
        // Lists that grow with the coach's writing open as one line: items are drawn when opened.
        ...(field.pages && { minimize_collapsed: true }),
        ...(field.min !== undefined && { min: field.min }),
        ...(field.max !== undefined && { max: field.max }),
      }
  }
}

function fieldsOf(shape: Shape): EditorField[] {
  return Object.entries(shape).map(([name, field]) => widgetOf(name, field))
}

/** Decap's default, where `npm run develop` starts decap-server. */
export const LOCAL_BACKEND_URL = "http://localhost:8081/api/v1"

const LOCAL_ONLY = { name: "proxy", proxy_url: LOCAL_BACKEND_URL, branch: "main" } as const

/** Null when there is nowhere to publish: the page then explains how to set one up. */
export function editorBackendOf({ backend, local }: EditorSettings) {
  return backend ?? (local ? LOCAL_ONLY : null)
}

/** The build's choices (plugins/decap-admin/editorPage.ts). */
type Options = Omit<EditorSettings, "backend"> & {
  backend: NonNullable<ReturnType<typeof editorBackendOf>>
}

export function editorConfig({ siteMetadata, backend, local }: Options) {
  return {
    backend,
    // decap-server edits the working copy, on `npm run develop`'s page only.
    local_backend: local,
    load_config_file: false,
    site_url: siteMetadata.siteUrl,
    display_url: siteMetadata.siteUrl,
    media_folder: MEDIA.folder,
    public_folder: MEDIA.public,
    collections: [
      {
        name: CONTENT_FILE.collection,
        label: "Site",
        format: CONTENT_FORMAT.name,
        editor: { preview: true },
        files: [
          {
            name: CONTENT_FILE.name,
            label: "Site content",
            file: CONTENT_FILE.path,
            description: "Every word and picture of the page, section by section, in page order.",
            fields: fieldsOf(sections),
          },
        ],
      },
    ],
  }
}
