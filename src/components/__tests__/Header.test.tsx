import { render, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { navigation } from "../../test/fixtures"
import { Header } from "../Header"

test("shows the site title and every navigation link from the content", () => {
  render(<Header siteTitle="Becoming Your Best" navigation={navigation} />)
  expect(screen.getByRole("link", { name: "Becoming Your Best" })).toBeInTheDocument()
  const nav = screen.getByRole("navigation", { name: "Main" })
  const links = within(nav).getAllByRole("link")
  expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
    ["About", "#about"],
    ["My Services", "#services"],
    ["Articles", "#articles"],
    ["Testimonials", "#testimonials"],
    ["Contact", "#contact"],
  ])
})

test("beside the menu, on every page, a plain link to the search page", () => {
  render(<Header siteTitle="Becoming Your Best" navigation={null} home="/" />)
  expect(within(screen.getByRole("banner")).getByRole("link", { name: "Search" })).toHaveAttribute(
    "href",
    "/search/",
  )
})

// jsdom has no popover API: these tests check the HTML the browser acts on; e2e/page.spec.ts shows the
// menu opening and closing in Chromium, with and without the page's script.
test("the menu button is labelled 'Toggle Menu' and opens the link list as a popover, without script", () => {
  render(<Header siteTitle="Becoming Your Best" navigation={navigation} />)
  const toggle = screen.getByRole("button", { name: "Toggle Menu" })
  expect(toggle).toHaveAttribute("type", "button")
  const menu = document.getElementById(toggle.getAttribute("popovertarget") ?? "")
  expect(menu).toHaveAttribute("popover", "auto")
  expect(within(menu!).getAllByRole("link")).toHaveLength(navigation.length)
  // The browser reports the expanded state of a popover's button itself; React leaves it alone.
  expect(toggle).not.toHaveAttribute("aria-expanded")
  expect(toggle).not.toHaveAttribute("aria-controls")
})

test("choosing a link closes the menu", async () => {
  const user = userEvent.setup()
  const hidePopover = jest.fn()
  Object.defineProperty(HTMLElement.prototype, "hidePopover", {
    value: hidePopover,
    configurable: true,
  })
  render(<Header siteTitle="Becoming Your Best" navigation={navigation} />)
  await user.click(screen.getByRole("link", { name: "Testimonials" }))
  expect(hidePopover).toHaveBeenCalledTimes(1)
  expect(hidePopover.mock.contexts[0]).toHaveAttribute("popover")
  Reflect.deleteProperty(HTMLElement.prototype, "hidePopover")
})

test("without navigation data the nav shows 'loading', outside any menu, and no menu button", () => {
  render(<Header siteTitle="Becoming Your Best" navigation={null} />)
  const nav = screen.getByRole("navigation", { name: "Main" })
  const loading = within(nav).getByText("loading")
  expect(loading.closest("[popover]")).toBeNull()
  expect(within(nav).queryAllByRole("link")).toHaveLength(0)
  expect(within(nav).queryByRole("button")).toBeNull()
})

test("an empty navigation list shows 'loading' as an absent one does, with no menu button", () => {
  render(<Header siteTitle="Becoming Your Best" navigation={[]} />)
  const nav = screen.getByRole("navigation", { name: "Main" })
  expect(within(nav).getByText("loading")).toBeInTheDocument()
  expect(within(nav).queryByRole("button")).toBeNull()
})
