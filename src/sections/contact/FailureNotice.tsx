import type { ReactNode } from "react"
import * as styles from "../Contact.module.css"

type Props = {
  /** Only a reload cures that. */
  unavailable: boolean
  children?: ReactNode
}

/** In the page load: it must show when the code for sending could not be fetched. */
export function FailureNotice({ unavailable, children }: Props) {
  return (
    <div role="alert" className={`${styles.notice} ${styles.error}`}>
      <p>Sorry, there was a problem sending your message. Please try again.</p>
      {unavailable && <p>First reload the page: what you typed will still be here.</p>}
      {children}
    </div>
  )
}
