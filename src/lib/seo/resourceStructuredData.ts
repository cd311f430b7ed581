import type { ResourcePageType } from "../../model/schema"
import { businessId, coachPerson, type Site } from "./structuredData"

// Apart from the one page's structured data, so that the one page's script does not carry this.

type ResourceInputs = {
  site: Site
  coach: Queries.CoachFragment
  /** What the page is: its list's pageType in src/model/schema.ts. */
  type: ResourcePageType
  resource: {
    plainTitle: string
    description: string
    bookTitle: string | null
    bookAuthor: string | null
    /** The day the coach published it (2026-03-14), or null. */
    date: string | null
  }
  /** The page's own address. */
  url: string
  /** The full address of a book's cover, when it has one. */
  cover?: string
}

/**
 * schema.org data for a resource's own page: the coach's Article, a PodcastSeries the coach recommends, or
 * the coach's Review of a Book. Every fact is a field of content.json, never read out of the text.
 */
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
  // The day the coach's own work appeared. A podcast's page describes somebody else's series, whose
  // publication date this is not: the day of the coach's pick stays off it.
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
    // The series lives elsewhere: this page only describes it, so it is the series' page here, not its url.
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

/** "Travis Bradberry, Jean Greaves": one Person each, as the Book author field's hint asks. */
const bookAuthors = (authors: string) =>
  authors
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean)
    .map((name) => ({ "@type": "Person", name }))
