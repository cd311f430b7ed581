// Typed section data for component tests: the frozen copy of content.json (./content.ts), with the image
// data the build would add.
import { description, effectiveSlug, pageContent, plainTitle } from "../content/derived"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { frozenContent } from "./content"

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

export const navigation: Queries.NavItemFragment[] = content.Navigation

export const hero: Queries.HeroSectionFragment = {
  ...content.HeroSection,
  imageurl: file(2400, 1350),
}

export const testimonials: Queries.TestimonialFragment[] = content.Testimonials.map(
  (testimonial) => ({
    ...testimonial,
    imageurl: file(112, 112),
  }),
)

export const about: Queries.AboutSectionFragment = { ...content.About, imageurl: file(200, 200) }
export const best: Queries.BecomingTheBestFragment = {
  ...content.Becomingthebest,
  imageurl: file(560, 420),
}
export const coaching1: Queries.CoachingBlockFragment = { ...content.Coaching1, imageurl: file() }
export const coaching2: Queries.CoachingBlockFragment = { ...content.Coaching2, imageurl: file() }
export const services: Queries.ServicesSectionFragment = content.CoachingDescription
export const emotional: Queries.EmotionalSectionFragment = content.Emotional
export const footerText: Queries.FooterTextFragment = content.FooterText
type RawResource = {
  title: string
  icon: string
  content: string
  imageurl?: string
  imagealt?: string
  slug?: string
  bookTitle?: string
  bookAuthor?: string
}
// As the build resolves them (src/content/derived.ts).
const resource = (item: RawResource): Queries.ResourceFragment => ({
  ...item,
  plainTitle: plainTitle(item),
  slug: effectiveSlug(item),
  imagealt: item.imagealt ?? null,
  imageurl: item.imageurl ? file(144, 216) : null,
})
export const articles = content.Articles.map(resource)
export const podcasts = content.Podcasts.map(resource)
export const books = content.Books.map(resource)

export const site: Queries.SeoSiteFragment = {
  siteMetadata: {
    title: "Becoming Your Best",
    description: "Executive leadership coaching.",
    siteUrl: "https://coach.example",
    image: "/social-card.jpg",
  },
}

/** The data of a resource's own page (src/templates/ResourcePage.tsx), as the build resolves it. */
export const resourcePageData = (item: RawResource): Queries.ResourcePageQuery => ({
  site,
  content: { Navigation: navigation, Coach: content.Coach, FooterText: footerText },
  resource: {
    title: item.title,
    content: pageContent(item),
    plainTitle: plainTitle(item),
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
