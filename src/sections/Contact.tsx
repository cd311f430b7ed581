import { useRef, useState, useSyncExternalStore, type FormEvent } from "react"
import { Section } from "../components/Section"
import { sectionIds } from "../content/sectionIds"
import { preloadMailer, sendMessage } from "../lib/sendMessage"
import * as styles from "./Contact.module.css"

type Notice = "success" | "error" | null

// False while server-rendered and hydrating, true once the page's script is running.
const noSubscription = () => () => {}
const isClient = () => true
const isServer = () => false

/** The contact form: Name, Email, Message and 'Send', beside how to get started. */
export function Contact() {
  const [notice, setNotice] = useState<Notice>(null)
  const [sending, setSending] = useState(false)
  // A ref, not state: a second click or Enter in the same moment must see the send already under way.
  const inFlight = useRef(false)
  const honeypot = useRef<HTMLInputElement>(null)
  // Until the page's script runs, a press of Send would make the browser submit the form itself, putting
  // what was typed into the address bar and sending nothing; so Send starts disabled.
  const ready = useSyncExternalStore(noSubscription, isClient, isServer)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (inFlight.current) return
    const form = event.currentTarget
    inFlight.current = true
    setSending(true)
    setNotice(null)
    // Only a bot fills the hidden field: it is shown the usual success and nothing is sent.
    const sent = honeypot.current?.value ? true : await sendMessage(form)
    if (sent) form.reset()
    setNotice(sent ? "success" : "error")
    setSending(false)
    inFlight.current = false
  }

  return (
    <Section id={sectionIds.contact} title="Contact Me">
      <div className={styles.layout}>
        <div className={styles.intro}>
          <h3>How do you get started?</h3>
          <p>
            It&apos;s as easy as filling out this form to schedule a time for a free introductory
            conversation.
          </p>
        </div>
        <form
          className={styles.form}
          onSubmit={submit}
          onFocus={preloadMailer}
          onPointerEnter={preloadMailer}
          aria-labelledby="contact-title"
        >
          <label htmlFor="contact-name">Name</label>
          <input id="contact-name" name="user_name" type="text" autoComplete="name" />
          <label htmlFor="contact-email">Email</label>
          <input id="contact-email" name="user_email" type="email" autoComplete="email" />
          <label htmlFor="contact-message">Message</label>
          <textarea id="contact-message" name="message" rows={6} />
          <div className={styles.trap} aria-hidden="true">
            {/* No name: the browser never includes it in what is sent. */}
            <label htmlFor="contact-website">Leave this field empty</label>
            <input
              id="contact-website"
              ref={honeypot}
              type="text"
              tabIndex={-1}
              autoComplete="off"
            />
          </div>
          <button
            type="submit"
            className={styles.send}
            disabled={!ready || sending}
            aria-busy={sending}
          >
            Send
          </button>
          <noscript>
            <p className={styles.notice}>
              Sending a message needs JavaScript, which is turned off.
            </p>
          </noscript>
          <div role="status" className={styles.notice}>
            {notice === "success" && "Thanks! Your message has been sent."}
          </div>
          {notice === "error" && (
            <p role="alert" className={`${styles.notice} ${styles.error}`}>
              Sorry, there was a problem sending your message. Please try again.
            </p>
          )}
        </form>
      </div>
    </Section>
  )
}
