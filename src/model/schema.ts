// content.json's shape, declared once: the GraphQL types, the validator and the editor follow it.
import { RESOURCE_ICONS, type ResourceIcon } from "./iconNames"
import { RESOURCE_LISTS, type ResourceListName } from "./resourceLists"
import { sectionIds } from "./sectionIds"
import { EVENTS_FOLDER } from "../siteConfig"

export type { ResourceListName }

export type ResourcePageType = "Article" | "PodcastSeries" | "Review"
type PageType = ResourcePageType | "Event"

export type Pattern = { regex: string; message: string }

type Common = {
  required: boolean
  label: string
  hint?: string
}

/** Counted in code points as a visitor reads them, markup aside. */
type Capped = { maxLength?: number }
/** `fallback` stands in for an empty optional text at build, so no page's script carries it. */
type TextField = Common & Capped & { kind: "text"; pattern?: Pattern; fallback?: string }
/** `whole: false` allows two decimals (money); `default` stands in while it is empty. */
type NumberField = Common & {
  kind: "number"
  min: number
  max: number
  default?: number
  whole?: false
}
type ChoiceField = Common & { kind: "choice"; options: readonly string[] }
type HtmlField = Common & { kind: "html"; pictures: boolean }
/** Line breaks and emphasis but no blocks: it sits inside a button. */
type InlineHtmlField = Common & Capped & { kind: "inline" }
type SlugField = Common & { kind: "slug"; from: string; pattern: Pattern }
type DateField = Common & { kind: "date" }
/** Wall-clock YYYY-MM-DDTHH:mm in the item's own time zone. */
type DateTimeField = Common & { kind: "datetime" }
/** An IANA name; empty means the site's own (SITE_TIME_ZONE). */
type TimeZoneField = Common & { kind: "timeZone" }
type BooleanField = Common & { kind: "boolean" }
/** `alt` names the sibling field that must describe the image. */
type ImageField = Common & { kind: "image"; alt: string }
type ObjectField = Common & { kind: "object"; shape: ShapeName }
/** Spelled out: inferred, a shape naming another would make the type circular. */
export type ShapeName =
  | "NavItem"
  | "Hero"
  | "Testimonial"
  | "Block"
  | "Resource"
  | "Coach"
  | "Certifier"
  | "Booking"
  | "Newsletter"
  | "Offers"
  | "Offer"
  | "Event"
  | "Place"
/** `key`: the field unique within the list; `summary`: the one labelling an entry in the editor. */
type ListOptions = {
  item: string
  summary: string
  key?: string
  min?: number
  max?: number
}
/** With `pages`: a page at /<pages>/ and one per item at /<pages>/<slug>/. All four or none. */
type Pages =
  | { pages: string; pageType: PageType; heading: string; plural: string }
  | { pages?: never; pageType?: never; heading?: never; plural?: never }
type ListField = Common & { kind: "list"; shape: ShapeName } & ListOptions & Pages

export type Field =
  | TextField
  | BooleanField
  | NumberField
  | ChoiceField
  | HtmlField
  | InlineHtmlField
  | SlugField
  | DateField
  | DateTimeField
  | TimeZoneField
  | ImageField
  | ObjectField
  | ListField
export type Shape = Record<string, Field>

type Described = { label: string; hint?: string }

// The helpers keep `required` literal, so the content's type knows which fields may be absent.
const text = <R extends boolean = true>(
  described: Described & Capped,
  required: R = true as R,
  pattern?: Pattern,
  fallback?: string,
): TextField & { required: NoInfer<R> } => ({
  kind: "text",
  required,
  ...described,
  ...(pattern && { pattern }),
  ...(fallback && { fallback }),
})
const html = (described: Described, pictures = false): HtmlField & { required: true } => ({
  kind: "html",
  required: true,
  pictures,
  ...described,
})
const image = <R extends boolean>(
  required: R,
  described: Described,
  alt = "imagealt",
): ImageField & { required: NoInfer<R> } => ({
  kind: "image",
  required,
  alt,
  ...described,
})
const object = <S extends ShapeName, R extends boolean = true>(
  shape: S,
  described: Described,
  required: R = true as R,
): ObjectField & { required: NoInfer<R>; shape: S } => ({
  kind: "object",
  required,
  shape,
  ...described,
})
// Lists are optional: the spec has the page show 'loading' where one is absent.
const list = <S extends ShapeName, D extends Described & ListOptions & Pages>(
  shape: S,
  described: D,
) => ({ kind: "list" as const, required: false as const, shape, ...described })

