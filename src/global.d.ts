// CSS modules are imported as namespaces, `import * as styles from "./X.module.css"` (Gatsby 5's default).
declare module "*.module.css" {
  const classes: { readonly [className: string]: string }
  export = classes
}

// gatsby-transformer-json ships no types; plugins/source-content runs its onCreateNode itself, for content.json
// only once the validator accepts it.
declare module "gatsby-transformer-json/gatsby-node" {
  import type { CreateNodeArgs } from "gatsby"
  export function onCreateNode(args: CreateNodeArgs, options: { typeName: string }): Promise<void>
}
