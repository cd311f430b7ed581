import { startTransition, type ReactNode } from "react"
import { createRoot, hydrateRoot } from "react-dom/client"

/**
 * Gatsby's hydration, run as a transition. Gatsby calls `hydrateRoot` at default priority, which React
 * renders in one uninterrupted task: on a mid-range phone the whole page's hydration blocked the main
 * thread for 100 to 200 ms in one go. In a transition React hydrates in slices of about 5 ms and yields
 * to the browser between them, so a tap, a key or a paint waits for a slice, not for the page. A tap on
 * a part not hydrated yet makes React finish hydrating at once and replay the tap, as it would after
 * the task. (Next.js hydrates the same way.) See docs/decisions/hydration.md for what was measured.
 */
export function hydrateInSlices(element: ReactNode, container: Element | DocumentFragment) {
  // `gatsby develop` may send an empty page and render it in the browser: nothing there to hydrate.
  // (Gatsby passes its #___gatsby element; a fragment cannot hold server-rendered HTML.)
  if (!container.firstChild || !(container instanceof Element)) {
    createRoot(container).render(element)
    return
  }
  startTransition(() => {
    hydrateRoot(container, element)
  })
}
