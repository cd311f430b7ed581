import { render } from "@testing-library/react"
import { Icon } from "../Icon"

const iconOf = (name: string) => {
  const { container } = render(<Icon name={name} />)
  return container.querySelector("svg")!
}

test.each(["file-alt", "podcast", "book", "file"])("draws the %s icon as inline SVG", (name) => {
  const svg = iconOf(name)
  expect(svg).toHaveAttribute("data-icon", name)
  expect(svg).toHaveAttribute("aria-hidden", "true")
  expect(svg.querySelector("path")?.getAttribute("d")).toMatch(/^M/)
})

test("the icons differ from one another", () => {
  const paths = ["file-alt", "podcast", "book", "file"].map((name) =>
    iconOf(name).querySelector("path")?.getAttribute("d"),
  )
  expect(new Set(paths).size).toBe(4)
})

test("an unknown icon name falls back to the plain file icon", () => {
  const unknown = iconOf("rocket")
  expect(unknown).toHaveAttribute("data-icon", "file")
  expect(unknown.querySelector("path")?.getAttribute("d")).toBe(
    iconOf("file").querySelector("path")?.getAttribute("d"),
  )
})
