// The entry being edited as the page's query would give it, field by field from the same schema.
import type { IGatsbyImageData } from "gatsby-plugin-image"
import {
  DERIVED_SHAPE,
  derivedResourceFields,
  effectiveSlug,
  plainTitle,
} from "../../model/resourceFields"
import { isIsoDate, readableDate } from "../../model/date"
import { calendarOf, EVENTS_ON_PAGE, eventFacts } from "../../model/events"
import { isLocalDateTime, isTimeZone, readLocalDateTime } from "../../model/eventTime"
import { sanitizeContentHtml } from "../../model/sanitize"
import {
  resourceLists,
  sections,
  shapes,
  type Field,
  type Shape,
  type ShapeName,
} from "../../model/schema"
import { localDay, publishedOf, unpublishedAs } from "../../model/publishing"
import { readingTime, TIMED_LISTS } from "../../model/readingTime"
import { shortLists } from "../../model/shortLists"
import { resourcePath } from "../../model/addresses"
import type { ResourceBody } from "../../lib/resources/resourceSource"
import { isBlank, isEmptied, isRecord } from "../../model/blankValues"

export type AssetUrl = (path: string) => string

type Raw = Record<string, unknown>
type PreviewFile = { childImageSharp: { gatsbyImageData: IGatsbyImageData } }

// CSS sets the width and a loaded <img> takes its own proportions: this only holds space meanwhile.
const PLACEHOLDER = { width: 1200, height: 900 }

function previewFile(url: string): PreviewFile {
  return {
    childImageSharp: {
      gatsbyImageData: {
        layout: "constrained",
        ...PLACEHOLDER,
        images: { fallback: { src: url }, sources: [] },
      },
    },
  }
}

// Cleaning HTML is what costs, and the preview redraws on every keystroke; bounded, so a long
// session cannot grow it for ever.
const made = new Map<string, string>()
function once(kind: string, input: string, make: () => string): string {
  const key = `${kind}:${input}`
  let value = made.get(key)
  if (value === undefined) {
    if (made.size >= 5000) made.clear()
    value = make()
    made.set(key, value)
  }
  return value
}
const cleanedOnce = (html: string, inline = false) =>
  once(inline ? "inline" : "block", html, () => sanitizeContentHtml(html, inline))

function previewValue(value: unknown, field: Field, assetUrl: AssetUrl): unknown {
  // As GraphQL gives it: an empty optional field or list is null; a text's fallback stands in.
  if (isBlank(value) && field.kind === "text" && field.fallback) return field.fallback
  if (isBlank(value))
    return field.required && field.kind !== "image" && field.kind !== "list" ? "" : null
  switch (field.kind) {
    case "text":
    case "slug":
    case "choice":
    case "datetime":
    case "timeZone":
      return String(value)
    case "date":
      return isIsoDate(String(value)) ? String(value) : null
    case "number":
      return typeof value === "number" ? value : null
    case "boolean":
      return value === true
    case "html":
      return cleanedOnce(String(value))
    case "inline":
      return cleanedOnce(String(value), true)
    case "image":
      return previewFile(assetUrl(String(value)))
    case "object":
      // As the build's @emptiedAsNull gives it.
      if (!field.required && isEmptied(value)) return null
      return previewShape(isRecord(value) ? value : {}, field.shape, assetUrl)
    case "list":
      return Array.isArray(value)
        ? value.map((item) => previewShape(isRecord(item) ? item : {}, field.shape, assetUrl))
        : null
  }
}

function previewFields(raw: Raw, shape: Shape, assetUrl: AssetUrl): Raw {
  return Object.fromEntries(
    Object.entries(shape).map(([name, field]) => [
      name,
      field.kind === "slug"
        ? effectiveSlug({ slug: raw[name], title: raw[field.from] })
        : previewValue(raw[name], field, assetUrl),
    ]),
  )
}

