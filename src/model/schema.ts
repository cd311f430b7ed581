/**
 * The shape of data/content.json, declared once. gatsby-node derives the GraphQL types from it, the
 * validator checks the coach's file against it, and the content editor (/admin/) is configured from it,
 * so the three can never disagree. Labels and hints are what the coach reads in the editor.
 */
import { RESOURCE_ICONS, type ResourceIcon } from "./iconNames"
import { RESOURCE_LISTS, type ResourceListName } from "./resourceLists"
import { sectionIds } from "./sectionIds"
import { EVENTS_FOLDER } from "../siteConfig"

export type { ResourceListName }

/** What a resource's own page is to search engines: the schema.org type its JSON-LD describes. */
export type ResourcePageType = "Article" | "PodcastSeries" | "Review"
/** What an item's own page is to search engines: a resource's type, or an event's. */
type PageType = ResourcePageType | "Event"

/** A rule a text must follow, written once for the validator and the editor. */
export type Pattern = { regex: string; message: string }

type Common = {
  required: boolean
  /** The field's name in the editor. */
  label: string
  /** The help the editor shows under the field. */
  hint?: string
}

/** At most `maxLength` characters as a visitor reads them (code points, markup aside). */
type Capped = { maxLength?: number }
/** Plain text. */
/**
 * Words. `fallback` is what the site shows, and the GraphQL field gives, while the coach leaves an
 * optional one empty: made at build, so no page's script carries it.
 */
type TextField = Common & Capped & { kind: "text"; pattern?: Pattern; fallback?: string }
/**
 * A number from `min` to `max`: whole unless `whole` is false (then with at most two decimals, an
 * amount of money); `default` stands for it while it is left empty.
 */
type NumberField = Common & {
  kind: "number"
  min: number
  max: number
  default?: number
  whole?: false
}
/** One of a fixed set of names. */
type ChoiceField = Common & { kind: "choice"; options: readonly string[] }
/** HTML the coach writes; sanitised at build, rendered as markup. `pictures`: may hold pictures. */
type HtmlField = Common & { kind: "html"; pictures: boolean }
/** A title that may hold line breaks and emphasis, but no blocks (it sits inside a button). */
type InlineHtmlField = Common & Capped & { kind: "inline" }
/** A resource's address segment: the coach's own, or else made from the field `from` (src/model/slug.ts). */
type SlugField = Common & { kind: "slug"; from: string; pattern: Pattern }
/** A day, written as an ISO 8601 date: 2026-03-14 (src/model/date.ts). */
type DateField = Common & { kind: "date" }
/** A wall-clock time, written YYYY-MM-DDTHH:mm, in the item's time zone (src/model/eventTime.ts). */
type DateTimeField = Common & { kind: "datetime" }
/** A time zone's IANA name (Europe/London); empty, the site's own (SITE_TIME_ZONE). */
type TimeZoneField = Common & { kind: "timeZone" }
/** A box to tick: true or false, or absent (false). */
type BooleanField = Common & { kind: "boolean" }
/** A path relative to content.json; `alt` names the sibling field that must describe the image. */
type ImageField = Common & { kind: "image"; alt: string }
type ObjectField = Common & { kind: "object"; shape: ShapeName }
/** The shapes below, by name. Spelled out: inferred, a shape naming another would make the type circular. */
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
/**
 * `key` names the field that identifies an item, which must be unique within the list; `min`/`max`
 * bound its length where the spec fixes it; `item` names one entry and `summary` says which field
 * labels an entry in the editor's list.
 */
type ListOptions = {
  item: string
  summary: string
  key?: string
  min?: number
  max?: number
}
/**
 * `pages`: the list has a page of its own at /<pages>/, and each item one at /<pages>/<slug>/ (slugs must
 * be unique within the list), of the schema.org type `pageType`; the one page shows the list under
 * `heading`, and `plural` names its items in a sentence. A list has all four or none.
 */
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

