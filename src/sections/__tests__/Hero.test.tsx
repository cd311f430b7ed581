import { render, screen } from "@testing-library/react"
import { hero } from "../../test/fixtures"
import { Hero } from "../Hero"

test("shows the title as the page's h1, the rich-text paragraph and the 'Click Me' call to action", () => {
  const paragraph = "<p>Reach your goals <strong>faster</strong>.</p>"
  render(<Hero hero={{ ...hero, paragraph }} />)
  expect(screen.getByRole("heading", { level: 1, name: hero.title })).toBeInTheDocument()
  expect(screen.getByText("faster", { selector: "p > strong" })).toBeInTheDocument()
  expect(screen.getByRole("link", { name: "Click Me" })).toHaveAttribute("href", hero.ctaUrl)
})

test("the background image is fetched eagerly and first, in modern formats, with its alt text", () => {
  render(<Hero hero={hero} />)
  const image = screen.getByRole("img", { name: hero.imagealt })
  expect(image).toHaveAttribute("loading", "eager")
  expect(image).toHaveAttribute("fetchpriority", "high")
  expect(image).toHaveAttribute("width", "2400")
  expect(image.closest("picture")?.querySelector('source[type="image/avif"]')).not.toBeNull()
})
