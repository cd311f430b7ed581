import type { IGatsbyImageData } from "gatsby-plugin-image"
import { createContext } from "react"

/** What the 'Resource Details' dialog shows of a resource beyond its list's title. */
export type ResourceBody = {
  title: string
  /** The title without its markup: the tab's name and the share sheet's title while it is open. */
  plainTitle: string
  /** The day it was published (2026-03-14), or null when the coach gave none. */
  date: string | null
  /** The same day as people read it ("14 March 2026"), or null. */
  readableDate: string | null
  /** "6 min read" for an article or a book review; null for a podcast. */
  readingTime: string | null
  content: string
  imagealt: string | null
  imageurl: { childImageSharp: { gatsbyImageData: IGatsbyImageData } | null } | null
}

/** Gives a resource's body by its address (/articles/<slug>/). */
export type ResourceSource = (path: string) => Promise<ResourceBody>

// Fetched with the first intent to open a resource: the first load carries none of it.
const fromPageData: ResourceSource = (path) =>
  import("./pageData").then(({ fromPageData }) => fromPageData(path))

/** The site's source; the editor's preview gives the bodies of the entry being edited instead. */
export const ResourceSourceContext = createContext<ResourceSource>(fromPageData)
