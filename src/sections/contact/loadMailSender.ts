// The form's sending half comes in one chunk on first use, so the page load carries none of it.
import type * as Half from "./mailSender"

type MailSender = typeof Half

let arrived: MailSender | undefined

export const arrivedMailSender = () => arrived

/** Rejects with a ChunkLoadError when it cannot come; a later call tries again. */
export const loadMailSender = async () =>
  arrived ?? (arrived = await import(/* webpackChunkName: "emailjs" */ "./mailSender"))

/** Nothing is said here when it cannot come: the form works without it until a send says so. */
export function withMailSender(run: (half: MailSender) => void) {
  if (arrived) return run(arrived)
  loadMailSender().then(run, () => {})
}
