import { render, screen, within } from "@testing-library/react"
import { SitePreview } from "../preview/SitePreview"
import { frozenContent } from "../../test/content"
import { installIntersectionObserver } from "../../test/intersectionObserver"

const siteMetadata = {
  title: "Becoming Your Best",
  description: "Coaching",
  siteUrl: "https://coach.example",
  image: "/social-card.jpg",
}

type Data = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any -- raw JSON the test edits freely
const content = (): Data => frozenContent()

/** The preview as Decap renders it: the entry being edited, and where its pictures can be shown from. */
function renderPreview(data: Data) {
  const entry = { get: () => ({ toJS: () => data }) }
  const getAsset = (path: string) => ({ toString: () => `blob:uploaded/${path}` })
  return render(<SitePreview entry={entry} getAsset={getAsset} siteMetadata={siteMetadata} />)
}

beforeEach(() => installIntersectionObserver())

test("the real page shows what the coach is typing, with the spec's fixed headings", () => {
  const data = content()
  data.HeroSection.title = "A title the coach is typing"
  renderPreview(data)
  expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("A title the coach is typing")
  expect(screen.getByRole("heading", { name: "Testimonials" })).toBeInTheDocument()
  expect(screen.getByRole("heading", { name: "Resources" })).toBeInTheDocument()
  expect(screen.getByRole("heading", { name: "Contact Me" })).toBeInTheDocument()
  expect(screen.getByText("copyright 2025", { exact: false })).toBeInTheDocument()
})

test("pictures not yet built show from the uploaded file, with their description", () => {
  const data = content()
  data.HeroSection.imageurl = "./images/just-uploaded.jpg"
  renderPreview(data)
  expect(screen.getByRole("img", { name: data.HeroSection.imagealt })).toHaveAttribute(
    "src",
    "blob:uploaded/./images/just-uploaded.jpg",
  )
})

test("every resource's details show below the page, book covers included", () => {
  const data = content()
  renderPreview(data)
  const details = screen.getByRole("region", { name: "Resource Details" })
  const articles = within(details).getAllByRole("article")
  expect(articles).toHaveLength(data.Articles.length + data.Podcasts.length + data.Books.length)
  const book = data.Books[0]
  expect(within(details).getByRole("img", { name: book.imagealt })).toHaveAttribute(
    "src",
    `blob:uploaded/${book.imageurl}`,
  )
})

test("HTML is cleaned as the build cleans it, so the preview shows what will be published", () => {
  const data = content()
  data.Articles.unshift({
    title: "Hostile<script>alert(1)</script>",
    icon: "file-alt",
    content:
      '<p onclick="alert(1)">Kept</p><script>alert(2)</script><iframe src="https://x"></iframe>',
  })
  const { container } = renderPreview(data)
  expect(container.querySelector("script, iframe, [onclick]")).toBeNull()
  expect(screen.getAllByText("Kept").length).toBeGreaterThan(0)
})

test("an entry still being filled in renders: empty fields and absent lists", () => {
  const data = content()
  delete data.Testimonials
  data.Coaching1.title = ""
  delete data.Coaching1.imageurl
  renderPreview(data)
  const testimonials = screen.getByRole("heading", { name: "Testimonials" }).closest("section")!
  expect(within(testimonials).getByText("loading")).toBeInTheDocument()
})

test("a draft and a piece still to come are left out of the page, as the site leaves them out, and marked below it", () => {
  const data = content()
  data.Articles[0].draft = true
  data.Articles[0].title = "A draft the coach is writing"
  data.Articles[1].date = "2999-01-05"
  data.Articles[1].title = "A piece set for later"
  renderPreview(data)
  const resources = screen.getByRole("region", { name: "Resources" })
  expect(within(resources).queryByText("A draft the coach is writing")).toBeNull()
  expect(within(resources).queryByText("A piece set for later")).toBeNull()
  const details = screen.getByRole("region", { name: "Resource Details" })
  expect(within(details).getByText("Draft: not on the site yet")).toBeInTheDocument()
  expect(within(details).getByText("Scheduled: appears on 5 January 2999")).toBeInTheDocument()
  expect(
    within(details).getByRole("heading", { name: "A draft the coach is writing" }),
  ).toBeInTheDocument()
})

test("the offers and the next events show as the coach types them, though the site sends them as HTML alone", () => {
  const data = content()
  data.Offers = {
    items: [
      {
        title: "Team coaching",
        audience: "For leadership teams",
        content: "<p>Three months together.</p>",
        format: "A half day each month",
        action: "contact",
      },
    ],
  }
  data.Events = [
    {
      title: "Leading Through Change",
      start: "2999-03-20T09:00",
      end: "2999-03-20T12:00",
      online: "https://meet.example.org/j/1",
      content: "<p>A workshop.</p>",
      register: "contact",
    },
  ]
  renderPreview(data)
  const services = screen.getByRole("region", { name: data.CoachingDescription.title })
  expect(
    within(services).getByRole("heading", { name: "Ways to work together" }),
  ).toBeInTheDocument()
  expect(within(services).getByRole("heading", { name: "Team coaching" })).toBeInTheDocument()
  const events = screen.getByRole("region", { name: "Workshops and talks" })
  expect(within(events).getByRole("link", { name: /Leading Through Change/ })).toHaveAttribute(
    "href",
    "/events/leading-through-change/",
  )
})
