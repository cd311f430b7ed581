import { useEffect, useRef, useState } from "react"

/** `static`: server HTML, no script, reduced motion or on screen at load; never hidden waiting. */
type RevealState = "static" | "waiting" | "entering"

type Options = {
  /** The animation is removed when the element leaves the viewport. */
  repeat?: boolean
}

const prefersReducedMotion = () => window.matchMedia?.("(prefers-reduced-motion: reduce)").matches

export function useReveal<T extends Element>({ repeat = false }: Options = {}) {
  const ref = useRef<T>(null)
  const [state, setState] = useState<RevealState>("static")

  useEffect(() => {
    const element = ref.current
    if (!element || typeof IntersectionObserver === "undefined" || prefersReducedMotion()) return
    let first = true
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return
        const firstEntry = first
        first = false
        if (entry.isIntersecting) {
          // Already visible at load: animating it now would make it flash.
          if (firstEntry && !repeat) observer.disconnect()
          if (firstEntry) return
          setState("entering")
          if (!repeat) observer.disconnect()
        } else {
          setState("waiting")
        }
      },
      { threshold: 0.1 },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [repeat])

  return { ref, state }
}
