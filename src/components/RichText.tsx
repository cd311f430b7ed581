import { classNames } from "../lib/classNames"
import * as styles from "./RichText.module.css"

type Props = {
  /** Sanitised at build (src/model/sanitize.ts). */
  html: string
  /** A <span> inside phrasing content (a button, a heading). */
  inline?: boolean
  className?: string
}

/** The one place content HTML becomes markup. */
export function RichText({ html, inline = false, className }: Props) {
  const Tag = inline ? "span" : "div"
  return (
    <Tag
      className={inline ? className : classNames(styles.richText, className)}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
