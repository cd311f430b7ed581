import type { GatsbyNode } from "gatsby"

// Everything about the content (its checks, schema, resolvers and pages) is plugins/source-content's.

// gatsby-config.ts always sets these: non-null, so the page reads them without fallbacks.
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
  actions.createTypes(siteMetadataTypeDefs)
}
