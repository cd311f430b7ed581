import { graphql } from "gatsby"
import type { FormEvent } from "react"
import { FEED_PATH } from "../siteConfig"
import * as styles from "./Subscribe.module.css"

type Props = { newsletter: Queries.NewsletterFragment }

// Set once the browser posts the form itself, its handler not fetched: the page is then on its way to
// the provider's, and a press before it goes would post the address again. The page has one such form.
let posted = false

/**
 * The handler comes in a chunk of its own, so the page load carries none of it; if it cannot come, the
 * browser posts the form itself, once (the prototype's submit: the provider may name a field "submit").
 */
function submit(event: FormEvent<HTMLFormElement>) {
  event.preventDefault()
  const form = event.currentTarget
  if (posted) return
  import("../lib/newsletter/subscribe").then(
    ({ subscribeFrom }) => subscribeFrom(form),
    () => {
      if (posted) return
      posted = true
      HTMLFormElement.prototype.submit.call(form)
    },
  )
}

/**
 * The provider's own form, a plain post, so it works without the page's script; with it, the handler
 * writes what happened into the status line, and nothing here renders again once hydrated.
 */
export function Subscribe({ newsletter }: Props) {
  return (
    <aside className={styles.subscribe} aria-labelledby="subscribe-title">
      <h2 id="subscribe-title" className={styles.heading}>
        {newsletter.heading}
      </h2>
      <p>{newsletter.text}</p>
      <form method="post" action={newsletter.action} className={styles.form} onSubmit={submit}>
        <label htmlFor="subscribe-email">Your email address</label>
        <div className={styles.row}>
          <input
            id="subscribe-email"
            className={styles.box}
            type="email"
            name={newsletter.emailField}
            autoComplete="email"
            required
            maxLength={254}
          />
          <button type="submit" className={styles.button}>
            Subscribe
          </button>
        </div>
        {/* Inert: no click, key, screen reader or autofill reaches it. No name: never sent. */}
        <label className={styles.trap} inert>
          Leave this field empty <input type="text" autoComplete="off" />
        </label>
        <p className={styles.small}>
          Subscribing sends your address to {new URL(newsletter.action).host}, which sends the
          emails; each has a link to stop them. Or follow{" "}
          <a href={FEED_PATH} type="application/rss+xml">
            this site&apos;s feed
          </a>{" "}
          in a feed reader.
        </p>
        <p role="status" className={styles.status} />
      </form>
    </aside>
  )
}

export const fragment = graphql`
  fragment Newsletter on ContentNewsletter {
    action
    emailField
    heading
    text
  }
`
