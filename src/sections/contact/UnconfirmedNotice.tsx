import type { ReactNode } from "react"
import * as styles from "./UnconfirmedNotice.module.css"

type Props = { children?: ReactNode }

/** A failure, told with the spec's error notice, but one whose message may still arrive. */
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
