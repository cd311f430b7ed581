import { render, screen, within } from "@testing-library/react"
import * as fixtures from "../../test/fixtures"
import { Events } from "../Events"

const [newYork, online, moved] = fixtures.events
const block = () => screen.getByRole("region", { name: "Workshops and talks" })
const eventLink = (title: string) =>
  within(block()).getByRole("link", { name: new RegExp(`^${title}`) })

test("lists the next events, each a link to its own page, in the order given", () => {
  render(<Events events={fixtures.events} />)
  const items = within(block()).getAllByRole("listitem")
  expect(items.map((item) => within(item).getByRole("link").getAttribute("href"))).toEqual([
    "/events/leading-through-change/",
    "/events/feedback-that-lands/",
    "/events/coaching-circle-spring/",
  ])
  expect(within(block()).getByRole("link", { name: "All workshops and talks" })).toHaveAttribute(
    "href",
    "/events/",
  )
})

test("each says when it is, in its own time zone's words", () => {
  render(<Events events={fixtures.events} />)
  expect(eventLink(newYork!.title)).toHaveTextContent(
    "Thursday 20 March 2031, 9:00–12:00 (New York time)",
  )
  expect(within(eventLink(newYork!.title)).getByText(/New York time/)).toHaveAttribute(
    "datetime",
    "2031-03-20T09:00:00-04:00",
  )
  // No zone of its own: the site's.
  expect(eventLink(online!.title)).toHaveTextContent("(London time)")
})

test("each says where it is: the place and online, online only, or the place only", () => {
  render(<Events events={fixtures.events} />)
  expect(within(eventLink(newYork!.title)).getByText("The Hudson Room and online")).toBeVisible()
  expect(within(eventLink(online!.title)).getByText("Online")).toBeVisible()
  expect(within(eventLink(moved!.title)).getByText("The Royal Institution")).toBeVisible()
})

test("a cancelled or moved event says so; a scheduled one says nothing of its status", () => {
  render(<Events events={fixtures.events} />)
  expect(within(eventLink(online!.title)).getByText("Cancelled")).toBeVisible()
  expect(within(eventLink(moved!.title)).getByText("Moved to a new date")).toBeVisible()
  expect(eventLink(newYork!.title)).not.toHaveTextContent(/Cancelled|Moved/)
})

test("one upcoming event is a block of one", () => {
  render(<Events events={[online!]} />)
  expect(within(block()).getAllByRole("listitem")).toHaveLength(1)
  expect(eventLink(online!.title)).toHaveAttribute("href", "/events/feedback-that-lands/")
})

// A menu link may only lead to a section that is always there: this one comes and goes.
test("the block has no id a menu link could lead to", () => {
  render(<Events events={fixtures.events} />)
  expect(block()).not.toHaveAttribute("id")
})

test("without upcoming events there is no block at all", () => {
  const { container } = render(<Events events={[]} />)
  expect(container).toBeEmptyDOMElement()
  expect(screen.queryByRole("heading", { name: "Workshops and talks" })).toBeNull()
})
