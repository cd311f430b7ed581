import path from "path"
import type { GatsbyNode } from "gatsby"
import { sanitizedHtmlExtension, slugExtension } from "./src/content/sanitizedHtml"
import { plainText } from "./src/content/sanitize"
import { contentTypeDefs } from "./src/content/typeDefs"
import { validateContentFile } from "./src/content/validateFile"

// Gatsby runs from the site root; __dirname would point into .cache/compiled, where this file is compiled to.
const CONTENT_FILE = path.resolve("data", "content.json")

// Before any node is sourced or page written: a broken content.json stops here, with every problem listed.
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  const problems = validateContentFile(CONTENT_FILE)
  if (problems.length > 0) {
    reporter.panic(
      `data/content.json has ${problems.length} problem(s); fix them and build again:\n${problems.join("\n")}`,
    )
  }
}

// gatsby-config.ts always sets these, so they are declared non-null and the page reads them without fallbacks.
const siteMetadataTypeDefs = `
  type Site implements Node {
    siteMetadata: SiteSiteMetadata!
  }
  type SiteSiteMetadata {
    title: String!
    description: String!
    siteUrl: String!
    image: String!
    themeColor: String!
  }
`

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createFieldExtension(sanitizedHtmlExtension)
  actions.createFieldExtension(slugExtension)
  actions.createTypes(contentTypeDefs())
  actions.createTypes(siteMetadataTypeDefs)
}

// A resource's title as plain text, for a document title, a search result or a share card.
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  createResolvers({
    ContentResource: {
      plainTitle: {
        type: "String!",
        resolve: (source: { title?: unknown }) => plainText(String(source.title ?? "")),
      },
    },
  })
}