// Each helper keeps `required` as the literal it was given, so the content's type (below) knows which
// fields may be absent.
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

// The page's sections, as a link names them: #about. Their ids are letters and hyphens, nothing a
// regular expression would read as syntax.
const anchors = Object.values(sectionIds).map((id) => `#${id}`)
const ANCHOR = `#(${Object.values(sectionIds).join("|")})`
// The editor's first word on an address, as the coach types: a host name ending in a top-level domain
// of letters (so no IP address), an optional port, then no spaces. httpsAddressProblem has the last word.
const HTTPS =
  "https://[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)*\\.([A-Za-z]{2,63}|xn--[A-Za-z0-9-]+)(:[0-9]{1,5})?([/?#][^\\s\\u0000-\\u001f\\u007f]*)?"
const MAILTO =
  "mailto:[A-Za-z0-9._%+'-]+@[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)+(\\?[^\\s\\u0000-\\u001f\\u007f]*)?"
const TEL = "tel:\\+?[0-9]([0-9 ().-]*[0-9])?"
const sectionList = `${anchors.slice(0, -1).join(", ")} or ${anchors.at(-1)}`

// Whole-value patterns, so nothing before or after may smuggle in another scheme: javascript: in any
// case or encoding, data:, //host and the like are refused because they are none of these.
const SECTION_LINK: Pattern = {
  regex: `^${ANCHOR}$`,
  message: `Use one of the page's sections: ${sectionList}`,
}
const LINK: Pattern = {
  regex: `^(${ANCHOR}|${HTTPS}|${MAILTO}|${TEL})$`,
  message: `Use one of the page's sections (${sectionList}), an https:// address, mailto:name@example.org or tel:+15551234567`,
}

/** What a resource's address may end in. */
export const SLUG: Pattern = {
  regex: "^[a-z0-9]+(-[a-z0-9]+)*$",
  message: "Use lower-case letters, digits and single hyphens, e.g. giving-feedback",
}

/** An address a mailto: link can carry as it is: nothing ("?", "&", "%", spaces) that a mail program would read as more than the address. */
const EMAIL: Pattern = {
  regex: "^[A-Za-z0-9._+-]+@[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)*\\.[A-Za-z]{2,}$",
  message: "Use one email address, e.g. coach@example.com",
}

const WEB_ADDRESS: Pattern = {
  regex: `^${HTTPS}$`,
  message: "Use the full web address, starting with https://",
}

/** Where an offer's button leads: the scheduling page (Booking), the contact form, or an address. */
const OFFER_ACTION: Pattern = {
  regex: `^(booking|contact|${HTTPS})$`,
  message:
    'Use "booking" (your scheduling page), "contact" (the contact form) or an https:// address, e.g. a Stripe or PayPal payment link',
}

/** How a visitor registers for an event: through the contact form, or at an address. */
const EVENT_REGISTER: Pattern = {
  regex: `^(contact|${HTTPS})$`,
  message: 'Use "contact" (the contact form) or the https:// address of the registration page',
}

/** A currency as ISO 4217 writes it. */
const CURRENCY: Pattern = {
  regex: "^[A-Z]{3}$",
  message: "Use the currency's three-letter code in capitals, e.g. USD, GBP or EUR",
}

/** Words shown as they are, never markup: a link's text, say. */
const PLAIN_WORDS: Pattern = {
  regex: "^[^<>]*$",
  message: "Use words only, without < or >",
}

/**
 * The name of a form's field as a provider gives it: letters, digits, _ . - and the brackets some use
 * (Mailchimp's EMAIL, Kit's email_address, MailerLite's fields[email]); nothing that could close the
 * attribute it is written into.
 */
const FORM_FIELD: Pattern = {
  regex: "^[A-Za-z_][A-Za-z0-9_.\\-]*(\\[[A-Za-z0-9_.\\-]+\\])*$",
  message:
    "Use the field name your provider gives, e.g. email or fields[email]: letters, digits, _ . - and [ ]",
}

