import { graphql } from "gatsby"
import type { FormEvent } from "react"
import { FEED_PATH } from "../siteConfig"
import * as styles from "./Subscribe.module.css"

type Props = { newsletter: Queries.NewsletterFragment }

// Set once the browser posts the form itself, its handler not fetched: the page is then on its way to
// the provider's, and a press before it goes would post the address again. The page has one such form.
let posted = false

/**
 * With script, the post waits for its handler (../lib/newsletter/subscribe.ts), which travels in a
 * chunk of its own: the page load carries none of it. If it cannot be fetched, the browser posts the
 * form itself, as it does without script, once however often Subscribe is pressed. The form's own
 * method, not its property: a field the provider names "submit" would stand in its place.
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
 * Follow the coach by email: the provider's own subscribe form, a plain post that works before and
 * without the page's script. With it, the visitor stays on the page and is told what happened, in the
 * status line, which the handler writes: nothing here renders again once hydrated. The address stays
 * in its box whatever went wrong. Nothing reaches the provider until Subscribe.
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
