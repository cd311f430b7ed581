import { inTasks } from "./inTasks"

// The largest modules, a task each, before Gatsby's app, which then finds them evaluated. "eager":
// no chunk or request of its own. Why, and what was measured: docs/decisions/hydration.md.
void inTasks([
  () => import(/* webpackMode: "eager" */ "react"),
  () => import(/* webpackMode: "eager" */ "react-dom"),
  () => import(/* webpackMode: "eager" */ "react-dom/client"),
  () => import(/* webpackMode: "eager" */ "@gatsbyjs/reach-router"),
  () => import(/* webpackMode: "eager" */ "gatsby-production-app"),
])
