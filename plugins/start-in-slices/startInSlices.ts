import { inTasks } from "./inTasks"

// The browser entry that replaces Gatsby's own (gatsby-node.ts), which evaluated every module of the
// first load in one task once the last script had arrived: on a phone four times slower than a laptop,
// one task of 200 to 350 ms. Each import below is "eager": no chunk of its own, no request; webpack
// evaluates the module (compiling it the first time it runs) when the step runs. A module evaluates only
// once, so when Gatsby's app imports these it finds them done. The biggest costs come first, each alone:
// React, ReactDOM's shared part, ReactDOM's client (the largest single module), the router, and then
// Gatsby's app, which loads the page's data and hydrates (hydrateInSlices.ts, through gatsby-browser.ts).
// Measured in docs/decisions/hydration.md.
void inTasks([
  () => import(/* webpackMode: "eager" */ "react"),
  () => import(/* webpackMode: "eager" */ "react-dom"),
  () => import(/* webpackMode: "eager" */ "react-dom/client"),
  () => import(/* webpackMode: "eager" */ "@gatsbyjs/reach-router"),
  () => import(/* webpackMode: "eager" */ "gatsby-production-app"),
])
