import type { ReactNode } from "react"
import { classNames } from "../lib/classNames"
import * as styles from "./Section.module.css"

type Props = {
  id: string
  /** The section's h2; without one, the section's own blocks carry the headings. */
  title?: string
  /** `sand` gives the alternate background the spec asks of some sections. */
  tone?: "paper" | "sand"
  align?: "start" | "center"
  className?: string
  children: ReactNode
}

/**
 * A page section: a landmark named by its heading, focusable so an in-page link can leave focus on it,
 * and laid out in the page's column.
 */
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
