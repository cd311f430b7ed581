import { createContext } from "react"

export type ResourceBody = Queries.ResourceBodyFragment

export type ResourceSource = (path: string) => Promise<ResourceBody>

// Fetched with the first intent to open a resource: the first load carries none of it.
const fromPageData: ResourceSource = (path) =>
  import("./pageData").then(({ fromPageData }) => fromPageData(path))

export const ResourceSourceContext = createContext<ResourceSource>(fromPageData)
