// CSS modules are imported as namespaces, `import * as styles from "./X.module.css"` (Gatsby 5's default).
declare module "*.module.css" {
  const classes: { readonly [className: string]: string }
  export = classes
}

// gatsby-transformer-json ships no types; plugins/content runs its onCreateNode itself, for content.json
// only once the validator accepts it.
declare module "gatsby-transformer-json/gatsby-node" {
  import type { CreateNodeArgs } from "gatsby"
  export function onCreateNode(args: CreateNodeArgs, options: { typeName: string }): Promise<void>
}

// What src/lib/startInSlices.ts imports only to evaluate it early: Gatsby's own browser entry
// (.cache/production-app), under the name plugins/start-in-slices gives it, and Gatsby's router (a
// dependency of Gatsby's, shipped without types).
declare module "gatsby-production-app"
declare module "@gatsbyjs/reach-router"
