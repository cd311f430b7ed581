import { render, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { installDialog } from "../../test/dialog"
import { articles, books, podcasts } from "../../test/fixtures"
import { drawingOf, drawnBy, specIcon } from "../../test/icons"
import { Resources } from "../Resources"

beforeEach(installDialog)

const renderResources = (lists: Partial<Parameters<typeof Resources>[0]> = {}) =>
  render(<Resources articles={articles} podcasts={podcasts} books={books} {...lists} />)

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
    expect(within(list).getAllByRole("button")).toHaveLength(items.length)
  }
  expect(document.getElementById("articles")).toContainElement(
    screen.getByRole("heading", { name: "Articles" }),
  )
})

test("a book shows its icon, and a <br> in its title puts the 'by Author' line on a line of its own", () => {
  const book = { ...books[0]!, title: "Dare to Lead<br>by Brené Brown" }
  renderResources({ books: [book] })
  const button = within(screen.getByRole("list", { name: "Book Reviews" })).getByRole("button")
  expect(button.querySelector("br")).not.toBeNull()
  expect(button).toHaveTextContent(/^Dare to Leadby Brené Brown$/)
  expect(drawnBy(button.querySelector("svg")!)).toEqual(drawingOf(specIcon(book.icon)))
})

test("an absent list shows 'loading' while the others show their items", () => {
  renderResources({ podcasts: null })
  const podcastsBlock = document.getElementById("podcasts")!
  expect(within(podcastsBlock).getByText("loading")).toBeInTheDocument()
  expect(within(podcastsBlock).queryAllByRole("button")).toHaveLength(0)
  expect(within(document.getElementById("articles")!).queryByText("loading")).toBeNull()
})

test("clicking an item opens 'Resource Details' with its title and content; Close returns focus", async () => {
  const user = userEvent.setup()
  const podcast = {
    ...podcasts[0]!,
    title: "A podcast",
    content: '<p>Weekly. <a href="https://example.org/show">Listen to the show</a></p>',
  }
  renderResources({ podcasts: [podcast, ...podcasts.slice(1)] })
  const item = within(screen.getByRole("list", { name: "Podcasts" })).getAllByRole("button")[0]!
  await user.click(item)

  expect(HTMLDialogElement.prototype.showModal).toHaveBeenCalledTimes(1)
  const dialog = screen.getByRole("dialog", { name: "Resource Details" })
  expect(within(dialog).getByRole("heading", { level: 3, name: "A podcast" })).toBeVisible()
  expect(within(dialog).getByRole("link", { name: "Listen to the show" })).toBeInTheDocument()

  await user.click(within(dialog).getByRole("button", { name: "Close" }))
  expect(dialog).not.toHaveAttribute("open")
  expect(within(dialog).queryByRole("heading", { level: 3 })).toBeNull()
  expect(item).toHaveFocus()
})

test("a click inside the dialog's content does not close it; a click on the overlay does", async () => {
  const user = userEvent.setup()
  renderResources()
  await user.click(
    within(screen.getByRole("list", { name: "Articles" })).getAllByRole("button")[0]!,
  )
  const dialog = screen.getByRole("dialog", { name: "Resource Details" })
  await user.click(within(dialog).getByRole("heading", { level: 3 }))
  expect(dialog).toHaveAttribute("open")
  await user.click(dialog)
  expect(dialog).not.toHaveAttribute("open")
})
