// Whether the last send may still arrive (no answer came in time), kept beside the draft (draft.ts): after
// a reload, which puts the same words back, the form still says so and still asks before sending them
// again. Fetched with the mail library (src/sections/contact/mailSender.ts): only a send sets it, and only
// a page with a draft to put back reads it.

const KEY = "contact-unconfirmed"

export function rememberUnconfirmed(unconfirmed: boolean) {
  try {
    if (unconfirmed) sessionStorage.setItem(KEY, "1")
    else sessionStorage.removeItem(KEY)
  } catch {
    // Blocked: the warning lasts as long as the page.
  }
}

export function wasUnconfirmed(): boolean {
  try {
    return sessionStorage.getItem(KEY) === "1"
  } catch {
    return false
  }
}