function previewShape(raw: Raw, name: ShapeName, assetUrl: AssetUrl): Raw {
  const fields = previewFields(raw, shapes[name], assetUrl)
  if (name !== DERIVED_SHAPE) return fields
  const input = JSON.stringify([raw.title, raw.slug, raw.content])
  const derived = Object.entries(derivedResourceFields).map(([field, derive]) => [
    field,
    once(field, input, () => derive(raw)),
  ])
  return { ...fields, ...Object.fromEntries(derived) }
}

const readable = (value: unknown) =>
  typeof value === "string" && isLocalDateTime(readLocalDateTime(value))

/** In the editor's own time zone (the site's is the build's); half-typed times are left out. */
function nextEvents(raw: Raw, assetUrl: AssetUrl, today: string) {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone
  const events = (Array.isArray(raw.Events) ? raw.Events : [])
    .filter(isRecord)
    .filter(
      (event) =>
        readable(event.start) &&
        readable(event.end) &&
        (isBlank(event.timeZone) || isTimeZone(String(event.timeZone))),
    )
  return calendarOf(events, zone, today)
    .upcoming.slice(0, EVENTS_ON_PAGE)
    .map((event) => ({
      ...previewShape(event, "Event", assetUrl),
      // A moved event's first start still being typed is none yet: the event stays in view meanwhile.
      ...eventFacts(
        readable(event.previousStart) ? event : { ...event, previousStart: undefined },
        zone,
        today,
      ),
    }))
}

export function previewContent(raw: Raw, assetUrl: AssetUrl, today = localDay()) {
  const listNames = new Set<string>(resourceLists().map(({ name }) => name))
  const others = Object.fromEntries(
    Object.entries(sections).filter(([name]) => !listNames.has(name)),
  )
  const content = previewFields(raw, others, assetUrl)
  // Cut as the build cuts them before their items are made, so unshown items cost nothing.
  const raws = Object.fromEntries(
    [...listNames].map((name) => [
      name,
      Array.isArray(raw[name])
        ? publishedOf((raw[name] as unknown[]).filter(isRecord), today)
        : null,
    ]),
  )
  const cut = shortLists(raws, content.ResourcesShown)
  const lists = Object.fromEntries(
    Object.entries(cut).map(([name, list]) => [
      name,
      list && {
        total: list.total,
        shown: list.shown.map((item) =>
          previewShape(isRecord(item) ? item : {}, DERIVED_SHAPE, assetUrl),
        ),
      },
    ]),
  )
  return {
    ...content,
    shortLists: lists,
    nextEvents: nextEvents(raw, assetUrl, today),
  } as unknown as NonNullable<Queries.IndexPageQuery["content"]>
}

/** `unpublished` marks a draft or a piece still to come on `today`, for the coach to see. */
export function previewBodies(
  raw: Raw,
  assetUrl: AssetUrl,
  today = localDay(),
): { path: string; body: ResourceBody; unpublished?: "draft" | "scheduled" }[] {
  return resourceLists().flatMap(({ name, pages }) => {
    const items = raw[name]
    if (!Array.isArray(items)) return []
    return items.map((item) => {
      const resource = isRecord(item) ? item : {}
      const text = (name: string) => (typeof resource[name] === "string" ? resource[name] : "")
      return {
        path: resourcePath(pages, effectiveSlug(resource)),
        unpublished: unpublishedAs(resource, today),
        body: {
          title: cleanedOnce(text("title"), true),
          plainTitle: once("plain", text("title"), () => plainTitle(resource)),
          // A day @isoDate would refuse shows none.
          date: isIsoDate(text("date")) ? text("date") : null,
          readableDate: isIsoDate(text("date")) ? readableDate(text("date")) : null,
          readingTime: TIMED_LISTS.includes(name)
            ? once("reading", text("content"), () => readingTime(text("content")))
            : null,
          content: cleanedOnce(text("content")),
          imagealt: isBlank(resource.imagealt) ? null : text("imagealt"),
          imageurl: isBlank(resource.imageurl) ? null : previewFile(assetUrl(text("imageurl"))),
        },
      }
    })
  })
}
