import { readingTime } from "../../model/readingTime"
import { render, screen, within } from "@testing-library/react"
import { renderToStaticMarkup } from "react-dom/server"
import { firstSentence } from "../../model/description"
import { plainText } from "../../model/sanitize"
import { frozenContent, listOf } from "../../test/content"
import { resourcePageData } from "../../test/fixtures"
import type { ResourcePageContext } from "../../lib/pageContext"
import ResourcePage, { Head } from "../ResourcePage"

const content = frozenContent()
const [article] = listOf(content, "Articles")
const [book] = listOf(content, "Books")
const articleContext: ResourcePageContext = {
  list: "Articles",
  slug: "giving-feedback",
  folder: "articles",
  pageType: "Article",
  item: "article",
  date: null,
}
const bookContext: ResourcePageContext = {
  list: "Books",
  slug: "dare-to-lead",
  folder: "book-reviews",
  pageType: "Review",
  item: "book review",
  date: null,
}

/** What Head writes into <head>, parsed as the browser would. */
function head(data: ReturnType<typeof resourcePageData>, pageContext: ResourcePageContext) {
  const markup = renderToStaticMarkup(
    <Head
      data={data}
      pageContext={pageContext}
      location={{ pathname: "/" }}
      params={{}}
      serverData={{}}
    />,
  )
  return { markup, document: new DOMParser().parseFromString(markup, "text/html") }
}
const attribute = (document: Document, selector: string, name = "content") =>
  document.querySelector(selector)?.getAttribute(name)
const jsonLd = (document: Document) =>
  JSON.parse(document.querySelector('script[type="application/ld+json"]')!.textContent!)

test("the resource's title is the page's one h1, its text and a book's cover follow", () => {
  render(<ResourcePage data={resourcePageData(book!)} pageContext={bookContext} />)
  const h1 = screen.getByRole("heading", { level: 1 })
  expect(h1).toHaveTextContent(/^Dare to Leadby Brené Brown$/)
  expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1)
  expect(screen.getByRole("img", { name: book!.imagealt })).toBeInTheDocument()
  expect(screen.getByRole("main")).toHaveTextContent(/My takeaway: Courage isn't something/)
})

test("a dated resource shows the day it was published, for people and in its datetime, and tells search engines", () => {
  const dated = { ...article!, date: "2026-03-14" }
  render(<ResourcePage data={resourcePageData(dated)} pageContext={articleContext} />)
  const day = screen.getByText("14 March 2026")
  expect(day.tagName).toBe("TIME")
  expect(day).toHaveAttribute("datetime", "2026-03-14")
  // Beside it, how long it takes to read, counted from its words.
  expect(day.parentElement).toHaveTextContent(
    new RegExp(`^Published 14 March 2026 · ${readingTime(dated.content)}$`),
  )
  expect(jsonLd(head(resourcePageData(dated), articleContext).document)).toMatchObject({
    datePublished: "2026-03-14",
  })
})

test("an undated resource shows no date, and its JSON-LD claims none", () => {
  const { date: _date, ...undated } = { ...article!, date: "" }
  render(<ResourcePage data={resourcePageData(undated)} pageContext={articleContext} />)
  expect(screen.getByRole("main").querySelector("time")).toBeNull()
  expect(screen.queryByText(/Published/)).toBeNull()
  expect(jsonLd(head(resourcePageData(undated), articleContext).document)).not.toHaveProperty(
    "datePublished",
  )
})

test("the header and the footer lead to the one page's sections, the back link to the list's own page", () => {
  render(<ResourcePage data={resourcePageData(book!)} pageContext={bookContext} />)
  expect(screen.getByRole("link", { name: "Becoming Your Best" })).toHaveAttribute("href", "/")
  for (const name of ["Main", "Footer"]) {
    const links = within(screen.getByRole("navigation", { name })).getAllByRole("link")
    expect(links.map((link) => link.getAttribute("href"))).toEqual(
      listOf(content, "Navigation").map(({ link }) => `/${link}`),
    )
  }
  expect(screen.getByRole("link", { name: "Back to all book reviews" })).toHaveAttribute(
    "href",
    "/book-reviews/",
  )
})

