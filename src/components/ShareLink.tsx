import { useEffect, useRef, useState } from "react"
import * as styles from "./ShareLink.module.css"

type Props = {
  /** The resource's address on this site, e.g. /articles/<slug>/. */
  path: string
  /** The resource's title for the share sheet, once its text has come. */
  title?: string
}

type Outcome = "none" | "copied" | "manual"

const MESSAGES: Record<Outcome, string> = {
  none: "",
  copied: "Link copied.",
  manual: "Copy the link from the field below.",
}

/**
 * "Copy link", and "Share" where the device has a share sheet. Where the clipboard is refused (an
 * insecure page, a browser setting), the link is shown selected in a field to copy by hand.
 */
export function ShareLink({ path, title }: Props) {
  const [outcome, setOutcome] = useState<Outcome>("none")
  const field = useRef<HTMLInputElement>(null)
  const url = new URL(path, window.location.href).href
  const canShare = typeof navigator.share === "function"

  useEffect(() => {
    // Focus lands on the link, selected (onFocus), ready to copy by hand.
    if (outcome === "manual") field.current?.focus()
  }, [outcome])

  async function copy() {
    try {
      await navigator.clipboard.writeText(url)
      setOutcome("copied")
    } catch {
      setOutcome("manual")
    }
  }

  async function share() {
    try {
      await navigator.share(title ? { title, url } : { url })
    } catch (error) {
      // Closing the share sheet is no failure; anything else leaves the link to copy by hand.
      if (!(error instanceof DOMException && error.name === "AbortError")) setOutcome("manual")
    }
  }

  return (
    <div className={styles.share}>
      <div className={styles.actions}>
        <button type="button" className={styles.button} onClick={copy}>
          Copy link
        </button>
        {canShare && (
          <button type="button" className={styles.button} onClick={share}>
            Share
          </button>
        )}
      </div>
      {outcome === "manual" && (
        <div className={styles.manual}>
          <label htmlFor="share-link">Link to this resource</label>
          <input
            id="share-link"
            ref={field}
            type="url"
            readOnly
            value={url}
            onFocus={(event) => event.currentTarget.select()}
          />
        </div>
      )}
      <p role="status" className={styles.status}>
        {MESSAGES[outcome]}
      </p>
    </div>
  )
}
