import { render, screen, within } from "@testing-library/react"
import { renderToStaticMarkup } from "react-dom/server"
import { description, effectiveSlug, plainTitle } from "../../model/resourceFields"
import { plainText } from "../../model/sanitize"
import { cutAtWord } from "../../model/cutAtWord"
import { frozenContent, listOf } from "../../test/content"
import { listPageData } from "../../test/fixtures"
import type { ResourceListPageContext } from "../../lib/pageContext"
import ResourceListPage, { Head } from "../ResourceListPage"

const content = frozenContent()
const books = listOf(content, "Books")
const context: ResourceListPageContext = { list: "Books", item: "book review", scripts: false }
const SITE = "https://coach.example"

function head(data: ReturnType<typeof listPageData>) {
  const markup = renderToStaticMarkup(
    <Head
      data={data}
      pageContext={context}
      location={{ pathname: "/book-reviews/" }}
      params={{}}
      serverData={{}}
    />,
  )
  return new DOMParser().parseFromString(markup, "text/html")
}

test("the list's heading is the page's one h1; every item follows in order, linked to its own page, with its first sentence", () => {
  render(<ResourceListPage data={listPageData(books)} pageContext={context} />)
  expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Book Reviews")
  expect(screen.getByText(`${books.length} book reviews`)).toBeInTheDocument()
  const links = within(screen.getByRole("list", { name: "Book Reviews" })).getAllByRole("link")
  expect(links.map((link) => link.getAttribute("href"))).toEqual(
    books.map((book) => `/book-reviews/${effectiveSlug(book)}/`),
  )
  links.forEach((link, index) => {
    expect(link).toHaveTextContent(description(books[index]!))
  })
  expect(screen.getByRole("link", { name: "Back to all resources" })).toHaveAttribute(
    "href",
    "/#resources",
  )
})

test("a dated item shows its day beside its title; an undated one shows none", () => {
  const [first, second] = books
  render(
    <ResourceListPage
      data={listPageData([
        { ...first!, date: "2031-01-05" },
        { ...second!, date: undefined },
      ])}
      pageContext={context}
    />,
  )
  const [dated, undated] = within(screen.getByRole("list", { name: "Book Reviews" })).getAllByRole(
    "link",
  )
  const day = within(dated!).getByText("5 January 2031")
  expect(day.tagName).toBe("TIME")
  expect(day).toHaveAttribute("datetime", "2031-01-05")
  expect(undated!.querySelector("time")).toBeNull()
})

test("the list's page leads readers to the feed, saying what a feed is", () => {
  render(<ResourceListPage data={listPageData(books)} pageContext={context} />)
  const feed = screen.getByRole("link", { name: "this site's feed" })
  expect(feed).toHaveAttribute("href", "/rss.xml")
  expect(feed.closest("p")).toHaveTextContent(/feed reader, an app that gathers/)
})

test("one item is counted as one", () => {
  render(<ResourceListPage data={listPageData(books.slice(0, 1))} pageContext={context} />)
  expect(screen.getByText("1 book review")).toBeInTheDocument()
})

test("Head: its own title, canonical address, a description naming the items, and a CollectionPage", () => {
  const document = head(listPageData(books))
  expect(document.title).toBe("Book Reviews | Becoming Your Best")
  const url = `${SITE}/book-reviews/`
  expect(document.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(url)
  expect(document.querySelector('meta[property="og:type"]')?.getAttribute("content")).toBe(
    "website",
  )
  const expected = cutAtWord(
    `All ${books.length} book reviews from Becoming Your Best: ${books.map(plainTitle).join("; ")}`,
    160,
  )
  expect(document.querySelector('meta[name="description"]')?.getAttribute("content")).toBe(expected)
  const data = JSON.parse(
    document.querySelector('script[type="application/ld+json"]')!.textContent!,
  )
  expect(data).toMatchObject({
    "@type": "CollectionPage",
    url,
    mainEntity: { "@type": "ItemList", numberOfItems: books.length },
  })
  expect(data.mainEntity.itemListElement[0]).toEqual({
    "@type": "ListItem",
    position: 1,
    name: plainText(books[0]!.title),
    url: `${SITE}/book-reviews/${effectiveSlug(books[0]!)}/`,
  })
})

test("a title cannot close the JSON-LD script", () => {
  const hostile = { ...books[0]!, title: "</script><script>window.pwned = 1</script>" }
  const markup = renderToStaticMarkup(
    <Head
      data={listPageData([hostile])}
      pageContext={context}
      location={{ pathname: "/book-reviews/" }}
      params={{}}
      serverData={{}}
    />,
  )
  expect(markup.match(/<script/g)).toHaveLength(1)
})
