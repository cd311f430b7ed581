// Gatsby 5 imports CSS modules as namespaces: `import * as styles from "./X.module.css"`.
declare module "*.module.css" {
  const classes: { readonly [className: string]: string }
  export = classes
}

// plugins/source-content runs its onCreateNode itself, once the validator accepts content.json.
declare module "gatsby-transformer-json/gatsby-node" {
  import type { CreateNodeArgs } from "gatsby"
  export function onCreateNode(args: CreateNodeArgs, options: { typeName: string }): Promise<void>
}
