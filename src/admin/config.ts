// The content editor's configuration, derived from the one content schema (src/model/schema.ts):
// no hand-written config.yml repeats it, so a field added there appears in the editor as well.
import type { EditorSettings } from "../siteConfig"
import { sections, shapes, type Field, type Shape } from "../model/schema"
import { CONTENT_FORMAT } from "./contentFormat"

/** The custom widget that edits HTML fields as rich text (src/admin/richText). */
export const RICH_TEXT_WIDGET = "richtext-html"

/** Where pictures uploaded in the editor go, and how content.json names them. */
export const MEDIA = { folder: "data/images", public: "./images" } as const
/** Pictures inside an article's text: the site's own files, served from static/ as they are. */
export const TEXT_MEDIA = { folder: "/static/articles", public: "/articles" } as const

/** The file the editor edits, and the name of its one entry. */
export const CONTENT_FILE = { collection: "site", name: "content", path: "data/content.json" }

/** A field as Decap reads it; `widget` may name a custom widget, which Decap's own types do not list. */
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

// One character as the validator counts it (a code point: a surrogate pair, or a lone half, is one),
// in a pattern Decap tests without flags. In a title's HTML a tag counts nothing and an entity one; the
// alternatives never overlap, so a value far over its cap fails in one pass.
const HIGH = "[\\uD800-\\uDBFF]"
const PAIR = `${HIGH}(?:[\\uDC00-\\uDFFF]|(?![\\uDC00-\\uDFFF]))`
const CHARACTER = `(?:[^\\uD800-\\uDBFF]|${PAIR})`
const TAG = "<[^>]*>"
const ENTITY = "&#?[0-9A-Za-z]+;"
const HTML_CHARACTER = `(?:[^<&\\uD800-\\uDBFF]|${PAIR}|${ENTITY}|&(?!#?[0-9A-Za-z]+;)|<(?![^>]*>))`

/** A text's cap in its hint, and in its pattern, which Decap checks as the coach types. */
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
      // Decap's date picker with the time left out: the browser's own date input, which writes the day
      // as YYYY-MM-DD, the form the validator and the page read. Empty until the coach picks a day.
      return { ...base, widget: "datetime", date_format: "YYYY-MM-DD", time_format: false }
    case "datetime":
      // The browser's own date and time input, read and written as the wall-clock time it shows:
      // YYYY-MM-DDTHH:mm, in the event's time zone, never converted to the editor's.
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
        // Decap checks an optional section's required fields even when the coach leaves it empty, and
        // then will not publish: there the site's own check (validateOnSave.ts) says what is missing.
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
        // The lists that grow with the coach's writing open as one line ("110 articles"): their items
        // are drawn when the coach opens the list, not each time the entry opens.
        ...(field.pages && { minimize_collapsed: true }),
        ...(field.min !== undefined && { min: field.min }),
        ...(field.max !== undefined && { max: field.max }),
      }
  }
}

function fieldsOf(shape: Shape): EditorField[] {
  return Object.entries(shape).map(([name, field]) => widgetOf(name, field))
}

/** Where `npm run develop` starts decap-server (scripts/decap-server.mjs), Decap's default. */
export const LOCAL_BACKEND_URL = "http://localhost:8081/api/v1"

/** The backend of `npm run develop`'s editor when the build knows no repository: decap-server only. */
const LOCAL_ONLY = { name: "proxy", proxy_url: LOCAL_BACKEND_URL, branch: "main" } as const

/**
 * Where the editor publishes: the backend the build chose, or, on `npm run develop`'s page without
 * one, decap-server; null when there is nowhere (the page then explains how to set one up).
 */
export function editorBackendOf({ backend, local }: EditorSettings) {
  return backend ?? (local ? LOCAL_ONLY : null)
}

/**
 * The build's choices (plugins/decap-admin/editorPage.ts): the site's metadata, whose public address
 * the editor links to the live site by, where the coach signs in and publishes, and whether
 * decap-server may stand in.
 */
type Options = Omit<EditorSettings, "backend"> & {
  backend: NonNullable<ReturnType<typeof editorBackendOf>>
}

/** The whole Decap configuration: one entry, "Site content", with one group per page section. */
export function editorConfig({ siteMetadata, backend, local }: Options) {
  return {
    // GitHub (signed in through Netlify's OAuth provider), or Netlify Identity with Git Gateway.
    backend,
    // On `npm run develop`'s page only, Decap looks for decap-server, which edits the working copy.
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
