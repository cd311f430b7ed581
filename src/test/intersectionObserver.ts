// A controllable IntersectionObserver for jsdom, which has none: tests decide when an element enters or
// leaves the viewport.
import { act } from "@testing-library/react"

type Observer = { callback: IntersectionObserverCallback; elements: Set<Element> }
const observers = new Set<Observer>()

export function installIntersectionObserver() {
  observers.clear()
  class FakeIntersectionObserver {
    private observer: Observer
    constructor(callback: IntersectionObserverCallback) {
      this.observer = { callback, elements: new Set() }
      observers.add(this.observer)
    }
    observe(element: Element) {
      this.observer.elements.add(element)
    }
    unobserve(element: Element) {
      this.observer.elements.delete(element)
    }
    disconnect() {
      this.observer.elements.clear()
    }
    takeRecords() {
      return []
    }
  }
  Object.defineProperty(window, "IntersectionObserver", {
    configurable: true,
    value: FakeIntersectionObserver,
  })
}

/** Reports the element as entering (true) or leaving (false) the viewport to whoever observes it. */
export function setInView(element: Element, isIntersecting: boolean) {
  act(() => {
    for (const { callback, elements } of observers) {
      if (!elements.has(element)) continue
      const entry = { target: element, isIntersecting } as IntersectionObserverEntry
      callback([entry], {} as IntersectionObserver)
    }
  })
}

export function setReducedMotion(reduce: boolean) {
  Object.defineProperty(window, "matchMedia", {
    configurable: true,
    value: (query: string) => ({
      matches: reduce && query.includes("prefers-reduced-motion: reduce"),
      media: query,
    }),
  })
}
