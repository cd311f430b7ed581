import { shiftHeadings } from "./shiftHeadings"

/** Where Gatsby writes the data of the page at `path`: the resource's own page already carries its body. */
export const pageDataUrl = (path: string) => `/page-data${path}page-data.json`

// What Gatsby writes there for a resource's page: the result of its template's query
// (src/templates/ResourcePage.tsx), whose `resource` spreads the ResourceBody fragment. Read by that
// query's type, the body follows the fragment as it changes, and a query that stopped spreading it
// fails the typecheck here rather than the dialog in a visitor's browser.
type ResourcePageData = { result?: { data?: Partial<Queries.ResourcePageQuery> } }

const fetched = new Map<string, Promise<Queries.ResourceBodyFragment>>()

/**
 * The body from the resource's own page data, fetched once: the one page carries only what its lists
 * show, so its data stays the same size however much the coach writes. Asked for on a visitor's intent
 * (pointer over, focus, touch), so it is usually there by the click; a failure is forgotten, so the next
 * intent asks again.
 */
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
        // The page's text is headed under its h1 (from h2); the dialog's sits under the item's h3.
        return { ...resource, content: shiftHeadings(resource.content, 2) }
      })
    body.catch(() => fetched.delete(path))
    fetched.set(path, body)
  }
  return body
}
