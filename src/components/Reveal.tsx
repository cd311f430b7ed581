import type { ReactNode } from "react"
import { useReveal } from "./useReveal"
import { classNames } from "../lib/classNames"
import * as styles from "./Reveal.module.css"

type Props = {
  from: "left" | "right" | "bounce"
  repeat?: boolean
  as?: "div" | "li" | "article"
  className?: string
  children: ReactNode
}

/** See useReveal for when it does not animate. */
export function Reveal({ from, repeat, as: Tag = "div", className, children }: Props) {
  const { ref, state } = useReveal<HTMLDivElement & HTMLLIElement>({ repeat })
  const classes = classNames(className, styles[state], state === "entering" && styles[from])
  return (
    <Tag ref={ref} className={classes}>
      {children}
    </Tag>
  )
}
