import {
  CONTENT_TYPE,
  resourceLists,
  sections,
  shapes,
  type Field,
  type Shape,
  type ShapeName,
} from "../../src/model/schema"

export const typeName = (shape: ShapeName) => `${CONTENT_TYPE}${shape}`

function graphqlType(field: Field): string {
  const bang = field.required ? "!" : ""
  switch (field.kind) {
    case "text":
      return field.fallback
        ? `String! @orFallback(value: ${JSON.stringify(field.fallback)})`
        : `String${bang}`
    case "choice":
      return `String${bang}`
    case "number":
      return field.whole === false ? `Float${bang}` : `Int${bang}`
    case "datetime":
    case "timeZone":
      // As written; plugins/event-pages adds what is read from them.
      return `String${bang}`
    case "boolean":
      return `Boolean${bang}`
    case "html":
      return `String${bang} @sanitizedHtml`
    case "inline":
      return `String${bang} @sanitizedHtml(inline: true)`
    case "slug":
      return `String! @slug(from: "${field.from}")`
    case "date":
      // As written: never a time zone's reading of the day.
      return `String${bang} @isoDate`
    case "image":
      return `File${bang} @fileByRelativePath`
    case "object":
      return field.required
        ? `${typeName(field.shape)}!`
        : `${typeName(field.shape)} @emptiedAsNull`
    case "list":
      return `[${typeName(field.shape)}!]${bang}`
  }
}

const fieldsOf = (shape: Shape) =>
  Object.entries(shape)
    .map(([name, field]) => `  ${name}: ${graphqlType(field)}`)
    .join("\n")

// `@dontInfer`: content edits never change the schema. An absent optional field is null, no error.
export function contentTypeDefs(): string {
  const nested = Object.entries(shapes).map(
    ([name, shape]) => `type ${typeName(name as ShapeName)} {\n${fieldsOf(shape)}\n}`,
  )
  return [
    `type ${CONTENT_TYPE} implements Node @dontInfer {\n${fieldsOf(sections)}\n  ${SHORT_LISTS_FIELD}: ${SHORT_LISTS_TYPE}!\n}`,
    ...nested,
    shortListTypeDefs(),
  ].join("\n\n")
}

/** What the one page shows of each resource list (src/model/shortLists.ts). */
export const SHORT_LISTS_FIELD = "shortLists"
const SHORT_LISTS_TYPE = `${CONTENT_TYPE}ShortLists`
const SHORT_LIST_TYPE = `${CONTENT_TYPE}ShortList`

function shortListTypeDefs() {
  const lists = resourceLists().map(({ name }) => `  ${name}: ${SHORT_LIST_TYPE}`)
  return [
    `type ${SHORT_LIST_TYPE} {\n  total: Int!\n  shown: [${typeName("Resource")}!]!\n}`,
    `type ${SHORT_LISTS_TYPE} {\n${lists.join("\n")}\n}`,
  ].join("\n\n")
}
