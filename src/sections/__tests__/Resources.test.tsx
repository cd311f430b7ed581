import { act, render, screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { flushCloseEvents, holdCloseEvents, installDialog } from "../../test/dialog"
import { ResourceSourceContext } from "../../lib/resources/resourceSource"
import { articles, books, fixtureSource, podcasts, site } from "../../test/fixtures"
import { readFileSync } from "node:fs"
import { ICON_SPRITE } from "../../components/Icon"
import { drawingOf, drawingsIn, referencesOf, specIcon } from "../../test/icons"
import type { ResourceListName } from "../../model/resourceLists"
import { plainTitle } from "../../model/resourceFields"
import { plainText } from "../../model/sanitize"
import { shortLists } from "../../model/shortLists"
import { Resources } from "../Resources"

// The site title is gatsby-config.ts's, not the coach's content: the fixture stands in for it.
const SITE_TITLE = site.siteMetadata.title

beforeEach(() => {
  installDialog()
  window.history.replaceState(null, "", "/")
  document.title = SITE_TITLE
})

type Lists = Partial<Record<ResourceListName, Queries.ResourceFragment[] | null>>

// The lists are cut as the build cuts them, to `shown` items each (absent: the schema's default).
const renderResources = (lists: Lists = {}, source = fixtureSource, shown?: number) =>
  render(
    <ResourceSourceContext value={source}>
      <Resources
        lists={shortLists(
          { Articles: articles, Podcasts: podcasts, Books: books, ...lists },
          shown,
        )}
        siteTitle={SITE_TITLE}
      />
    </ResourceSourceContext>,
  )

// jsdom moves through the history asynchronously, as browsers do. (The dialog keeps its popstate events
// from other listeners, so the test waits for the address instead.)
async function go(step: () => unknown, pathname: string) {
  await act(async () => {
    await step()
  })
  await waitFor(() => expect(window.location.pathname).toBe(pathname))
}

test("shows the heading, the intro and the three lists with one button per item", () => {
  renderResources()
  expect(screen.getByRole("heading", { level: 2, name: "Resources" })).toBeInTheDocument()
  expect(
    screen.getByText(
      "To support your ongoing learning in becoming the most effective leader you can be, these articles and resources are available for your use.",
    ),
  ).toBeInTheDocument()
  for (const [name, items] of [
    ["Articles", articles],
    ["Podcasts", podcasts],
    ["Book Reviews", books],
  ] as const) {
    const list = screen.getByRole("list", { name })
    expect(within(list).getAllByRole("link")).toHaveLength(items.length)
  }
  // Today's lists fit: no list links to the rest of itself.
  expect(screen.queryByRole("link", { name: /^All / })).toBeNull()
  expect(document.getElementById("articles")).toContainElement(
    screen.getByRole("heading", { name: "Articles" }),
  )
})

test("a book shows its icon, and a <br> in its title puts the 'by Author' line on a line of its own", () => {
  const book = { ...books[0]!, title: "Dare to Lead<br>by Brené Brown" }
  renderResources({ Books: [book] })
  const button = within(screen.getByRole("list", { name: "Book Reviews" })).getByRole("link")
  expect(button.querySelector("br")).not.toBeNull()
  expect(button).toHaveTextContent(/^Dare to Leadby Brené Brown$/)
  const sprite = readFileSync(`static${ICON_SPRITE}`, "utf8")
  const references = referencesOf([button.querySelector("svg")!])
  expect(drawingsIn({ sprite, references })).toEqual([drawingOf(specIcon(book.icon))])
})

test("an absent list shows 'loading' while the others show their items", () => {
  renderResources({ Podcasts: null })
  const podcastsBlock = document.getElementById("podcasts")!
  expect(within(podcastsBlock).getByText("loading")).toBeInTheDocument()
  expect(within(podcastsBlock).queryAllByRole("link")).toHaveLength(0)
  expect(within(document.getElementById("articles")!).queryByText("loading")).toBeNull()
})

test("clicking an item opens 'Resource Details' with its title and content; Close returns focus", async () => {
  const user = userEvent.setup()
  const podcast = { ...podcasts[0]!, title: "A podcast" }
  const body = {
    title: "A podcast",
    plainTitle: "A podcast",
    date: null,
    readableDate: null,
    readingTime: null,
    content: '<p>Weekly. <a href="https://example.org/show">Listen to the show</a></p>',
    imagealt: null,
    imageurl: null,
  }
  renderResources({ Podcasts: [podcast, ...podcasts.slice(1)] }, async () => body)
  const item = within(screen.getByRole("list", { name: "Podcasts" })).getAllByRole("link")[0]!
  await user.click(item)

  expect(HTMLDialogElement.prototype.showModal).toHaveBeenCalledTimes(1)
  const dialog = screen.getByRole("dialog", { name: "Resource Details" })
  expect(within(dialog).getByRole("heading", { level: 3, name: "A podcast" })).toBeVisible()
  expect(
    await within(dialog).findByRole("link", { name: "Listen to the show" }),
  ).toBeInTheDocument()

  await user.click(within(dialog).getByRole("button", { name: "Close" }))
  expect(dialog).not.toHaveAttribute("open")
  expect(within(dialog).queryByRole("heading", { level: 3 })).toBeNull()
  expect(item).toHaveFocus()
})

test("the dialog shows a dated resource's day as people read it, and no date for an undated one", async () => {
  const user = userEvent.setup()
  renderResources({ Articles: articles.slice(0, 2) }, async (path) => ({
    ...(await fixtureSource(path)),
    ...(path === `/articles/${articles[0]!.slug}/`
      ? { date: "2026-03-14", readableDate: "14 March 2026" }
      : { date: null, readableDate: null }),
  }))
  const [dated, undated] = within(screen.getByRole("list", { name: "Articles" })).getAllByRole(
    "link",
  )
  await user.click(dated!)
  const dialog = screen.getByRole("dialog", { name: "Resource Details" })
  const day = await within(dialog).findByText("14 March 2026")
  expect(day.tagName).toBe("TIME")
  expect(day).toHaveAttribute("datetime", "2026-03-14")
  await user.click(within(dialog).getByRole("button", { name: "Close" }))

  await user.click(undated!)
  const { content } = await fixtureSource(`/articles/${articles[1]!.slug}/`)
  const opening = plainText(content).slice(0, 40)
  await waitFor(() => expect(within(dialog).getByRole("article")).toHaveTextContent(opening))
  expect(dialog.querySelector("time")).toBeNull()
  expect(within(dialog).queryByText(/^Published/)).toBeNull()
})

test("a click inside the dialog's content does not close it; a click on the overlay does", async () => {
  const user = userEvent.setup()
  renderResources()
  await user.click(within(screen.getByRole("list", { name: "Articles" })).getAllByRole("link")[0]!)
  const dialog = screen.getByRole("dialog", { name: "Resource Details" })
  await user.click(within(dialog).getByRole("heading", { level: 3 }))
  expect(dialog).toHaveAttribute("open")
  await user.click(dialog)
  expect(dialog).not.toHaveAttribute("open")
})

describe("the open resource's address", () => {
  const book = books[1]!
  const path = `/book-reviews/${book.slug}/`
  const openBook = async () => {
    const user = userEvent.setup()
    renderResources()
    const button = within(screen.getByRole("list", { name: "Book Reviews" })).getAllByRole(
      "link",
    )[1]!
    await user.click(button)
    return { user, button, dialog: screen.getByRole("dialog", { name: "Resource Details" }) }
  }

  test("opening pushes the resource's address and names the tab after it; Close goes back", async () => {
    const { user, dialog } = await openBook()
    expect(window.location.pathname).toBe(path)
    // Named once the resource's text, which brings its plain title, has come.
    await waitFor(() => expect(document.title).toBe(`${plainTitle(book)} | ${SITE_TITLE}`))
    const length = window.history.length
    await go(() => user.click(within(dialog).getByRole("button", { name: "Close" })), "/")
    expect(window.location.pathname).toBe("/")
    expect(document.title).toBe(SITE_TITLE)
    expect(window.history.length).toBe(length)
  })

  test("Back closes the dialog and Forward opens the same resource again", async () => {
    const { dialog, button } = await openBook()
    await go(() => window.history.back(), "/")
    expect(dialog).not.toHaveAttribute("open")
    expect(window.location.pathname).toBe("/")
    expect(button).toHaveFocus()

    await go(() => window.history.forward(), path)
    await waitFor(() => expect(dialog).toHaveAttribute("open"))
    expect(within(dialog).getByRole("heading", { level: 3 })).toHaveTextContent(
      plainTitle(book).replace(/ by /, "by "),
    )
    await waitFor(() => expect(document.title).toBe(`${plainTitle(book)} | ${SITE_TITLE}`))
  })

  // In a browser the dialog's close event comes a task after it hides.
  test("Forward straight after Back reopens the resource, even before the dialog's close event has come", async () => {
    const { dialog } = await openBook()
    holdCloseEvents()
    await go(() => window.history.back(), "/")
    expect(dialog).not.toHaveAttribute("open")

    await go(() => window.history.forward(), path)
    await waitFor(() => expect(dialog).toHaveAttribute("open"))
    await act(async () => flushCloseEvents())
    // Had the late event gone back, the address would return to / a moment later.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(dialog).toHaveAttribute("open")
    expect(window.location.pathname).toBe(path)
    expect(document.title).toBe(`${plainTitle(book)} | ${SITE_TITLE}`)
  })

  test("a title with markup-like text names the tab with that text, literally", async () => {
    const user = userEvent.setup()
    const hostile = '</title><script>alert("x")</script>'
    renderResources({ Articles: [articles[0]!] }, async (path) => ({
      ...(await fixtureSource(path)),
      plainTitle: hostile,
    }))
    await user.click(within(screen.getByRole("list", { name: "Articles" })).getByRole("link"))
    await waitFor(() => expect(document.title).toBe(`${hostile} | ${SITE_TITLE}`))
    expect(document.head.querySelector("script")).toBeNull()
  })

  test("a history entry not made by the dialog is left to the router", async () => {
    renderResources()
    window.history.pushState({ key: "other" }, "", "/#contact")
    const seen = jest.fn()
    window.addEventListener("popstate", seen)
    await go(() => window.history.back(), "/")
    await waitFor(() => expect(seen).toHaveBeenCalledTimes(1))
    window.removeEventListener("popstate", seen)
  })
})

describe("Copy link and Share", () => {
  const url = (item: (typeof articles)[number]) =>
    `${window.location.origin}/articles/${item.slug}/`
  const openFirstArticle = async () => {
    const user = userEvent.setup()
    renderResources()
    await user.click(
      within(screen.getByRole("list", { name: "Articles" })).getAllByRole("link")[0]!,
    )
    return { user, dialog: screen.getByRole("dialog", { name: "Resource Details" }) }
  }
  afterEach(() => {
    Reflect.deleteProperty(navigator, "share")
  })

  test("Copy link puts the resource's full address on the clipboard and says so politely", async () => {
    const { user, dialog } = await openFirstArticle()
    const writeText = jest.spyOn(navigator.clipboard, "writeText")
    await user.click(await within(dialog).findByRole("button", { name: "Copy link" }))
    expect(writeText).toHaveBeenCalledWith(url(articles[0]!))
    expect(within(dialog).getByRole("status")).toHaveTextContent("Link copied.")
    expect(within(dialog).queryByRole("textbox")).toBeNull()
  })

  test("where the clipboard is refused, the address is shown selected in a field", async () => {
    const { user, dialog } = await openFirstArticle()
    jest
      .spyOn(navigator.clipboard, "writeText")
      .mockRejectedValue(new DOMException("", "NotAllowedError"))
    await user.click(await within(dialog).findByRole("button", { name: "Copy link" }))
    const field = within(dialog).getByRole("textbox", { name: "Link to this resource" })
    expect(field).toHaveValue(url(articles[0]!))
    expect(field).toHaveAttribute("readonly")
    expect(field).toHaveFocus()
    expect(within(dialog).getByRole("status")).toHaveTextContent(
      "Copy the link from the field below.",
    )
  })

  test("Share appears only where the device can share, and hands it the title and address", async () => {
    const { dialog } = await openFirstArticle()
    await within(dialog).findByRole("button", { name: "Copy link" })
    expect(within(dialog).queryByRole("button", { name: "Share" })).toBeNull()
  })

  test("Share opens the device's share sheet; closing the sheet is no error", async () => {
    const share = jest.fn().mockRejectedValue(new DOMException("", "AbortError"))
    Object.defineProperty(navigator, "share", { value: share, configurable: true })
    const { user, dialog } = await openFirstArticle()
    await user.click(await within(dialog).findByRole("button", { name: "Share" }))
    expect(share).toHaveBeenCalledWith({ title: plainTitle(articles[0]!), url: url(articles[0]!) })
    expect(within(dialog).getByRole("status")).toHaveTextContent("")
  })
})

test("an empty list shows 'loading' as an absent one does (the editor leaves one when every item is removed)", () => {
  renderResources({ Articles: [], Books: [] })
  for (const id of ["articles", "book-reviews"]) {
    const block = document.getElementById(id)!
    expect(within(block).getByText("loading")).toBeInTheDocument()
    expect(within(block).queryByRole("list")).toBeNull()
  }
  expect(within(document.getElementById("podcasts")!).queryByText("loading")).toBeNull()
})

describe("a list longer than the number shown", () => {
  // The frozen articles three times over, each copy with an address of its own.
  const many = [1, 2, 3].flatMap((copy) =>
    articles.map((item) => ({ ...item, slug: `${item.slug}-${copy}` })),
  )

  test("shows its first items in the coach's order, then a link to its own page naming how many there are", () => {
    renderResources({ Articles: many })
    const block = document.getElementById("articles")!
    const links = within(within(block).getByRole("list")).getAllByRole("link")
    expect(links.map((link) => link.getAttribute("href"))).toEqual(
      many.slice(0, 12).map((item) => `/articles/${item.slug}/`),
    )
    const all = within(block).getByRole("link", { name: `All articles (${many.length})` })
    expect(all).toHaveAttribute("href", "/articles/")
    // Only the long list has one.
    expect(screen.getAllByRole("link", { name: /^All / })).toHaveLength(1)
  })

  test("the coach's number decides how many: 2 leaves every list longer than that with a link", () => {
    renderResources({}, fixtureSource, 2)
    for (const [id, name, items] of [
      ["articles", "articles", articles],
      ["podcasts", "podcasts", podcasts],
      ["book-reviews", "book reviews", books],
    ] as const) {
      const block = document.getElementById(id)!
      expect(within(within(block).getByRole("list")).getAllByRole("link")).toHaveLength(2)
      expect(
        within(block).getByRole("link", { name: `All ${name} (${items.length})` }),
      ).toHaveAttribute("href", `/${id}/`)
    }
  })
})

test("two items with the same title and address (as the editor's preview may show them) both render, without a key clash", () => {
  const errors = jest.spyOn(console, "error").mockImplementation(() => {})
  const twin = { ...podcasts[0]! }
  renderResources({ Podcasts: [podcasts[0]!, twin] })
  const list = within(document.getElementById("podcasts")!).getByRole("list")
  expect(within(list).getAllByRole("link")).toHaveLength(2)
  expect(errors.mock.calls.flat().join(" ")).not.toMatch(/same key/)
  errors.mockRestore()
})

describe("items are links to their own pages, which the page's script opens in the dialog", () => {
  const firstArticle = () =>
    within(screen.getByRole("list", { name: "Articles" })).getAllByRole("link")[0]!

  test("each item links to its page; a plain click opens the dialog instead", async () => {
    const user = userEvent.setup()
    renderResources()
    expect(firstArticle()).toHaveAttribute("href", `/articles/${articles[0]!.slug}/`)
    await user.click(firstArticle())
    expect(screen.getByRole("dialog", { name: "Resource Details" })).toHaveAttribute("open")
  })

  test.each([
    ["Ctrl", { ctrlKey: true }],
    ["Cmd", { metaKey: true }],
    ["Shift", { shiftKey: true }],
    ["middle button", { button: 1 }],
  ])("a %s click is left to the browser: it opens the page, not the dialog", (_, modifier) => {
    renderResources()
    const click = new MouseEvent("click", { bubbles: true, cancelable: true, ...modifier })
    act(() => {
      firstArticle().dispatchEvent(click)
    })
    expect(click.defaultPrevented).toBe(false)
    expect(screen.getByRole("dialog", { hidden: true })).not.toHaveAttribute("open")
  })

  test("pointing at, focusing or touching an item asks for its text before the click", async () => {
    const source = jest.fn(fixtureSource)
    const user = userEvent.setup()
    renderResources({}, source)
    const path = `/articles/${articles[0]!.slug}/`
    await user.hover(firstArticle())
    expect(source).toHaveBeenLastCalledWith(path)
    source.mockClear()
    act(() => firstArticle().focus())
    expect(source).toHaveBeenLastCalledWith(path)
  })

  test("until its text arrives the dialog shows the title and 'loading'; then the text", async () => {
    let arrive: () => void = () => undefined
    const source = (path: string) =>
      new Promise<Awaited<ReturnType<typeof fixtureSource>>>((resolve) => {
        arrive = () => void fixtureSource(path).then(resolve)
      })
    const user = userEvent.setup()
    renderResources({}, source)
    await user.click(firstArticle())
    const dialog = screen.getByRole("dialog", { name: "Resource Details" })
    expect(within(dialog).getByRole("heading", { level: 3 })).toHaveTextContent(/\S/)
    expect(within(dialog).getByText("loading")).toBeInTheDocument()
    await act(async () => arrive())
    await waitFor(() => expect(within(dialog).queryByText("loading")).toBeNull())
    expect(dialog.querySelector("article")!.textContent!.length).toBeGreaterThan(
      plainTitle(articles[0]!).length,
    )
  })

  test("when the text cannot come, the dialog says so and links to the resource's own page", async () => {
    const user = userEvent.setup()
    renderResources({}, () => Promise.reject(new TypeError("Failed to fetch")))
    await user.click(firstArticle())
    const dialog = screen.getByRole("dialog", { name: "Resource Details" })
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "This resource could not be loaded here.",
    )
    expect(within(dialog).getByRole("link", { name: "Read it on its own page" })).toHaveAttribute(
      "href",
      `/articles/${articles[0]!.slug}/`,
    )
  })
})