export { RESOURCE_ICONS, type ResourceIcon }

// Section ids are letters and hyphens, so they go into a regular expression unescaped.
const anchors = Object.values(sectionIds).map((id) => `#${id}`)
const ANCHOR = `#(${Object.values(sectionIds).join("|")})`
// The editor's check as the coach types; httpsAddressProblem has the last word.
const HTTPS =
  "https://[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)*\\.([A-Za-z]{2,63}|xn--[A-Za-z0-9-]+)(:[0-9]{1,5})?([/?#][^\\s\\u0000-\\u001f\\u007f]*)?"
const MAILTO =
  "mailto:[A-Za-z0-9._%+'-]+@[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)+(\\?[^\\s\\u0000-\\u001f\\u007f]*)?"
const TEL = "tel:\\+?[0-9]([0-9 ().-]*[0-9])?"
const sectionList = `${anchors.slice(0, -1).join(", ")} or ${anchors.at(-1)}`

// Anchored whole, so javascript:, data:, //host and the like fail by being none of these.
const SECTION_LINK: Pattern = {
  regex: `^${ANCHOR}$`,
  message: `Use one of the page's sections: ${sectionList}`,
}
const LINK: Pattern = {
  regex: `^(${ANCHOR}|${HTTPS}|${MAILTO}|${TEL})$`,
  message: `Use one of the page's sections (${sectionList}), an https:// address, mailto:name@example.org or tel:+15551234567`,
}

export const SLUG: Pattern = {
  regex: "^[a-z0-9]+(-[a-z0-9]+)*$",
  message: "Use lower-case letters, digits and single hyphens, e.g. giving-feedback",
}

/** Nothing ("?", "&", "%", spaces) a mail program would read as more than the address. */
const EMAIL: Pattern = {
  regex: "^[A-Za-z0-9._+-]+@[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)*\\.[A-Za-z]{2,}$",
  message: "Use one email address, e.g. coach@example.com",
}

const WEB_ADDRESS: Pattern = {
  regex: `^${HTTPS}$`,
  message: "Use the full web address, starting with https://",
}

const OFFER_ACTION: Pattern = {
  regex: `^(booking|contact|${HTTPS})$`,
  message:
    'Use "booking" (your scheduling page), "contact" (the contact form) or an https:// address, e.g. a Stripe or PayPal payment link',
}

const EVENT_REGISTER: Pattern = {
  regex: `^(contact|${HTTPS})$`,
  message: 'Use "contact" (the contact form) or the https:// address of the registration page',
}

/** ISO 4217. */
const CURRENCY: Pattern = {
  regex: "^[A-Z]{3}$",
  message: "Use the currency's three-letter code in capitals, e.g. USD, GBP or EUR",
}

const PLAIN_WORDS: Pattern = {
  regex: "^[^<>]*$",
  message: "Use words only, without < or >",
}

/** Brackets for MailerLite's fields[email]; nothing that could close the attribute. */
const FORM_FIELD: Pattern = {
  regex: "^[A-Za-z_][A-Za-z0-9_.\\-]*(\\[[A-Za-z0-9_.\\-]+\\])*$",
  message:
    "Use the field name your provider gives, e.g. email or fields[email]: letters, digits, _ . - and [ ]",
}

// What the site shows while the coach leaves these empty.
export const BOOKING_LABEL = "Book a free introductory call"
export const NEWSLETTER_HEADING = "Get new articles by email"
/** The name most newsletter providers give their subscribe form's address field. */
export const NEWSLETTER_EMAIL_FIELD = "email"
export const OFFERS_HEADING = "Ways to work together"

