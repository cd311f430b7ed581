import type { ReactNode } from "react"
import { useReveal } from "./useReveal"
import { classNames } from "../lib/classNames"
import * as styles from "./Reveal.module.css"

type Props = {
  /** The entrance: slide from the left or right, or bounce in from the left. */
  from: "left" | "right" | "bounce"
  /** Replay on every entry, removing the animation when the element leaves view. */
  repeat?: boolean
  as?: "div" | "li" | "article"
  className?: string
  children: ReactNode
}

/** Animates its content in when it scrolls into view; see useReveal for when it does not. */
export function Reveal({ from, repeat, as: Tag = "div", className, children }: Props) {
  const { ref, state } = useReveal<HTMLDivElement & HTMLLIElement>({ repeat })
  const classes = classNames(className, styles[state], state === "entering" && styles[from])
  return (
    <Tag ref={ref} className={classes}>
      {children}
    </Tag>
  )
}
