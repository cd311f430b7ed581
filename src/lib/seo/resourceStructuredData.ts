import type { ResourcePageType } from "../../model/schema"
import { businessId, coachPerson, type Site } from "./structuredData"

// Apart from the one page's structured data, so that the one page's script does not carry this.

type ResourceInputs = {
  site: Site
  coach: Queries.CoachFragment
  type: ResourcePageType
  resource: {
    plainTitle: string
    description: string
    bookTitle: string | null
    bookAuthor: string | null
    date: string | null
  }
  url: string
  cover?: string
}

/** Every fact is a field of content.json, never read out of the text. */
export function resourceStructuredData({
  site,
  coach,
  type,
  resource,
  url,
  cover,
}: ResourceInputs) {
  const common = {
    "@context": "https://schema.org",
    "@type": type,
    description: resource.description,
    mainEntityOfPage: url,
  }
  const publisher = {
    "@type": "Organization",
    "@id": businessId(site),
    name: site.title,
    url: `${site.siteUrl}/`,
  }
  // A podcast's page describes somebody else's series: the coach's day is not its publication date.
  const published = resource.date ? { datePublished: resource.date } : {}
  switch (type) {
    case "Article":
      return {
        ...common,
        ...published,
        headline: resource.plainTitle,
        url,
        image: `${site.siteUrl}${site.image}`,
        author: coachPerson(coach),
        publisher,
      }
    // The series lives elsewhere, so this page is its page here, not its url.
    case "PodcastSeries":
      return { ...common, name: resource.plainTitle }
    case "Review":
      return {
        ...common,
        ...published,
        name: resource.plainTitle,
        url,
        author: coachPerson(coach),
        publisher,
        itemReviewed: {
          "@type": "Book",
          name: resource.bookTitle || resource.plainTitle,
          ...(cover && { image: cover }),
          ...(resource.bookAuthor && { author: bookAuthors(resource.bookAuthor) }),
        },
      }
  }
}

/** One Person each, as the Book author field's hint asks. */
const bookAuthors = (authors: string) =>
  authors
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean)
    .map((name) => ({ "@type": "Person", name }))