/** Absent, an event is scheduled. */
export const EVENT_STATUSES = ["scheduled", "cancelled", "moved"] as const

// About as much as fits whole on a share card beside a book's cover, at its smallest title size.
const TITLE_LENGTH = 240
const HEADING_LENGTH = 120

const alt = (what: string): Described => ({
  label: "Picture description",
  hint: `Describes ${what} for visitors who cannot see it (read aloud by screen readers).`,
})
const picture = <R extends boolean = true>(what: string, required: R = true as R) =>
  image(required, {
    label: "Picture",
    hint: `${what} JPEG, PNG, WebP or AVIF; the site makes every size it needs.`,
  })
const richText = (hint = "Bold, italic, lists, links, quotations and headings all work.") => ({
  label: "Text",
  hint,
})

const address = (hint: string): SlugField & { required: false } => ({
  kind: "slug",
  required: false,
  from: "title",
  pattern: SLUG,
  label: "Address",
  hint,
})
const when = <R extends boolean>(required: R, described: Described) => ({
  kind: "datetime" as const,
  required,
  ...described,
})
// For search engines, beside the words visitors read: both or neither.
const money = {
  amount: {
    kind: "number",
    required: false,
    min: 0,
    max: 10_000_000,
    whole: false,
    label: "Amount",
    hint: "Optional: the price as a number, e.g. 4800 or 49.50 (0 for free), for search engines. Give the currency too.",
  },
  currency: text(
    { label: "Currency", hint: "Optional: with the amount, e.g. USD, GBP or EUR." },
    false,
    CURRENCY,
  ),
} as const satisfies Shape

const coach = {
  // Optional, so search engines see the credential without a name rather than a placeholder.
  name: text(
    { label: "Name", hint: "Your full name, as search engines show it. Leave empty to show none." },
    false,
  ),
  email: text(
    {
      label: "Email",
      hint: "Optional. Offered to visitors only when the contact form cannot send. Leave empty to offer none.",
    },
    false,
    EMAIL,
  ),
  credential: text({
    label: "Credential",
    hint: "Your certification, e.g. Certified Executive Leadership Coach.",
  }),
  certifiedBy: object("Certifier", {
    label: "Certified by",
    hint: "The body that certified you (About me links to it).",
  }),
} satisfies Shape

