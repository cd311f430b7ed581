import type { ReactNode } from "react"
import { classNames } from "../lib/classNames"
import * as styles from "./Section.module.css"

type Props = {
  id: string
  title?: string
  tone?: "paper" | "sand"
  align?: "start" | "center"
  className?: string
  children: ReactNode
}

/** Focusable, so an in-page link can leave focus on it. */
export function Section({
  id,
  title,
  tone = "paper",
  align = "start",
  className,
  children,
}: Props) {
  const headingId = `${id}-title`
  return (
    <section
      id={id}
      tabIndex={-1}
      aria-labelledby={title ? headingId : undefined}
      className={classNames(styles.section, styles[tone], className)}
    >
      <div className={classNames(styles.inner, styles[align])}>
        {title && <h2 id={headingId}>{title}</h2>}
        {children}
      </div>
    </section>
  )
}
