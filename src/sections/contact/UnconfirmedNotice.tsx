import type { ReactNode } from "react"
import * as styles from "./UnconfirmedNotice.module.css"

/** `children`: what else the visitor can do (write to the coach). */
type Props = { children?: ReactNode }

/**
 * A send with no answer in time: a failure, told with the spec's error notice, as ./FailureNotice.tsx
 * tells any other. The request cannot be called back, though, so the message may still arrive: the
 * notice says so, and Send asks before sending again.
 */
export function UnconfirmedNotice({ children }: Props) {
  return (
    <div role="alert" className={styles.failed}>
      <p>Sorry, there was a problem sending your message. Please try again.</p>
      <p>It may still reach me: if it does, I&apos;ll reply.</p>
      <p>
        What you typed is still here. Sending it again could deliver it twice, so Send will ask you
        first.
      </p>
      {children}
    </div>
  )
}
