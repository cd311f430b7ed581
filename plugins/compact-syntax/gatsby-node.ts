import type { GatsbyNode } from "gatsby"

/**
 * Gatsby's Babel preset always compiles `a?.b` and `a ?? b`, whatever the browsers listed, and in their
 * strict form, which tells null from undefined at every step: `null === (t = a) || void 0 === t ? …`.
 * Loose, they become `null == (t = a) ? …`: the same for every value but document.all, which no code
 * of ours reads. Added as the site's own plugins, these run before the preset's, which then find
 * nothing left to compile (the bytes it saves are in docs/decisions/page-weight.md).
 */
export const onCreateBabelConfig: GatsbyNode["onCreateBabelConfig"] = ({ actions }) => {
  actions.setBabelPlugin({
    name: "@babel/plugin-transform-optional-chaining",
    options: { loose: true },
  })
  actions.setBabelPlugin({
    name: "@babel/plugin-transform-nullish-coalescing-operator",
    options: { loose: true },
  })
}