test("Head: its own title, description, canonical address and article card", () => {
  const data = resourcePageData(article!)
  const { document } = head(data, articleContext)
  // The whole in the cards; the tab and search results show 70 characters, so the site's name goes.
  const plain = plainText(article!.title)
  const title = `${plain} | ${data.site!.siteMetadata.title}`
  // The frozen article's title is one the site's name would push past 70 characters.
  expect(title.length).toBeGreaterThan(70)
  expect(document.title).toBe(plain)
  const description = attribute(document, 'meta[name="description"]')
  expect(description).toBe(data.resource!.description)
  expect(description).toBe(firstSentence(article!.content))
  const url = "https://coach.example/articles/giving-feedback/"
  expect(attribute(document, 'link[rel="canonical"]', "href")).toBe(url)
  expect(attribute(document, 'meta[property="og:type"]')).toBe("article")
  expect(attribute(document, 'meta[property="og:url"]')).toBe(url)
  expect(attribute(document, 'meta[property="og:title"]')).toBe(title)
  expect(attribute(document, 'meta[property="og:description"]')).toBe(description)
  // Its own card, drawn at build (plugins/share-cards), not the site's.
  const card = data.resource!.shareCard
  expect(attribute(document, 'meta[property="og:image"]')).toBe(`https://coach.example${card.src}`)
  expect(attribute(document, 'meta[property="og:image:width"]')).toBe("1200")
  expect(attribute(document, 'meta[property="og:image:height"]')).toBe("630")
  expect(attribute(document, 'meta[property="og:image:alt"]')).toBe(card.alt)
  expect(attribute(document, 'meta[name="twitter:card"]')).toBe("summary_large_image")
  expect(jsonLd(document)).toMatchObject({ "@type": "Article", url, description })
})

test("Head: a title that fits keeps the site's name; a very long one is cut at a word", () => {
  const podcast = { ...listOf(content, "Podcasts")[0]!, title: "HBR IdeaCast" }
  expect(head(resourcePageData(podcast), articleContext).document.title).toBe(
    "HBR IdeaCast | Becoming Your Best",
  )
  const long = { ...podcast, title: "Leadership ".repeat(10) }
  const { document } = head(resourcePageData(long), articleContext)
  expect(document.title).toBe(`${"Leadership ".repeat(6).trim()}…`)
  expect(attribute(document, 'meta[property="og:title"]')).toBe(
    `${"Leadership ".repeat(10).trim()} | Becoming Your Best`,
  )
})

test("Head: a book review's card is its own, and its JSON-LD reviews the Book with its cover", () => {
  const data = resourcePageData(book!)
  const { document } = head(data, bookContext)
  const cover = "https://coach.example/static/card.jpg"
  expect(attribute(document, 'meta[property="og:image"]')).toBe(
    `https://coach.example${data.resource!.shareCard.src}`,
  )
  expect(attribute(document, 'meta[name="twitter:card"]')).toBe("summary_large_image")
  expect(jsonLd(document)).toMatchObject({
    "@type": "Review",
    itemReviewed: { "@type": "Book", name: book!.bookTitle, image: cover },
  })
})

test("a book's fields cannot close the JSON-LD script or start one of their own", () => {
  const hostile = "</script><script>window.pwned = 1</script><!--"
  const { markup, document } = head(
    resourcePageData({ ...book!, bookTitle: hostile, bookAuthor: `Ann ${hostile}` }),
    bookContext,
  )
  expect(markup.match(/<script/g)).toHaveLength(1)
  expect(markup.match(/<\/script>/g)).toHaveLength(1)
  expect(jsonLd(document).itemReviewed).toMatchObject({
    name: hostile,
    author: [{ "@type": "Person", name: `Ann ${hostile}` }],
  })
})
