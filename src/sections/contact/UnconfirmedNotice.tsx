import type { ReactNode } from "react"
import * as styles from "./UnconfirmedNotice.module.css"

/** `children`: what else the visitor can do (write to the coach). */
type Props = { children?: ReactNode }

/** A send with no answer in time: neither sent nor failed, since the message may still arrive. */
export function UnconfirmedNotice({ children }: Props) {
  return (
    <div role="alert" className={styles.warning}>
      <p>No answer from the mail service yet. Your message may still reach me.</p>
      <p>
        What you typed is still here. Sending it again could deliver it twice, so Send will ask you
        first.
      </p>
      {children}
    </div>
  )
}
