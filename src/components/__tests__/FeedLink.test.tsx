import { render, screen } from "@testing-library/react"
import { resourceListsInOrder } from "../../model/resourceLists"
import { FEED_PATH } from "../../siteConfig"
import { FeedLink } from "../FeedLink"

test("links to the feed, by the address the feed is written at", () => {
  render(<FeedLink />)
  const link = screen.getByRole("link", { name: "this site's feed" })
  expect(link).toHaveAttribute("href", FEED_PATH)
  expect(link).toHaveAttribute("type", "application/rss+xml")
})

test("says what a feed reader is, and that following asks for no account and no email address", () => {
  const { container } = render(<FeedLink />)
  expect(container).toHaveTextContent(
    "Follow new articles, podcasts and book reviews in a feed reader, an app that gathers what the " +
      "sites you choose publish: add this site's feed to it. Each new one then appears there as soon " +
      "as it is published, with no account to open here and no email address to give.",
  )
})

test("names every list the feed holds", () => {
  const { container } = render(<FeedLink />)
  for (const { plural } of resourceListsInOrder()) expect(container).toHaveTextContent(plural)
})
