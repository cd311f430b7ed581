import { render, screen } from "@testing-library/react"
import {
  installIntersectionObserver,
  setInView,
  setReducedMotion,
} from "../../test/intersectionObserver"
import { useReveal } from "../useReveal"

beforeEach(() => {
  installIntersectionObserver()
  setReducedMotion(false)
})

// The hook's answer, shown as text: what Reveal draws for each state is for the browser tests to judge.
function Probe({ repeat }: { repeat: boolean }) {
  const { ref, state } = useReveal<HTMLParagraphElement>({ repeat })
  return <p ref={ref}>{state}</p>
}

const renderProbe = (repeat = false) => {
  render(<Probe repeat={repeat} />)
  return screen.getByRole("paragraph")
}

test("content below the fold waits, then enters when it scrolls into the viewport", () => {
  const element = renderProbe()
  expect(element).toHaveTextContent("static")
  setInView(element, false)
  expect(element).toHaveTextContent("waiting")
  setInView(element, true)
  expect(element).toHaveTextContent("entering")
})

test("content already on screen at load is never hidden or replayed", () => {
  const element = renderProbe()
  setInView(element, true)
  expect(element).toHaveTextContent("static")
  setInView(element, false)
  setInView(element, true)
  expect(element).toHaveTextContent("static")
})

test("a one-time entrance stays once played, even after leaving the viewport", () => {
  const element = renderProbe()
  setInView(element, false)
  setInView(element, true)
  setInView(element, false)
  expect(element).toHaveTextContent("entering")
})

test("a repeating entrance waits again when the element leaves and replays when it returns", () => {
  const element = renderProbe(true)
  setInView(element, false)
  setInView(element, true)
  expect(element).toHaveTextContent("entering")
  setInView(element, false)
  expect(element).toHaveTextContent("waiting")
  setInView(element, true)
  expect(element).toHaveTextContent("entering")
})

test("with reduced motion nothing is hidden or animated", () => {
  setReducedMotion(true)
  const element = renderProbe(true)
  setInView(element, false)
  setInView(element, true)
  expect(element).toHaveTextContent("static")
})
