// The site's metadata (gatsby-config.ts), put into the editor's bundle at build time by
// plugins/decap-admin/gatsby-node.ts (webpack's DefinePlugin).
declare const SITE_METADATA: NonNullable<
  NonNullable<Queries.IndexPageQuery["site"]>["siteMetadata"]
> & {
  siteUrl: string
}

export const siteMetadata = SITE_METADATA
