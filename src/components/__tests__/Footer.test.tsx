import { render, screen, within } from "@testing-library/react"
import * as fixtures from "../../test/fixtures"
import { Footer } from "../Footer"

test("the footer carries the tagline, a second navigation and 'copyright 2025' with the brand", () => {
  const text = { ...fixtures.footerText, content: "<p>Helping leaders become their best.</p>" }
  render(<Footer brand="Becoming Your Best" text={text} navigation={fixtures.navigation} />)
  expect(screen.getByText("Helping leaders become their best.")).toBeInTheDocument()
  const nav = screen.getByRole("navigation", { name: "Footer" })
  expect(within(nav).getAllByRole("link")).toHaveLength(fixtures.navigation.length)
  expect(screen.getByText("copyright 2025 Becoming Your Best")).toBeInTheDocument()
})

test("the footer navigation shows 'loading' without data", () => {
  render(<Footer brand="Becoming Your Best" text={fixtures.footerText} navigation={null} />)
  expect(
    within(screen.getByRole("navigation", { name: "Footer" })).getByText("loading"),
  ).toBeVisible()
})

test("the footer navigation shows 'loading' for an empty list too", () => {
  render(<Footer brand="Becoming Your Best" text={fixtures.footerText} navigation={[]} />)
  expect(
    within(screen.getByRole("navigation", { name: "Footer" })).getByText("loading"),
  ).toBeVisible()
})