export const shapes = {
  Booking: {
    url: text(
      {
        label: "Scheduling page",
        hint: "The https:// address of your scheduling page (Cal.com, Calendly, Acuity, Microsoft Bookings…). The Contact section links to it.",
      },
      true,
      WEB_ADDRESS,
    ),
    label: text(
      { label: "Link text", hint: `Optional. Empty: "${BOOKING_LABEL}".` },
      false,
      PLAIN_WORDS,
      BOOKING_LABEL,
    ),
  },
  Newsletter: {
    action: text(
      {
        label: "Subscribe form address",
        hint: "The https:// address your newsletter provider gives for a subscribe form (Buttondown, Mailchimp, Kit, MailerLite…): the form's action.",
      },
      true,
      WEB_ADDRESS,
    ),
    emailField: text(
      {
        label: "Email field name",
        hint: `Optional. The name your provider gives the form's address field. Empty: "${NEWSLETTER_EMAIL_FIELD}".`,
      },
      false,
      FORM_FIELD,
      NEWSLETTER_EMAIL_FIELD,
    ),
    heading: text(
      { label: "Heading", hint: `Optional. Empty: "${NEWSLETTER_HEADING}".` },
      false,
      PLAIN_WORDS,
      NEWSLETTER_HEADING,
    ),
    text: text(
      {
        label: "Invitation",
        hint: "One sentence under the heading: what readers get, and how often.",
      },
      true,
      PLAIN_WORDS,
    ),
  },
  NavItem: {
    name: text({ label: "Label" }),
    link: text(
      { label: "Goes to", hint: "The section it scrolls to, e.g. #about." },
      true,
      SECTION_LINK,
    ),
  },
  Hero: {
    imageurl: picture("The wide picture behind the title: landscape, at least 2400 px wide."),
    imagealt: text(alt("the picture")),
    title: text({ label: "Title", hint: "The page's main heading.", maxLength: HEADING_LENGTH }),
    paragraph: html(richText()),
    cta: text({ label: "Button label" }),
    ctaUrl: text({ label: "Button goes to", hint: LINK.message }, true, LINK),
  },
  Testimonial: {
    imageurl: picture("A square portrait."),
    imagealt: text(alt("the portrait")),
    title: text({
      label: "Title",
      hint: "Each testimonial needs a title of its own.",
      maxLength: HEADING_LENGTH,
    }),
    content: html(richText("What the client said.")),
    // Empty in all four of the spec's testimonials.
    name: text({ label: "Name", hint: "Optional: leave empty to show no name." }, false),
  },
  Block: {
    title: text({ label: "Title", maxLength: HEADING_LENGTH }),
    content: html(richText()),
    imageurl: picture("Optional. Landscape, about 4:3.", false),
    imagealt: text(alt("the picture"), false),
  },
  Resource: {
    title: {
      kind: "inline",
      required: true,
      label: "Title",
      hint: "A line break starts a second line; a book's title ends with a line 'by Author'.",
      maxLength: TITLE_LENGTH,
    },
    slug: address(
      "Optional: the end of this item's web address, e.g. giving-feedback. Empty: made from the title. Changing it breaks links already shared.",
    ),
    icon: {
      kind: "choice",
      required: true,
      options: RESOURCE_ICONS,
      label: "Icon",
      hint: "file-alt for articles, podcast for podcasts, book for book reviews.",
    },
    date: {
      kind: "date",
      required: false,
      label: "Published",
      hint: "Optional: the day it was published, shown on its page and in the feed. A day still to come keeps it off the site until that day, when it appears by itself. Empty: no date.",
    },
    draft: {
      kind: "boolean",
      required: false,
      label: "Draft: not on the site yet",
      hint: "Ticked, this item is yours to work on: no page, list, feed or search engine shows it. Untick it to publish.",
    },
    content: html(
      richText(
        "Pictures need a description. A book review starts with a quotation, then the summary.",
      ),
      true,
    ),
    imageurl: picture("A book review's cover (optional).", false),
    imagealt: text(alt("the cover"), false),
    // What search engines are told the review is of; visitors read the title.
    bookTitle: text(
      {
        label: "Book title",
        hint: "Book reviews only: the book's title alone, e.g. Dare to Lead. Empty: the title above.",
        maxLength: TITLE_LENGTH,
      },
      false,
    ),
    bookAuthor: text(
      {
        label: "Book author",
        hint: "Book reviews only: who wrote it, e.g. Brené Brown; several authors separated by commas.",
      },
      false,
    ),
  },
  Coach: coach,
  Offers: {
    title: text(
      {
        label: "Heading",
        hint: `Optional. Empty: "${OFFERS_HEADING}".`,
        maxLength: HEADING_LENGTH,
      },
      false,
      PLAIN_WORDS,
      OFFERS_HEADING,
    ),
    items: list("Offer", {
      label: "Offers",
      item: "offer",
      summary: "title",
      key: "title",
      hint: "Each way to work with you, shown as a card under My services, in this order.",
    }),
  },
  Offer: {
    title: text(
      { label: "Name", hint: "e.g. One-to-one executive coaching.", maxLength: HEADING_LENGTH },
      true,
      PLAIN_WORDS,
    ),
    audience: text(
      {
        label: "Who it is for",
        hint: "One line, e.g. For senior leaders in a new or larger role.",
      },
      true,
      PLAIN_WORDS,
    ),
    content: html(richText("What it includes: a short list reads best.")),
    format: text(
      {
        label: "Format and length",
        hint: "One line, e.g. Six months, every two weeks, by video or in person.",
      },
      true,
      PLAIN_WORDS,
    ),
    price: text(
      {
        label: "Price",
        hint: 'Optional, as visitors read it: "From $4,800", "On request". Empty: no price shown.',
      },
      false,
      PLAIN_WORDS,
    ),
    ...money,
    action: text({ label: "Button leads to", hint: OFFER_ACTION.message }, true, OFFER_ACTION),
  },
  Event: {
    title: text(
      {
        label: "Title",
        hint: "e.g. Leading Through Change: a half-day workshop.",
        maxLength: TITLE_LENGTH,
      },
      true,
      PLAIN_WORDS,
    ),
    slug: address(
      "Optional: the end of this event's web address. Empty: made from the title. Give each run of a repeated workshop its own, e.g. leading-through-change-june.",
    ),
    start: when(true, {
      label: "Starts",
      hint: "The day and time it starts, in the event's time zone.",
    }),
    end: when(true, { label: "Ends", hint: "The day and time it ends, after it starts." }),
    timeZone: {
      kind: "timeZone",
      required: false,
      label: "Time zone",
      hint: "Optional: where the times above are read, e.g. Europe/London or America/New_York. Empty: the site's time zone.",
    },
    online: text(
      {
        label: "Joining address",
        hint: "For an online event: the https:// address to join (Zoom, Teams, Meet…). Shown only on the event's own page.",
      },
      false,
      WEB_ADDRESS,
    ),
    place: object(
      "Place",
      { label: "Place", hint: "For an event in person: where it is. An event may be both." },
      false,
    ),
    content: html(richText("What it is about, and who it is for.")),
    imageurl: picture("Optional. Landscape, about 3:2.", false),
    imagealt: text(alt("the picture"), false),
    register: text({ label: "Registration", hint: EVENT_REGISTER.message }, true, EVENT_REGISTER),
    price: text(
      { label: "Price", hint: 'Optional, as visitors read it: "Free", "$95".' },
      false,
      PLAIN_WORDS,
    ),
    ...money,
    status: {
      kind: "choice",
      required: false,
      options: EVENT_STATUSES,
      label: "Status",
      hint: "Optional: scheduled (empty), cancelled, or moved (give the old start below). The site and the calendar file say so plainly.",
    },
    previousStart: when(false, {
      label: "Was to start",
      hint: "For a moved event: the day and time it was first to start.",
    }),
    draft: {
      kind: "boolean",
      required: false,
      label: "Draft: not on the site yet",
      hint: "Ticked, no page, list or search engine shows this event. Untick it to publish.",
    },
  },
  Place: {
    name: text({ label: "Name", hint: "e.g. The Royal Institution." }, true, PLAIN_WORDS),
    address: text(
      {
        label: "Postal address",
        hint: "On one line, e.g. 21 Albemarle Street, London W1S 4BS, United Kingdom.",
      },
      true,
      PLAIN_WORDS,
    ),
  },
  Certifier: {
    name: text({ label: "Name", hint: "e.g. International Coaching Federation (ICF)." }),
    url: text({ label: "Web address", hint: WEB_ADDRESS.message }, true, WEB_ADDRESS),
  },
} satisfies Record<ShapeName, Shape>

