import { render, screen } from "@testing-library/react"
import { hydrateRoot } from "react-dom/client"
import { renderToString } from "react-dom/server"
import { act } from "react"
import { DrawnInBrowser, ServerHtml } from "../ServerHtml"

type Props = { name: string }
const Card = ({ name }: Props) => <a href="/events/">{name}</a>

test("the server renders the component itself", () => {
  const html = renderToString(
    <ServerHtml name="Card" server={Card} props={{ name: "Team coaching" }} />,
  )
  expect(html).toContain('<a href="/events/">Team coaching</a>')
})

test("the browser keeps the server's HTML as it is, with none of the component's code", async () => {
  const container = document.createElement("div")
  container.innerHTML = renderToString(
    <ServerHtml name="Card" server={Card} props={{ name: "Team coaching" }} />,
  )
  document.body.append(container)
  const errors: unknown[] = []
  await act(async () => {
    hydrateRoot(
      container,
      <ServerHtml name="Card" server={undefined} props={{ name: "Team coaching" }} />,
      {
        onRecoverableError: (error) => errors.push(error),
      },
    )
  })
  expect(errors).toEqual([])
  expect(screen.getByRole("link", { name: "Team coaching" })).toHaveAttribute("href", "/events/")
  container.remove()
})

test("drawn in the browser alone, it is the component the editor's preview gives, or nothing", () => {
  const { unmount } = render(
    <DrawnInBrowser value={{ Card }}>
      <ServerHtml name="Card" server={undefined} props={{ name: "Leading Through Change" }} />
    </DrawnInBrowser>,
  )
  expect(screen.getByRole("link", { name: "Leading Through Change" })).toBeInTheDocument()
  unmount()
  render(<ServerHtml name="Card" server={undefined} props={{ name: "Leading Through Change" }} />)
  expect(screen.queryByRole("link")).not.toBeInTheDocument()
})
