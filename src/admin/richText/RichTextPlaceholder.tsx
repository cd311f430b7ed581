import { useMemo } from "react"
import { RichText } from "../../components/RichText"
import { sanitizeContentHtml } from "../../model/sanitize"
import * as styles from "./RichTextControl.module.css"

type Props = {
  /** The field's id, which the editable text takes over once mounted. */
  id: string
  label: string
  inline: boolean
  value: string
  /** Called when anything inside takes the focus: Tab, a click, a screen reader's focus. */
  onFocus: () => void
}

/** The field's HTML as the page shows it, cleaned by the build's own sanitiser, with nothing to follow. */
function shownHtml(value: string, inline: boolean): string {
  const template = document.createElement("template")
  template.innerHTML = sanitizeContentHtml(value, inline)
  // A link here would take the coach, or a screen reader's click, away from the editor: text until mounted.
  for (const link of template.content.querySelectorAll("a[href]")) link.removeAttribute("href")
  return template.innerHTML
}

/**
 * A text whose editor is not mounted yet, where the editable text will be. It is a named group, not a
 * textbox: it cannot be typed in, and locators and screen readers looking for the textbox wait for the
 * real one. It takes the focus only to hand it on to the editor mounted in its place.
 */
export function RichTextPlaceholder({ id, label, inline, value, onFocus }: Props) {
  const html = useMemo(() => shownHtml(value, inline), [value, inline])
  return (
    <div
      id={id}
      role="group"
      aria-label={label}
      // Focusable so that Tab stops here as at the editor it stands for; the focus moves on at once.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className={styles.editable}
      onFocus={onFocus}
    >
      {inline ? (
        // The editor holds a title in one paragraph: the same here, so mounting it moves nothing.
        <p>
          <RichText html={html} inline />
        </p>
      ) : (
        <RichText html={html} />
      )}
    </div>
  )
}
