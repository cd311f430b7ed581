import { useEffect, useRef, useState } from "react"
import * as styles from "./ShareLink.module.css"

type Props = {
  path: string
  title?: string
}

type Outcome = "none" | "copied" | "manual"

const MESSAGES: Record<Outcome, string> = {
  none: "",
  copied: "Link copied.",
  manual: "Copy the link from the field below.",
}

/** Where the clipboard is refused (an insecure page, a setting), the link waits to be copied. */
export function ShareLink({ path, title }: Props) {
  const [outcome, setOutcome] = useState<Outcome>("none")
  const field = useRef<HTMLInputElement>(null)
  const url = new URL(path, window.location.href).href
  const canShare = typeof navigator.share === "function"

  useEffect(() => {
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
      // Closing the share sheet is no failure.
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
