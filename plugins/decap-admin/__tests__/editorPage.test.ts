/** @jest-environment node */
import { editorSiteMetadata } from "../editorPage"

const config = {
  title: "Becoming Your Best",
  description: "Coaching",
  siteUrl: "https://coach.example",
  image: "/social-card.jpg",
  themeColor: "#1d3344",
}

test("the editor's page carries the site metadata the editor reads, and nothing else of gatsby-config's", () => {
  const { themeColor, ...read } = config
  expect(editorSiteMetadata(config)).toEqual(read)
})

test("a gatsby-config without what the editor shows stops the build, naming what is missing", () => {
  const { siteUrl, image, ...partial } = config
  expect(() => editorSiteMetadata(partial)).toThrow(
    "decap-admin: gatsby-config.ts's siteMetadata has no siteUrl, image, which the editor shows",
  )
  expect(() => editorSiteMetadata(undefined)).toThrow("has no title, description, siteUrl, image")
  expect(() => editorSiteMetadata({ ...config, siteUrl: 1 })).toThrow("has no siteUrl,")
})
