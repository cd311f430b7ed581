import { render, screen } from "@testing-library/react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { Picture } from "../Picture"

const fullWidth: IGatsbyImageData = {
  layout: "fullWidth",
  width: 1,
  height: 0.5625,
  images: {
    fallback: {
      src: "/static/hero-2400.jpg",
      srcSet:
        "/static/hero-480.jpg 480w,\n/static/hero-2400.jpg 2400w,\n/static/hero-1440.jpg 1440w",
      sizes: "100vw",
    },
    sources: [],
  },
}

test("a full-width picture gets whole-pixel width and height in its true proportions", () => {
  render(<Picture image={fullWidth} alt="A wide view" />)
  const img = screen.getByRole("img", { name: "A wide view" })
  expect(img).toHaveAttribute("width", "2400")
  expect(img).toHaveAttribute("height", "1350")
})

test("a fixed-size picture keeps the size the build measured", () => {
  render(
    <Picture
      image={{ ...fullWidth, layout: "constrained", width: 112, height: 112 }}
      alt="Portrait"
    />,
  )
  const img = screen.getByRole("img", { name: "Portrait" })
  expect(img).toHaveAttribute("width", "112")
  expect(img).toHaveAttribute("height", "112")
})
