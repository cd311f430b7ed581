// What startInSlices.ts imports only to evaluate it early: Gatsby's own browser entry
// (.cache/production-app), under the name gatsby-node.ts gives it, and Gatsby's router (a dependency of
// Gatsby's, shipped without types).
declare module "gatsby-production-app"
declare module "@gatsbyjs/reach-router"
