import * as styles from "./RichText.module.css"

type Props = {
  /** HTML from content.json, checked at build time. */
  html: string
  className?: string
}

/** The one place content HTML becomes markup. */
export function RichText({ html, className }: Props) {
  return (
    <div
      className={[styles.richText, className].filter(Boolean).join(" ")}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
