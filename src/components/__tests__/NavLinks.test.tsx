import { render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { NavLinks } from "../NavLinks"

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve))

test("a link leaves focus on the section it leads to", async () => {
  const user = userEvent.setup()
  render(
    <>
      <NavLinks items={[{ name: "About", link: "#about" }]} />
      <section id="about" tabIndex={-1} aria-label="About me" />
    </>,
  )
  await user.click(screen.getByRole("link", { name: "About" }))
  await nextFrame()
  expect(screen.getByRole("region", { name: "About me" })).toHaveFocus()
})

// The build refuses such a link (src/model/validate.ts).
test("a malformed anchor that reaches the page does nothing on click, and throws nothing", async () => {
  const user = userEvent.setup()
  const errors: unknown[] = []
  const onError = (event: ErrorEvent) => errors.push(event.error)
  window.addEventListener("error", onError)
  const logged = jest.spyOn(console, "error").mockImplementation(() => {})
  render(<NavLinks items={[{ name: "Broken", link: "#%E0%A4%A" }]} />)
  await user.click(screen.getByRole("link", { name: "Broken" }))
  await nextFrame()
  await nextFrame()
  window.removeEventListener("error", onError)
  expect(errors).toEqual([])
  expect(logged).not.toHaveBeenCalled()
  logged.mockRestore()
})

test("two links to the same section both show, without a key clash", () => {
  const logged = jest.spyOn(console, "error").mockImplementation(() => {})
  render(
    <NavLinks
      items={[
        { name: "About", link: "#about" },
        { name: "Who I am", link: "#about" },
      ]}
    />,
  )
  expect(screen.getAllByRole("link")).toHaveLength(2)
  expect(logged.mock.calls.flat().join(" ")).not.toMatch(/same key/)
  logged.mockRestore()
})

test("an empty list shows 'loading', as an absent one does", () => {
  render(<NavLinks items={[]} />)
  expect(screen.getByText("loading")).toBeInTheDocument()
  expect(screen.queryByRole("link")).toBeNull()
})
