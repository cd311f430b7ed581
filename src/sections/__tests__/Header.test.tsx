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

test("the menu button is labelled 'Toggle Menu', starts closed and flips with each press", async () => {
  const user = userEvent.setup()
  render(<Header siteTitle="Becoming Your Best" navigation={navigation} />)
  const toggle = screen.getByRole("button", { name: "Toggle Menu" })
  const menu = document.getElementById(toggle.getAttribute("aria-controls") ?? "")
  expect(menu).toBeInTheDocument()
  expect(toggle).toHaveAttribute("aria-expanded", "false")
  expect(menu).not.toHaveClass("open")

  await user.click(toggle)
  expect(toggle).toHaveAttribute("aria-expanded", "true")
  expect(menu).toHaveClass("open")

  await user.click(toggle)
  expect(toggle).toHaveAttribute("aria-expanded", "false")
  expect(menu).not.toHaveClass("open")
})

test("choosing a link closes the menu", async () => {
  const user = userEvent.setup()
  render(<Header siteTitle="Becoming Your Best" navigation={navigation} />)
  const toggle = screen.getByRole("button", { name: "Toggle Menu" })
  await user.click(toggle)
  await user.click(screen.getByRole("link", { name: "Testimonials" }))
  expect(toggle).toHaveAttribute("aria-expanded", "false")
})

test("without navigation data the nav shows 'loading'", () => {
  render(<Header siteTitle="Becoming Your Best" navigation={null} />)
  const nav = screen.getByRole("navigation", { name: "Main" })
  expect(within(nav).getByText("loading")).toBeInTheDocument()
  expect(within(nav).queryAllByRole("link")).toHaveLength(0)
})
