import { render } from "@testing-library/react"
import { drawingOf, drawnBy, specIcon } from "../../test/icons"
import { Icon } from "../Icon"

const iconOf = (name: string) => {
  const { container } = render(<Icon name={name} />)
  return container.querySelector("svg")!
}

test.each(["file-alt", "podcast", "book", "file"])(
  "draws FontAwesome's %s icon as inline SVG, hidden from assistive technology",
  (name) => {
    const svg = iconOf(name)
    expect(drawnBy(svg)).toEqual(drawingOf(specIcon(name)))
    expect(svg).toHaveAttribute("aria-hidden", "true")
  },
)

test("the icons differ from one another", () => {
  const paths = ["file-alt", "podcast", "book", "file"].map((name) => drawnBy(iconOf(name)).d)
  expect(new Set(paths).size).toBe(4)
})

test("an unknown icon name falls back to the plain file icon", () => {
  expect(drawnBy(iconOf("rocket"))).toEqual(drawnBy(iconOf("file")))
})