/** What the link to the coach's scheduling page says while the coach leaves its text empty. */
export const BOOKING_LABEL = "Book a free introductory call"
/** The subscribe form's heading while the coach leaves it empty. */
export const NEWSLETTER_HEADING = "Get new articles by email"
/** The name most newsletter providers give the address field of their subscribe form. */
export const NEWSLETTER_EMAIL_FIELD = "email"
/** The heading of the offers while the coach leaves it empty. */
export const OFFERS_HEADING = "Ways to work together"

/** What an event's status may be; absent, it is scheduled. */
export const EVENT_STATUSES = ["scheduled", "cancelled", "moved"] as const

// An item's title is its page's heading and its share card's text: about this much still shows whole
// on the card, beside a book's cover, at the card's smallest title size.
const TITLE_LENGTH = 240
// A section's heading or an offer's name: two or three lines on a phone.
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

/** An item's own address segment, made from its title while the coach leaves it empty. */
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
// A price as a machine reads it: both or neither, beside the words visitors read.
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
  // Optional until the coach gives it: search engines then see the credential without a name, never a
  // placeholder.
  name: text(
    { label: "Name", hint: "Your full name, as search engines show it. Leave empty to show none." },
    false,
  ),
  // Optional: where it is given, a visitor whose message cannot be sent is offered it as a mailto: link.
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
    // Empty in all four testimonials of the spec; the card then shows no name.
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
    // Optional: an undated item shows no date, and sorts after the dated ones in the feed.
    date: {
      kind: "date",
      required: false,
      label: "Published",
      hint: "Optional: the day it was published, shown on its page and in the feed. A day still to come keeps it off the site until that day, when it appears by itself. Empty: no date.",
    },
    // Optional: absent or unticked, the item is published (on its day, when it has one).
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
    // What search engines are told the review is of; the title above is what visitors read.
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

/** The sections of the one content object, named as the spec names them, in the page's order. */
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
  // Optional: without it, My services shows the coaching description alone.
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
    // The spec shows four cards.
    min: 4,
    max: 4,
  }),
  // Optional, so the file needs no change for it: empty, the page shows the default.
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
  // Optional: without it, no page lists events.
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
  // Optional: without it, the Contact section offers the form alone.
  Booking: object(
    "Booking",
    {
      label: "Booking",
      hint: "Optional. Your scheduling page, offered beside the contact form for visitors who prefer to pick a time themselves.",
    },
    false,
  ),
  // Optional: without it, no page shows a subscribe form.
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

/** A list whose items each have a page of their own: its name in `sections`, its label and its pages. */
export type ResourceList = Pick<ListField, "label" | "item"> & {
  name: ResourceListName
  pages: string
  pageType: ResourcePageType
  heading: string
  plural: string
}

/** The lists whose items have pages of their own (Articles, Podcasts, Books), in the page's order. */
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

/** The GraphQL type gatsby-transformer-json gives the content node (its `typeName` option, in plugins/source-content/gatsby-node.ts). */
export const CONTENT_TYPE = "Content"

type Sections = typeof sections
type Shapes = typeof shapes

/** What a field holds in content.json. */
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
/** An object of a shape: its required fields present, the others optional. */
type ContentOf<S> = {
  -readonly [K in keyof S as S[K] extends { required: true } ? K : never]: ValueOf<S[K]>
} & {
  -readonly [K in keyof S as S[K] extends { required: true } ? never : K]?: ValueOf<S[K]>
}

/** content.json's type, derived from the schema: what the validator lets through. */
export type Content = ContentOf<Sections>
/** One item of a resource list (an article, a podcast, a book review). */
export type ResourceContent = ContentOf<Shapes["Resource"]>
/** One way to work with the coach. */
export type OfferContent = ContentOf<Shapes["Offer"]>
/** One workshop or talk. */
export type EventContent = ContentOf<Shapes["Event"]>
