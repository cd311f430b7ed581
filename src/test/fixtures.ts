// Typed section data for component tests: the frozen copy of content.json (./content.ts), with the image
// data the build would add.
import { readableDate } from "../model/date"
import { readingTime } from "../model/readingTime"
import { description, effectiveSlug, pageContent, plainTitle } from "../model/resourceFields"
import { eventFacts } from "../model/events"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import {
  OFFERS_HEADING,
  resourceLists,
  shapes,
  type EventContent,
  type OfferContent,
  type ResourceContent,
  type ShapeName,
} from "../model/schema"
import { shortLists } from "../model/shortLists"
import { resourcePath } from "../model/addresses"
import type { ResourceBody, ResourceSource } from "../lib/resources/resourceSource"
import { frozenContent, listOf } from "./content"

const image = (width: number, height: number): IGatsbyImageData => ({
  layout: "constrained",
  width,
  height,
  backgroundColor: "#1d3344",
  images: {
    fallback: { src: "/static/test.jpg", srcSet: "/static/test.jpg 1x", sizes: "100vw" },
    sources: [{ type: "image/avif", srcSet: "/static/test.avif 1x", sizes: "100vw" }],
  },
})

const content = frozenContent()

const file = (width = 600, height = 400) => ({
  childImageSharp: { gatsbyImageData: image(width, height) },
})

/** An object as GraphQL gives it: each optional field of its shape that content.json leaves out is null. */
type Queried<T> = {
  [K in keyof T]-?: undefined extends T[K] ? Exclude<T[K], undefined> | null : T[K]
}
const queried = <T extends object>(value: T, shape: ShapeName): Queried<T> =>
  ({
    ...Object.fromEntries(Object.keys(shapes[shape]).map((name) => [name, null])),
    ...value,
  }) as Queried<T>

export const navigation: Queries.NavItemFragment[] = listOf(content, "Navigation")

export const hero: Queries.HeroSectionFragment = {
  ...content.HeroSection,
  imageurl: file(2400, 1350),
}

export const testimonials: Queries.TestimonialFragment[] = listOf(content, "Testimonials").map(
  (testimonial) => ({
    ...queried(testimonial, "Testimonial"),
    imageurl: file(112, 112),
  }),
)

const block = (value: (typeof content)["About"], width?: number, height?: number) => ({
  ...queried(value, "Block"),
  imageurl: file(width, height),
})
export const about: Queries.AboutSectionFragment = block(content.About, 200, 200)
export const best: Queries.BecomingTheBestFragment = block(content.Becomingthebest, 560, 420)
export const coaching1: Queries.CoachingBlockFragment = block(content.Coaching1)
export const coaching2: Queries.CoachingBlockFragment = block(content.Coaching2)
export const services: Queries.ServicesSectionFragment = content.CoachingDescription
export const emotional: Queries.EmotionalSectionFragment = content.Emotional
export const footerText: Queries.FooterTextFragment = content.FooterText
// As the build resolves them (src/model/resourceFields.ts): what the one page's lists show.
const resource = (item: ResourceContent): Queries.ResourceFragment => ({
  title: item.title,
  slug: effectiveSlug(item),
  icon: item.icon,
})

/** A resource's body as the dialog gets it from the resource's page data. */
const resourceBody = (item: ResourceContent): ResourceBody => ({
  title: item.title,
  plainTitle: plainTitle(item),
  date: item.date ?? null,
  readableDate: item.date ? readableDate(item.date) : null,
  readingTime: readingTime(item.content),
  content: item.content,
  imagealt: item.imagealt ?? null,
  imageurl: item.imageurl ? file(144, 216) : null,
})
const bodies = new Map(
  resourceLists().flatMap(({ name, pages }) =>
    listOf(content, name).map((item) => [
      resourcePath(pages, effectiveSlug(item)),
      resourceBody(item),
    ]),
  ),
)
/** The frozen content's resources, by address, as the site's page data gives them. */
export const fixtureSource: ResourceSource = async (path) => {
  const body = bodies.get(path)
  if (!body) throw new Error(`The frozen content has no resource at ${path}`)
  return body
}
export const articles = listOf(content, "Articles").map(resource)
export const podcasts = listOf(content, "Podcasts").map(resource)
export const books = listOf(content, "Books").map(resource)
/** The lists as the one page's query gives them: cut as the build cuts them (src/model/shortLists.ts). */
export const lists = shortLists(
  { Articles: articles, Podcasts: podcasts, Books: books },
  content.ResourcesShown,
)

/** Three ways to work together as content.json holds them, one for each kind of button. */
export const offerItems: OfferContent[] = [
  {
    title: "One-to-one executive coaching",
    audience: "For senior leaders in a new or larger role.",
    content: "<ul><li>Twelve sessions</li><li>A 360-degree review</li></ul>",
    format: "Six months, every two weeks, by video or in person.",
    price: "From $4,800",
    amount: 4800,
    currency: "USD",
    action: "booking",
  },
  {
    title: "Team coaching",
    audience: "For leadership teams of four to ten.",
    content: "<p>Working agreements, then the conversations the team has been avoiding.</p>",
    format: "Three months, monthly half days.",
    action: "contact",
  },
  {
    title: "Leading Through Change workshop",
    audience: "For managers whose teams are being reorganised.",
    content: "<p>A half-day workshop for up to twelve people.</p>",
    format: "Half a day, online.",
    price: "$95 per person",
    amount: 95,
    currency: "USD",
    action: "https://pay.example.com/leading-through-change",
  },
]

