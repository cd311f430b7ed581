import { render, screen, within } from "@testing-library/react"
import * as fixtures from "../../test/fixtures"
import { About } from "../About"
import { Coaching } from "../Coaching"
import { Emotional } from "../Emotional"
import { Services } from "../Services"

test("About tells the coach's story, shows the certification badge and links to the certifying body", () => {
  const about = {
    ...fixtures.about,
    content: '<p>Certified by the <a href="https://certifier.example">Coaching Body</a>.</p>',
  }
  render(<About about={about} best={fixtures.best} />)
  const section = screen.getByRole("region", { name: about.title })
  expect(section).toHaveAttribute("id", "about")
  expect(within(section).getByRole("img", { name: about.imagealt! })).toBeInTheDocument()
  expect(within(section).getByRole("link", { name: "Coaching Body" })).toHaveAttribute(
    "href",
    "https://certifier.example",
  )
  expect(
    within(section).getByRole("heading", { level: 3, name: fixtures.best.title }),
  ).toBeInTheDocument()
  expect(within(section).getByRole("img", { name: fixtures.best.imagealt! })).toBeInTheDocument()
})

test("Services describes the partnership model, what coaching isn't and why to have a coach", () => {
  render(<Services description={fixtures.services} />)
  const section = screen.getByRole("region", { name: fixtures.services.title })
  expect(section).toHaveAttribute("id", "services")
  for (const step of [
    "Assessment.",
    "Goal focus.",
    "Obstacles.",
    "Strategies.",
    "Accountability.",
    "Confidentiality.",
  ]) {
    expect(within(section).getByText(step)).toBeInTheDocument()
  }
  expect(within(section).getByRole("heading", { name: "What isn't Coaching?" })).toBeInTheDocument()
  expect(
    within(section).getByText(/no substitute for counseling or mental health care/),
  ).toBeVisible()
  expect(within(section).getByRole("heading", { name: "Why have a Coach" })).toBeInTheDocument()
})

// Which side each block's image sits on is for the browser to show: e2e/fidelity.spec.ts.
test("the unnamed section holds both coaching blocks, each with its image", () => {
  const { container } = render(<Coaching first={fixtures.coaching1} second={fixtures.coaching2} />)
  expect(container.querySelector("section")).toHaveAttribute("id", "unnamed")
  const headings = screen.getAllByRole("heading", { level: 2 })
  expect(headings.map((heading) => heading.textContent)).toEqual([
    fixtures.coaching1.title,
    fixtures.coaching2.title,
  ])
  for (const block of [fixtures.coaching1, fixtures.coaching2]) {
    expect(screen.getByRole("img", { name: block.imagealt! })).toBeInTheDocument()
  }
})

// Its centring is for the browser to show: e2e/fidelity.spec.ts.
test("the emotional intelligence section has its title and content", () => {
  const emotional = {
    ...fixtures.emotional,
    content: "<p>Start with <strong>self-awareness</strong>.</p>",
  }
  render(<Emotional emotional={emotional} />)
  const section = screen.getByRole("region", { name: emotional.title })
  expect(within(section).getByText("self-awareness", { selector: "p > strong" })).toBeVisible()
})
