import { shiftHeadings } from "./shiftHeadings"

export const pageDataUrl = (path: string) => `/page-data${path}page-data.json`

// Typed by the query's own type, so a query that stopped spreading ResourceBody fails the typecheck
// rather than the dialog in a visitor's browser.
type ResourcePageData = { result?: { data?: Partial<Queries.ResourcePageQuery> } }

const fetched = new Map<string, Promise<Queries.ResourceBodyFragment>>()

/** The one page carries only what its lists show. A failed fetch is forgotten, to be retried. */
export const fromPageData = (path: string): Promise<Queries.ResourceBodyFragment> => {
  let body = fetched.get(path)
  if (!body) {
    body = fetch(pageDataUrl(path))
      .then((response) => {
        if (!response.ok) throw new Error(`${pageDataUrl(path)} answered ${response.status}`)
        return response.json()
      })
      .then((pageData: ResourcePageData) => {
        const resource = pageData.result?.data?.resource
        if (!resource) throw new Error(`${pageDataUrl(path)} holds no resource`)
        // The page's text starts from h2 under its h1; the dialog's sits under the item's h3.
        return { ...resource, content: shiftHeadings(resource.content, 2) }
      })
    body.catch(() => fetched.delete(path))
    fetched.set(path, body)
  }
  return body
}
