import { useEffect, useRef, useSyncExternalStore } from "react"
import { restoreDraft, saveDraft } from "../../lib/contact/draft"
import { recaptchaSiteKey } from "../../lib/contact/recaptcha"
import * as styles from "../Contact.module.css"
import { FailureNotice } from "./FailureNotice"
import { Fields } from "./Fields"
import { arrivedMailSender, withMailSender } from "./loadMailSender"
import { useLengthCheck } from "./useLengthCheck"
import { useSend } from "./useSend"
import { WriteToMe } from "./WriteToMe"

type Props = { email: string | null }

const noSubscription = () => () => {}
const isClient = () => true
const isServer = () => false

/** The page load carries what must work when no more code can come; the rest comes later. */
export function ContactForm({ email }: Props) {
  const form = useRef<HTMLFormElement>(null)
  const trap = useRef<HTMLInputElement>(null)
  const { tooLong, check, fetchHalf } = useLengthCheck(form)
  const { notice, setNotice, sending, asking, submit, answer, typed } = useSend(form, trap)
  // Before the script runs, Send would submit the form to the address bar, sending nothing.
  const ready = useSyncExternalStore(noSubscription, isClient, isServer)
  // Read, not kept in state: what it renders follows a send or a draft check, which comes after it.
  const half = arrivedMailSender()
  const siteKey = recaptchaSiteKey()

  useEffect(() => {
    const element = form.current
    // The visitor is about to write, so the form's code comes now.
    if (window.location.search.includes("regarding=")) {
      withMailSender((loaded) => loaded.nameFromAddress())
    }
    if (element && restoreDraft(element)) {
      withMailSender((loaded) => {
        check()
        if (loaded.wasUnconfirmed()) setNotice("unconfirmed")
      })
    }
  }, [check, setNotice])

  return (
    <>
      <form
        ref={form}
        className={styles.form}
        onSubmit={submit}
        onInput={(event) => {
          typed()
          saveDraft(event.currentTarget)
          check()
        }}
        onFocus={fetchHalf}
        onPointerEnter={fetchHalf}
        aria-labelledby="contact-title"
        // The page's policy then lets reCAPTCHA load (plugins/security-headers).
        data-recaptcha-site-key={siteKey}
      >
        <Fields readOnly={sending} tooLong={tooLong} />
        {/* Inert: no click, key, screen reader or autofill reaches it. No name: never sent. */}
        <div className={styles.trap} inert>
          <label htmlFor="contact-website">Leave this field empty</label>
          <input id="contact-website" ref={trap} type="text" autoComplete="off" />
        </div>
        {half && siteKey && (
          <half.Recaptcha siteKey={siteKey}>
            <WriteToMe email={email} />
          </half.Recaptcha>
        )}
        <button
          type="submit"
          className={styles.send}
          disabled={!ready || sending}
          aria-busy={sending}
        >
          Send
        </button>
        <noscript>
          <p className={styles.notice}>Sending a message needs JavaScript, which is turned off.</p>
        </noscript>
        <div role="status" className={styles.notice}>
          {notice === "sent" && "Thanks! Your message has been sent."}
        </div>
        {(notice === "failed" || notice === "unavailable") && (
          <FailureNotice unavailable={notice === "unavailable"}>
            <WriteToMe email={email} />
          </FailureNotice>
        )}
        {notice === "unconfirmed" && half && (
          <half.UnconfirmedNotice>
            <WriteToMe email={email} />
          </half.UnconfirmedNotice>
        )}
      </form>
      {half && <half.ResendDialog open={asking} onAnswer={answer} />}
    </>
  )
}