/** Named as the spec names them, in the page's order. */
export const sections = {
  Navigation: list("NavItem", {
    label: "Menu links",
    item: "link",
    summary: "name",
    hint: "The links in the header and the footer.",
  }),
  HeroSection: object("Hero", { label: "Hero", hint: "The top of the page." }),
  About: object("Block", { label: "About me" }),
  Coach: object("Coach", {
    label: "Coach (for search engines)",
    hint: "Not shown on the page: tells search engines who you are and who certified you.",
  }),
  Becomingthebest: object("Block", { label: "Becoming the best" }),
  CoachingDescription: object("Block", { label: "My services" }),
  Offers: object(
    "Offers",
    {
      label: "Ways to work together",
      hint: "Optional. What you offer (engagements, team coaching, workshops, talks), as cards under My services.",
    },
    false,
  ),
  Coaching1: object("Block", { label: "Coaching, first block", hint: "Its picture sits left." }),
  Coaching2: object("Block", { label: "Coaching, second block", hint: "Its picture sits right." }),
  Emotional: object("Block", { label: "Emotional intelligence" }),
  Testimonials: list("Testimonial", {
    label: "Testimonials",
    item: "testimonial",
    summary: "title",
    key: "title",
    min: 4,
    max: 4,
  }),
  ResourcesShown: {
    kind: "number",
    required: false,
    min: 1,
    max: 100,
    default: 12,
    label: "Resources shown per list",
    hint: "How many articles, podcasts and book reviews the page shows in each list, in your order. A longer list ends with a link to its own page, which shows them all. Empty: 12.",
  },
  Articles: list("Resource", {
    label: "Articles",
    item: "article",
    pageType: "Article",
    summary: "title",
    key: "title",
    ...RESOURCE_LISTS.Articles,
  }),
  Podcasts: list("Resource", {
    label: "Podcasts",
    item: "podcast",
    pageType: "PodcastSeries",
    summary: "title",
    key: "title",
    ...RESOURCE_LISTS.Podcasts,
  }),
  Books: list("Resource", {
    label: "Book reviews",
    item: "book review",
    pageType: "Review",
    summary: "title",
    key: "title",
    ...RESOURCE_LISTS.Books,
  }),
  Events: list("Event", {
    label: "Workshops and talks",
    item: "event",
    summary: "title",
    pages: EVENTS_FOLDER,
    pageType: "Event",
    heading: "Workshops and talks",
    plural: "events",
    hint: "Optional. Each has a page of its own; the next three upcoming are shown on the one page.",
  }),
  Booking: object(
    "Booking",
    {
      label: "Booking",
      hint: "Optional. Your scheduling page, offered beside the contact form for visitors who prefer to pick a time themselves.",
    },
    false,
  ),
  Newsletter: object(
    "Newsletter",
    {
      label: "Newsletter",
      hint: "Optional. Your newsletter's subscribe form, shown at the foot of every page so readers can follow your writing by email.",
    },
    false,
  ),
  FooterText: object("Block", { label: "Footer", hint: "The tagline at the foot of the page." }),
} satisfies Shape

