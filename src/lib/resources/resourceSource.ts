import { createContext } from "react"

/**
 * What the 'Resource Details' dialog shows of a resource beyond its list's title: the fragment beside
 * the component that shows it (src/components/ResourceDetails.tsx), named here for the sources that give it.
 */
export type ResourceBody = Queries.ResourceBodyFragment

/** Gives a resource's body by its address (/articles/<slug>/). */
export type ResourceSource = (path: string) => Promise<ResourceBody>

// Fetched with the first intent to open a resource: the first load carries none of it.
const fromPageData: ResourceSource = (path) =>
  import("./pageData").then(({ fromPageData }) => fromPageData(path))

/** The site's source; the editor's preview gives the bodies of the entry being edited instead. */
export const ResourceSourceContext = createContext<ResourceSource>(fromPageData)
