// Gatsby's entry, under gatsby-node.ts's alias, and its router, which ships without types.
declare module "gatsby-production-app"
declare module "@gatsbyjs/reach-router"
