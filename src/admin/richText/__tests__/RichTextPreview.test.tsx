import { render, screen } from "@testing-library/react"
import { richTextWidget } from "../richTextWidget"

const Preview = richTextWidget.previewComponent
const field = (inline: boolean) => new Map<string, unknown>([["inline", inline]])

test("the preview shows the field as the site will: sanitised, outbound links in a new tab", () => {
  const { container } = render(
    <Preview
      value={
        '<p>Read <a href="https://hbr.org">HBR</a></p><script>window.x = 1</script><h1>Big</h1>'
      }
      field={field(false)}
    />,
  )
  expect(screen.getByRole("link", { name: "HBR" })).toHaveAttribute("target", "_blank")
  expect(container.querySelector("script, h1")).toBeNull()
  expect(container).toHaveTextContent("Read HBRBig")
})

test("a title previews as phrasing content, keeping its line break", () => {
  const { container } = render(
    <Preview value="Dare to Lead<br>by <em>Brené Brown</em><p>x</p>" field={field(true)} />,
  )
  expect(container.firstElementChild?.tagName).toBe("SPAN")
  expect(container.firstElementChild?.innerHTML).toBe("Dare to Lead<br>by <em>Brené Brown</em>x")
})
