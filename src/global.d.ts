// CSS modules are imported as namespaces, `import * as styles from "./X.module.css"` (Gatsby 5's default).
declare module "*.module.css" {
  const classes: { readonly [className: string]: string }
  export = classes
}
