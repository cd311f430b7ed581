/**
 * The shape of data/content.json, declared once. gatsby-node derives the GraphQL types from it and the
 * validator checks the coach's file against it, so the two can never disagree.
 */

/** Plain text. */
type TextField = { kind: "text"; required: boolean }
/** HTML the coach writes; sanitised at build, rendered as markup. */
type HtmlField = { kind: "html"; required: boolean }
/** A title that may hold line breaks and emphasis, but no blocks (it sits inside a button). */
type InlineHtmlField = { kind: "inline"; required: boolean }
/** A path relative to content.json; `alt` names the sibling field that must describe the image. */
type ImageField = { kind: "image"; required: boolean; alt: string }
type ObjectField = { kind: "object"; required: boolean; shape: ShapeName }
/** `key` names the field that identifies an item, which must be unique within the list. */
type ListField = { kind: "list"; required: boolean; shape: ShapeName; key?: string }

export type Field = TextField | HtmlField | InlineHtmlField | ImageField | ObjectField | ListField
export type Shape = Record<string, Field>

const text = (required = true): TextField => ({ kind: "text", required })
const html = (required = true): HtmlField => ({ kind: "html", required })
const inline = (): InlineHtmlField => ({ kind: "inline", required: true })
const image = (required: boolean, alt = "imagealt"): ImageField => ({
  kind: "image",
  required,
  alt,
})
const object = (shape: ShapeName): ObjectField => ({ kind: "object", required: true, shape })
// Lists are optional: the spec has the page show 'loading' where one is absent.
const list = (shape: ShapeName, key?: string): ListField => ({
  kind: "list",
  required: false,
  shape,
  key,
})

export const shapes = {
  NavItem: { name: text(), link: text() },
  Hero: {
    imageurl: image(true),
    imagealt: text(),
    title: text(),
    paragraph: html(),
    cta: text(),
    ctaUrl: text(),
  },
  Testimonial: {
    imageurl: image(true),
    imagealt: text(),
    title: text(),
    content: html(),
    // Empty in all four testimonials of the spec; the card then shows no name.
    name: text(false),
  },
  Block: { title: text(), content: html(), imageurl: image(false), imagealt: text(false) },
  Resource: {
    // May hold <br> line breaks; a book's title ends with a "by Author" line.
    title: inline(),
    // file-alt, podcast, book or file; any other name shows the plain file icon.
    icon: text(),
    content: html(),
    // A book review's cover.
    imageurl: image(false),
    imagealt: text(false),
  },
} satisfies Record<string, Shape>

export type ShapeName = keyof typeof shapes

/** The sections of the one content object, named as the spec names them. */
export const sections: Shape = {
  Navigation: list("NavItem"),
  HeroSection: object("Hero"),
  Testimonials: list("Testimonial", "title"),
  Coaching1: object("Block"),
  Coaching2: object("Block"),
  Emotional: object("Block"),
  Articles: list("Resource"),
  Podcasts: list("Resource"),
  Books: list("Resource"),
  CoachingDescription: object("Block"),
  FooterText: object("Block"),
  About: object("Block"),
  Becomingthebest: object("Block"),
}

/** The GraphQL type gatsby-transformer-json gives the content node (its `typeName` option). */
export const CONTENT_TYPE = "Content"
