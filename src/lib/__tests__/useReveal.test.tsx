import { render, screen } from "@testing-library/react"
import { Reveal } from "../../components/Reveal"
import {
  installIntersectionObserver,
  setInView,
  setReducedMotion,
} from "../../test/intersectionObserver"

beforeEach(() => {
  installIntersectionObserver()
  setReducedMotion(false)
})

const renderReveal = (repeat = false) => {
  render(
    <Reveal from="bounce" repeat={repeat}>
      <p>Card</p>
    </Reveal>,
  )
  return screen.getByText("Card").parentElement!
}

test("content below the fold waits, then animates in when it enters the viewport", () => {
  const element = renderReveal()
  expect(element).toHaveAttribute("data-reveal", "static")
  setInView(element, false)
  expect(element).toHaveClass("waiting")
  setInView(element, true)
  expect(element).toHaveClass("entering", "bounce")
})

test("content already on screen at load is never hidden or replayed", () => {
  const element = renderReveal()
  setInView(element, true)
  expect(element).toHaveAttribute("data-reveal", "static")
  expect(element).not.toHaveClass("waiting")
})

test("a one-time entrance stays once played, even after leaving the viewport", () => {
  const element = renderReveal()
  setInView(element, false)
  setInView(element, true)
  setInView(element, false)
  expect(element).toHaveClass("entering")
})

test("a repeating entrance is removed when the element leaves and replays when it returns", () => {
  const element = renderReveal(true)
  setInView(element, false)
  setInView(element, true)
  expect(element).toHaveClass("entering", "bounce")
  setInView(element, false)
  expect(element).not.toHaveClass("entering")
  expect(element).not.toHaveClass("bounce")
  setInView(element, true)
  expect(element).toHaveClass("entering", "bounce")
})

test("with reduced motion nothing is hidden or animated", () => {
  setReducedMotion(true)
  const element = renderReveal(true)
  setInView(element, false)
  setInView(element, true)
  expect(element).toHaveAttribute("data-reveal", "static")
  expect(element).not.toHaveClass("waiting")
  expect(element).not.toHaveClass("entering")
})
