/** @jest-environment jsdom */
import { readFileSync } from "node:fs"
import { render } from "@testing-library/react"
import { RESOURCE_ICONS } from "../../model/iconNames"
import { drawingOf, drawingsIn, referencesOf, specIcon, symbolIdsIn } from "../../test/icons"
import { ICON_SPRITE, Icon } from "../Icon"

const sprite = readFileSync(`static${ICON_SPRITE}`, "utf8")

const drawnBy = (name: string) => {
  const { container } = render(<Icon name={name} />)
  const svg = container.querySelector("svg")!
  const [drawing] = drawingsIn({ sprite, references: referencesOf([svg]) })
  return { svg, drawing: drawing! }
}

test.each(RESOURCE_ICONS)(
  "draws FontAwesome's %s icon from the site's sprite, hidden from assistive technology",
  (name) => {
    const { svg, drawing } = drawnBy(name)
    expect(drawing).toEqual(drawingOf(specIcon(name)))
    expect(svg).toHaveAttribute("aria-hidden", "true")
    // A reference, not a drawing: the path is in the sprite alone.
    expect(svg.querySelector("path")).toBeNull()
  },
)

test("the icons differ from one another", () => {
  const paths = RESOURCE_ICONS.map((name) => drawnBy(name).drawing.d)
  expect(new Set(paths).size).toBe(RESOURCE_ICONS.length)
})

test("an unknown icon name falls back to the plain file icon", () => {
  expect(drawnBy("rocket").drawing).toEqual(drawingOf(specIcon("file")))
  expect(drawnBy("__proto__").drawing).toEqual(drawingOf(specIcon("file")))
})

test("the sprite has a symbol for every icon name and no other (npm run icons writes it)", () => {
  expect(symbolIdsIn(sprite)).toEqual([...RESOURCE_ICONS])
})
