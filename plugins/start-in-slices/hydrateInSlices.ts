import { startTransition, type ReactNode } from "react"
import { createRoot, hydrateRoot } from "react-dom/client"

// Gatsby hydrates at default priority, in one task; a transition yields between slices.
// Measured in docs/decisions/hydration.md.
export function hydrateInSlices(element: ReactNode, container: Element | DocumentFragment) {
  // `gatsby develop` may send an empty page to render in the browser: nothing there to hydrate.
  if (!container.firstChild || !(container instanceof Element)) {
    createRoot(container).render(element)
    return
  }
  startTransition(() => {
    hydrateRoot(container, element)
  })
}
