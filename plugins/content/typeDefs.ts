import {
  CONTENT_TYPE,
  sections,
  shapes,
  type Field,
  type Shape,
  type ShapeName,
} from "../../src/content/schema"

/** The GraphQL type of a shape of content.json: ContentResource for Resource. */
export const typeName = (shape: ShapeName) => `${CONTENT_TYPE}${shape}`

function graphqlType(field: Field): string {
  const bang = field.required ? "!" : ""
  switch (field.kind) {
    case "text":
    case "choice":
      return `String${bang}`
    case "html":
      return `String${bang} @sanitizedHtml`
    case "inline":
      return `String${bang} @sanitizedHtml(inline: true)`
    case "slug":
      // Never null: the coach's own slug, or the one the title gives.
      return `String! @slug(from: "${field.from}")`
    case "image":
      return `File${bang} @fileByRelativePath`
    case "object":
      return `${typeName(field.shape)}${bang}`
    case "list":
      return `[${typeName(field.shape)}!]${bang}`
  }
}

const fieldsOf = (shape: Shape) =>
  Object.entries(shape)
    .map(([name, field]) => `  ${name}: ${graphqlType(field)}`)
    .join("\n")

/**
 * The explicit schema for content.json. `@dontInfer` keeps content edits from changing the schema, and
 * optional fields stay nullable so an absent one never breaks the page query.
 */
export function contentTypeDefs(): string {
  const nested = Object.entries(shapes).map(
    ([name, shape]) => `type ${typeName(name as ShapeName)} {\n${fieldsOf(shape)}\n}`,
  )
  return [
    `type ${CONTENT_TYPE} implements Node @dontInfer {\n${fieldsOf(sections)}\n}`,
    ...nested,
  ].join("\n\n")
}
