import { graphql } from "gatsby"
import { useEffect, useRef, useState, useSyncExternalStore, type FormEvent } from "react"
import { Section } from "../components/Section"
import { sectionIds } from "../content/sectionIds"
import { clearDraft, restoreDraft, saveDraft } from "../lib/contact/draft"
import { preloadMailer, sendMessage, type SendResult } from "../lib/contact/sendMessage"
import * as styles from "./Contact.module.css"

type Props = { coach: Queries.ContactCoachFragment }

// False while server-rendered and hydrating, true once the page's script is running.
const noSubscription = () => () => {}
const isClient = () => true
const isServer = () => false

/** The contact form: Name, Email, Message and 'Send', beside how to get started. */
export function Contact({ coach }: Props) {
  const [notice, setNotice] = useState<SendResult | null>(null)
  const [sending, setSending] = useState(false)
  // A ref, not state: a second click or Enter in the same moment must see the send already under way.
  const inFlight = useRef(false)
  const form = useRef<HTMLFormElement>(null)
  const trap = useRef<HTMLInputElement>(null)
  // Until the page's script runs, a press of Send would make the browser submit the form itself, putting
  // what was typed into the address bar and sending nothing; so Send starts disabled.
  const ready = useSyncExternalStore(noSubscription, isClient, isServer)

  useEffect(() => {
    if (form.current) restoreDraft(form.current)
  }, [])

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (inFlight.current) return
    const element = event.currentTarget
    inFlight.current = true
    setSending(true)
    setNotice(null)
    try {
      // Only a script posting the raw form can fill the unreachable field: it is shown the usual
      // success and nothing is sent.
      const result = trap.current?.value ? "sent" : await sendMessage(element)
      if (result === "sent") {
        element.reset()
        clearDraft()
      }
      setNotice(result)
    } catch {
      setNotice("failed")
    } finally {
      setSending(false)
      inFlight.current = false
    }
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
          ref={form}
          className={styles.form}
          onSubmit={submit}
          onInput={(event) => saveDraft(event.currentTarget)}
          onFocus={preloadMailer}
          onPointerEnter={preloadMailer}
          aria-labelledby="contact-title"
        >
          <label htmlFor="contact-name">Name</label>
          {/* Read-only while sending: what is sent is what stays on screen until it is cleared. */}
          <input
            id="contact-name"
            name="user_name"
            type="text"
            autoComplete="name"
            readOnly={sending}
          />
          <label htmlFor="contact-email">Email</label>
          <input
            id="contact-email"
            name="user_email"
            type="email"
            autoComplete="email"
            readOnly={sending}
          />
          <label htmlFor="contact-message">Message</label>
          <textarea id="contact-message" name="message" rows={6} readOnly={sending} />
          {/* Inert: no click, key, screen reader or autofill reaches it. No name: never sent. */}
          <div className={styles.trap} inert>
            <label htmlFor="contact-website">Leave this field empty</label>
            <input id="contact-website" ref={trap} type="text" autoComplete="off" />
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
            {notice === "sent" && "Thanks! Your message has been sent."}
          </div>
          {(notice === "failed" || notice === "unavailable") && (
            <div role="alert" className={`${styles.notice} ${styles.error}`}>
              <p>Sorry, there was a problem sending your message. Please try again.</p>
              {notice === "unavailable" && (
                <p>First reload the page: what you typed will still be here.</p>
              )}
              {coach.email && (
                <p>
                  Or write to me at <a href={`mailto:${coach.email}`}>{coach.email}</a>.
                </p>
              )}
            </div>
          )}
        </form>
      </div>
    </Section>
  )
}

export const fragment = graphql`
  fragment ContactCoach on ContentCoach {
    email
  }
`
