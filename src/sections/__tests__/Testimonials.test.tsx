import { render, screen, within } from "@testing-library/react"
import { testimonials } from "../../test/fixtures"
import { Testimonials } from "../Testimonials"

test("shows the heading and one card per testimonial with image, title and content", () => {
  render(<Testimonials testimonials={testimonials} />)
  expect(screen.getByRole("heading", { level: 2, name: "Testimonials" })).toBeInTheDocument()
  const cards = screen.getAllByRole("listitem")
  expect(cards).toHaveLength(4)
  cards.forEach((card, index) => {
    const testimonial = testimonials[index]!
    expect(within(card).getByRole("heading", { level: 3 })).toHaveTextContent(testimonial.title)
    expect(within(card).getByRole("img", { name: testimonial.imagealt })).toBeInTheDocument()
  })
  expect(screen.getByText(/board meetings with a plan/)).toBeInTheDocument()
})

test("an empty name renders nothing, a given name is shown", () => {
  const named = [{ ...testimonials[0]!, name: "Dana, Chief Operating Officer" }, testimonials[1]!]
  render(<Testimonials testimonials={named} />)
  const [first, second] = screen.getAllByRole("listitem")
  expect(within(first!).getByText("Dana, Chief Operating Officer")).toBeInTheDocument()
  expect(second!.querySelectorAll("p.name")).toHaveLength(0)
})

test("while the data is missing the block shows 'loading'", () => {
  render(<Testimonials testimonials={null} />)
  expect(screen.getByText("loading")).toBeInTheDocument()
  expect(screen.queryAllByRole("listitem")).toHaveLength(0)
})
