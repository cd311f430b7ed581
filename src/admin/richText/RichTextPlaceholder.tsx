import { useMemo } from "react"
import { RichText } from "../../components/RichText"
import { sanitizeContentHtml } from "../../model/sanitize"
import * as styles from "./RichTextControl.module.css"

type Props = {
  id: string
  label: string
  inline: boolean
  value: string
  onFocus: () => void
}

function shownHtml(value: string, inline: boolean): string {
  const template = document.createElement("template")
  template.innerHTML = sanitizeContentHtml(value, inline)
  // A link would take the coach, or a screen reader's click, away from the editor.
  for (const link of template.content.querySelectorAll("a[href]")) link.removeAttribute("href")
  return template.innerHTML
}

/**
 * A named group, not a textbox, so locators and screen readers wait for the real editor; it takes
 * the focus only to hand it on to the editor mounted in its place.
 */
export function RichTextPlaceholder({ id, label, inline, value, onFocus }: Props) {
  const html = useMemo(() => shownHtml(value, inline), [value, inline])
  return (
    <div
      id={id}
      role="group"
      aria-label={label}
      // Tab stops here as at the editor it stands for; the focus moves on at once.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className={styles.editable}
      onFocus={onFocus}
    >
      {inline ? (
        // The editor holds a title in one paragraph, so mounting it moves nothing.
        <p>
          <RichText html={html} inline />
        </p>
      ) : (
        <RichText html={html} />
      )}
    </div>
  )
}
