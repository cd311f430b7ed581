import { useEffect, useRef } from "react"
import * as styles from "./ResendDialog.module.css"

type Props = {
  open: boolean
  /** A close by Escape is a no. */
  onAnswer: (again: boolean) => void
}

/** The safe answer comes first and takes the focus, so an Enter pressed twice sends nothing. */
export function ResendDialog({ open, onAnswer }: Props) {
  const dialog = useRef<HTMLDialogElement>(null)
  const keep = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (open && !element.open) {
      element.showModal()
      keep.current?.focus()
    }
    if (!open && element.open) element.close()
  }, [open])

  return (
    <dialog
      ref={dialog}
      className={styles.confirm}
      aria-labelledby="contact-resend-title"
      aria-describedby="contact-resend-text"
      onClose={() => onAnswer(false)}
    >
      <h2 id="contact-resend-title">Send your message again?</h2>
      <p id="contact-resend-text">
        The mail service did not answer, so your first message may still reach me. Sending it again
        could deliver it twice.
      </p>
      <div className={styles.choices}>
        <button ref={keep} type="button" className={styles.keep} onClick={() => onAnswer(false)}>
          Don&apos;t send
        </button>
        <button type="button" className={styles.again} onClick={() => onAnswer(true)}>
          Send again
        </button>
      </div>
    </dialog>
  )
}