export type ResourceList = Pick<ListField, "label" | "item"> & {
  name: ResourceListName
  pages: string
  pageType: ResourcePageType
  heading: string
  plural: string
}

/** In the page's order. */
export const resourceLists = (): ResourceList[] =>
  (Object.entries(sections) as [keyof Sections, Field][]).flatMap(([name, { label, ...field }]) =>
    field.kind === "list" && field.shape === "Resource" && field.pages
      ? [
          {
            name: name as ResourceListName,
            label,
            item: field.item,
            pages: field.pages,
            pageType: field.pageType as ResourcePageType,
            heading: field.heading,
            plural: field.plural,
          },
        ]
      : [],
  )

/** gatsby-transformer-json's `typeName` option, in plugins/source-content/gatsby-node.ts. */
export const CONTENT_TYPE = "Content"

type Sections = typeof sections
type Shapes = typeof shapes

type ValueOf<F> = F extends { kind: "object"; shape: infer S extends ShapeName }
  ? ContentOf<Shapes[S]>
  : F extends { kind: "list"; shape: infer S extends ShapeName }
    ? ContentOf<Shapes[S]>[]
    : F extends { kind: "choice"; options: readonly (infer O)[] }
      ? O
      : F extends { kind: "number" }
        ? number
        : F extends { kind: "boolean" }
          ? boolean
          : string
type ContentOf<S> = {
  -readonly [K in keyof S as S[K] extends { required: true } ? K : never]: ValueOf<S[K]>
} & {
  -readonly [K in keyof S as S[K] extends { required: true } ? never : K]?: ValueOf<S[K]>
}

/** What the validator lets through. */
export type Content = ContentOf<Sections>
export type ResourceContent = ContentOf<Shapes["Resource"]>
export type OfferContent = ContentOf<Shapes["Offer"]>
export type EventContent = ContentOf<Shapes["Event"]>
