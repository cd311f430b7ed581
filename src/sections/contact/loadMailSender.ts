// What the contact form needs only once a visitor uses it (./mailSender.ts), the mail library among it,
// travels in one chunk fetched on first use of the form, so the page load carries none of it.
import type * as Half from "./mailSender"

type MailSender = typeof Half

let arrived: MailSender | undefined

/** The sending half, once it has arrived; it never goes away after that. */
export const arrivedMailSender = () => arrived

/** Fetches the sending half; rejects (a ChunkLoadError) when it cannot. A later call tries again. */
export const loadMailSender = async () =>
  arrived ?? (arrived = await import(/* webpackChunkName: "emailjs" */ "./mailSender"))

/**
 * Runs `run` with the sending half: at once when it has arrived, else once it does. When it cannot be
 * fetched nothing runs and nothing is said: the form works without it until a send, which tells the
 * visitor (src/lib/contact/sendMessage.ts).
 */
export function withMailSender(run: (half: MailSender) => void) {
  if (arrived) return run(arrived)
  loadMailSender().then(run, () => {})
}
