import type { GatsbyBrowser } from "gatsby"
import { hydrateInSlices } from "./hydrateInSlices"

// Gatsby's hydration, run as a transition so that it yields to the browser every few milliseconds.
export const replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"] = () => hydrateInSlices
