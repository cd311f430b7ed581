import { render, screen, within } from "@testing-library/react"
import { testimonials } from "../../test/fixtures"
import { Testimonials } from "../Testimonials"

test("shows the heading and one card per testimonial with its portrait, title and content", () => {
  const [first, ...others] = testimonials
  const quoted = { ...first!, content: "<p>I walked into board meetings <em>with a plan</em>.</p>" }
  render(<Testimonials testimonials={[quoted, ...others]} />)
  expect(screen.getByRole("heading", { level: 2, name: "Testimonials" })).toBeInTheDocument()
  const cards = screen.getAllByRole("listitem")
  expect(cards).toHaveLength(testimonials.length)
  cards.forEach((card, index) => {
    const testimonial = testimonials[index]!
    expect(within(card).getByRole("heading", { level: 3, name: testimonial.title })).toBeVisible()
    expect(within(card).getByRole("img", { name: testimonial.imagealt })).toBeInTheDocument()
  })
  expect(within(cards[0]!).getByText("with a plan", { selector: "p > em" })).toBeInTheDocument()
})

test("an empty name renders nothing, a given name is shown", () => {
  const named = [
    { ...testimonials[0]!, name: "Dana, Chief Operating Officer" },
    { ...testimonials[1]!, name: "" },
  ]
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

test("an empty list shows 'loading' as an absent one does", () => {
  render(<Testimonials testimonials={[]} />)
  expect(screen.getByText("loading")).toBeInTheDocument()
  expect(screen.queryByRole("list")).toBeNull()
})

test("two testimonials with the same title (as the editor's preview may show them) render without a key clash", () => {
  const errors = jest.spyOn(console, "error").mockImplementation(() => {})
  render(<Testimonials testimonials={[testimonials[0]!, { ...testimonials[0]! }]} />)
  expect(screen.getAllByRole("listitem")).toHaveLength(2)
  expect(errors.mock.calls.flat().join(" ")).not.toMatch(/same key/)
  errors.mockRestore()
})