/** The offers as the one page's query gives them. */
export const offers: Queries.OffersSectionFragment = {
  title: OFFERS_HEADING,
  items: offerItems.map(({ title, audience, content, format, price, action }) => ({
    title,
    audience,
    content,
    format,
    price: price ?? null,
    action,
  })),
}

/** The site's time zone (SITE_TIME_ZONE) and the build's day the event fixtures are read on. */
export const EVENTS_SITE_ZONE = "Europe/London"
export const EVENTS_BUILD_DAY = "2031-01-15"

/**
 * Three upcoming events as content.json holds them: in person and online in New York, online only in
 * the site's zone and cancelled, in person and moved.
 */
export const eventItems: EventContent[] = [
  {
    title: "Leading Through Change",
    start: "2031-03-20T09:00",
    end: "2031-03-20T12:00",
    timeZone: "America/New_York",
    online: "https://meet.example.com/leading-through-change",
    place: { name: "The Hudson Room", address: "1 Warren Street, Hudson, NY 12534, United States" },
    content: "<p>A half-day workshop on leading a team through a reorganisation.</p>",
    register: "https://tickets.example.com/leading-through-change",
    price: "$95",
    amount: 95,
    currency: "USD",
  },
  {
    title: "Feedback That Lands",
    start: "2031-04-02T18:00",
    end: "2031-04-02T19:30",
    online: "https://meet.example.com/feedback",
    content: "<p>An evening talk on giving feedback people can use.</p>",
    register: "contact",
    price: "Free",
    amount: 0,
    currency: "GBP",
    status: "cancelled",
  },
  {
    title: "Coaching Circle",
    slug: "coaching-circle-spring",
    start: "2031-05-14T10:00",
    end: "2031-05-14T16:00",
    timeZone: "Europe/London",
    place: { name: "The Royal Institution", address: "21 Albemarle Street, London W1S 4BS" },
    content: "<p>A day of peer coaching for coaches.</p>",
    register: "contact",
    status: "moved",
    previousStart: "2031-05-07T10:00",
  },
]

/** An event as the one page's query gives it, resolved as the build resolves it. */
export function eventSummary(event: EventContent): Queries.EventSummaryFragment {
  const facts = eventFacts(event, EVENTS_SITE_ZONE, EVENTS_BUILD_DAY)
  return {
    title: event.title,
    slug: effectiveSlug(event),
    path: facts.path,
    when: facts.when,
    startDate: facts.startDate,
    status: facts.status,
    isOnline: facts.isOnline,
    place: event.place ? { name: event.place.name } : null,
  }
}

export const events = eventItems.map(eventSummary)

export const coach = {
  ...queried(content.Coach, "Coach"),
  certifiedBy: queried(content.Coach.certifiedBy, "Certifier"),
}

export const site: Queries.SeoSiteFragment = {
  siteMetadata: {
    title: "Becoming Your Best",
    description: "Executive leadership coaching.",
    siteUrl: "https://coach.example",
    image: "/social-card.jpg",
  },
}

/** The data of a resource's own page (src/templates/ResourcePage.tsx), as the build resolves it. */
export const resourcePageData = (item: ResourceContent): Queries.ResourcePageQuery => ({
  site,
  content: { Navigation: navigation, Coach: coach, Newsletter: null, FooterText: footerText },
  resource: {
    title: item.title,
    content: pageContent(item),
    plainTitle: plainTitle(item),
    date: item.date ?? null,
    readableDate: item.date ? readableDate(item.date) : null,
    readingTime: readingTime(item.content),
    related: [],
    shareCard: {
      src: "/cards/0123456789abcdef.png",
      width: 1200,
      height: 630,
      alt: plainTitle(item),
    },
    description: description(item),
    bookTitle: item.bookTitle ?? null,
    bookAuthor: item.bookAuthor ?? null,
    imagealt: item.imagealt ?? null,
    imageurl: item.imageurl
      ? {
          childImageSharp: {
            gatsbyImageData: image(144, 216),
            card: { src: "/static/card.jpg", width: 600, height: 900 },
          },
        }
      : null,
  },
})

/** The data of a list's own page (src/templates/ResourceListPage.tsx), as the build resolves it. */
export const listPageData = (items: ResourceContent[]): Queries.ResourceListPageQuery => ({
  site,
  content: { Navigation: navigation, Newsletter: null, FooterText: footerText },
  resourceList: items.map((item) => ({
    title: item.title,
    plainTitle: plainTitle(item),
    date: item.date ?? null,
    readableDate: item.date ? readableDate(item.date) : null,
    readingTime: readingTime(item.content),
    slug: effectiveSlug(item),
    icon: item.icon,
    description: description(item),
  })),
})
