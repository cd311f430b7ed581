// Kept beside the draft, so after a reload the form still asks before sending the words again.

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
