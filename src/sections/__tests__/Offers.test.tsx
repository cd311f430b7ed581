import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import * as fixtures from "../../test/fixtures"
import { Contact } from "../Contact"
import { loadMailSender } from "../contact/loadMailSender"
import { Offers } from "../Offers"
import { Services } from "../Services"

// The form's sending half is fetched on first focus; nothing here sends.
jest.mock("@emailjs/browser", () => ({
  ...jest.requireActual("@emailjs/browser"),
  init: jest.fn(),
  sendForm: jest.fn(),
}))

const booking: Queries.BookingFragment = {
  url: "https://cal.com/coach/intro",
  label: "Book a free introductory call",
}
const [oneToOne, team, workshop] = fixtures.offers.items!

/** My services as the one page composes it: the cards after the description, when there are offers. */
function renderServices(offers: Queries.OffersSectionFragment | null = fixtures.offers) {
  return render(
    <Services description={fixtures.services}>
      {offers && <Offers offers={offers} booking={booking} />}
    </Services>,
  )
}

/** The page's My services with the contact form further down, as the one page has them. */
function renderWithForm() {
  return render(
    <main>
      <Services description={fixtures.services}>
        <Offers offers={fixtures.offers} booking={booking} />
      </Services>
      <Contact coach={{ email: null }} booking={booking} />
    </main>,
  )
}

const offerList = () => screen.getByRole("list", { name: fixtures.offers.title })
// The list's own items: an offer's text may hold a list of its own.
const cards = () =>
  within(offerList())
    .getAllByRole("listitem")
    .filter((item) => item.parentElement === offerList())
const card = (name: string) =>
  cards().find((item) => within(item).queryByRole("heading", { name }))!

beforeEach(() => {
  sessionStorage.clear()
  // jsdom lays nothing out, so it has no scrolling to do.
  Element.prototype.scrollIntoView = jest.fn()
})

test("the offers sit in My services under their heading, one card per offer in the coach's order", () => {
  renderServices()
  const section = screen.getByRole("region", { name: fixtures.services.title })
  expect(
    within(section).getByRole("heading", { level: 3, name: "Ways to work together" }),
  ).toBeInTheDocument()
  expect(
    cards().map((item) => within(item).getByRole("heading", { level: 4 }).textContent),
  ).toEqual([oneToOne!.title, team!.title, workshop!.title])
})

test("a card says who it is for, what it includes, its format and its price", () => {
  renderServices()
  const first = card(oneToOne!.title)
  expect(within(first).getByText(oneToOne!.audience)).toBeVisible()
  expect(within(first).getByText("Twelve sessions")).toBeVisible()
  expect(within(first).getByText(oneToOne!.format)).toBeVisible()
  expect(within(first).getByText("From $4,800")).toBeVisible()
})

test("a card without a price shows no price line", () => {
  renderServices()
  const teamCard = card(team!.title)
  expect(within(teamCard).queryByText(/\$|price/i)).toBeNull()
  expect(within(teamCard).getAllByRole("paragraph")).toHaveLength(3)
})

test.each([
  [oneToOne!.title, "Book a call", "https://cal.com/coach/intro"],
  [team!.title, "Ask about it", "/?regarding=Team%20coaching#contact"],
  [workshop!.title, "Get started", "https://pay.example.com/leading-through-change"],
])("%s has one link, %j, to %s, described by the offer's name", (name, linkName, href) => {
  renderServices()
  const [link, ...others] = within(card(name)).getAllByRole("link")
  expect(others).toEqual([])
  expect(link).toHaveAccessibleName(linkName)
  expect(link).toHaveAttribute("href", href)
  expect(link).toHaveAccessibleDescription(name)
})

test("two cards with the same button still say which offer each is for", () => {
  renderServices({
    ...fixtures.offers,
    items: [team!, { ...team!, title: "Coaching for new managers" }],
  })
  const [first, second] = screen.getAllByRole("link", { name: "Ask about it" })
  expect(first).toHaveAccessibleDescription("Team coaching")
  expect(second).toHaveAccessibleDescription("Coaching for new managers")
})

describe("'Ask about it' with the contact form on the page", () => {
  test("a click names the offer in the message and leaves the caret there, without loading a page", async () => {
    const user = userEvent.setup()
    renderWithForm()
    const clicks: MouseEvent[] = []
    document.addEventListener("click", (event) => clicks.push(event))
    await user.type(screen.getByLabelText("Message"), "Could we start in June?")

    await user.click(screen.getByRole("link", { name: "Ask about it" }))

    const message = screen.getByLabelText("Message")
    expect(message).toHaveValue("Regarding: Team coaching\n\nCould we start in June?")
    expect(message).toHaveFocus()
    expect(clicks.at(-1)!.defaultPrevented).toBe(true)
    expect(window.location.href).toBe("http://localhost/")
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled()
  })

  test("a second click does not name it twice", async () => {
    const user = userEvent.setup()
    renderWithForm()
    const link = screen.getByRole("link", { name: "Ask about it" })
    await user.click(link)
    await user.click(link)
    expect(screen.getByLabelText("Message")).toHaveValue("Regarding: Team coaching\n\n")
  })

  test.each([{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }])(
    "a click with %j is left to the browser (a new tab or window)",
    (keys) => {
      renderWithForm()
      const link = screen.getByRole("link", { name: "Ask about it" })
      // fireEvent returns false when the page's script prevented the browser's own action.
      let followed = true
      act(() => {
        followed = fireEvent.click(link, keys)
      })
      expect(followed).toBe(true)
      expect(screen.getByLabelText("Message")).toHaveValue("")
    },
  )

  test("without the form on the page (an event's own page, say), the link is just followed", () => {
    renderServices()
    expect(fireEvent.click(screen.getByRole("link", { name: "Ask about it" }))).toBe(true)
  })
})

describe("the contact form, reached by the link from another page", () => {
  afterEach(() => window.history.replaceState(null, "", "/"))

  test("names the offer in the message at load, and takes it out of the address but keeps #contact", async () => {
    window.history.replaceState(null, "", "/?regarding=Team%20coaching#contact")
    render(<Contact coach={{ email: null }} />)
    // With the form's code, which comes at once for a visitor about to write.
    await waitFor(() =>
      expect(screen.getByLabelText("Message")).toHaveValue("Regarding: Team coaching\n\n"),
    )
    expect(window.location.search).toBe("")
    expect(window.location.pathname).toBe("/")
    expect(window.location.hash).toBe("#contact")
  })

  test("an address naming nothing leaves the message and the address alone", async () => {
    window.history.replaceState(null, "", "/?regarding=%E2%80%8B#contact")
    render(<Contact coach={{ email: null }} />)
    // Once the form's code has come and looked at the address.
    await act(() => loadMailSender())
    expect(screen.getByLabelText("Message")).toHaveValue("")
    expect(window.location.search).toBe("?regarding=%E2%80%8B")
  })
})

test.each([
  ["null", null],
  ["an empty list", { ...fixtures.offers, items: [] }],
  ["no list", { ...fixtures.offers, items: null }],
])("with %s of offers, My services shows its description alone", (_, offers) => {
  renderServices(offers)
  const section = screen.getByRole("region", { name: fixtures.services.title })
  expect(within(section).queryByRole("heading", { name: "Ways to work together" })).toBeNull()
  expect(within(section).queryByRole("link")).toBeNull()
})
