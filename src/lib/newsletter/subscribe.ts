// Fetched on the first submit; without it the form is a plain post to the provider, which works.

export const SUBSCRIBE_TIMEOUT_MS = 15_000

/** `post`: the provider allows no script from another site, so the browser posts the form. */
type Subscription =
  | { kind: "confirm" | "refused" | "no-answer" | "unknown" | "offline"; say: string }
  | { kind: "post" }

const said = {
  confirm: "Thank you! Check your inbox to confirm your subscription.",
  refused:
    "The newsletter service did not take this address. It is still here: check it and subscribe again.",
  "no-answer":
    "The newsletter service did not answer. Your address is still here: subscribe again in a moment.",
  unknown:
    "The newsletter service did not say whether it took your address. If no email from it arrives in a few minutes, subscribe again.",
  offline:
    "You seem to be offline. Your address is still here: subscribe again once you are back online.",
} as const

const outcome = (kind: keyof typeof said): Subscription => ({ kind, say: said[kind] })

/**
 * Sends the address at most once. Only a HEAD (which carries no address) may learn that the
 * provider refuses scripts (CORS): then `post`. Once the script is let through only it posts, since
 * an answer it cannot read may come after the address was taken. `trap` filled: nothing is sent,
 * the visitor thanked.
 */
export async function subscribe(
  form: HTMLFormElement,
  trap: string,
  { timeoutMs = SUBSCRIBE_TIMEOUT_MS } = {},
): Promise<Subscription> {
  if (trap) return outcome("confirm")
  if (!navigator.onLine) return outcome("offline")
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), timeoutMs)
  // Not form.action: a field the provider names "action" would stand in its place.
  const action = form.getAttribute("action") ?? ""
  const asked = {
    headers: { "X-Requested-With": "subscribe-form" },
    mode: "cors",
    credentials: "omit",
    signal: controller.signal,
  } as const
  try {
    try {
      await fetch(action, { ...asked, method: "HEAD" })
    } catch {
      return controller.signal.aborted ? outcome("no-answer") : { kind: "post" }
    }
    try {
      const response = await fetch(action, {
        ...asked,
        method: "POST",
        body: new URLSearchParams(
          [...new FormData(form)].map(([name, value]) => [name, String(value)]),
        ),
      })
      return outcome(response.ok ? "confirm" : "refused")
    } catch {
      return outcome("unknown")
    }
  } finally {
    clearTimeout(timer)
  }
}

const posting = new WeakSet<HTMLFormElement>()
// The page is on its way to the provider's: a press before it goes would post the address again.
const leaving = new WeakSet<HTMLFormElement>()

/** The button keeps the focus while busy (aria-disabled); unconfirmed, the address stays. */
export async function subscribeFrom(form: HTMLFormElement) {
  if (posting.has(form) || leaving.has(form)) return
  posting.add(form)
  const button = form.querySelector("button")
  const status = form.querySelector('[role="status"]')
  const trap = form.querySelector<HTMLInputElement>("[inert] input")
  button?.setAttribute("aria-disabled", "true")
  button?.setAttribute("aria-busy", "true")
  if (status) status.textContent = ""
  try {
    const result = await subscribe(form, trap?.value ?? "")
    if (result.kind === "post") {
      leaving.add(form)
      addEventListener("pageshow", () => leaving.delete(form), { once: true })
      // Not form.submit: a field named "submit" or "reset" would stand there.
      return HTMLFormElement.prototype.submit.call(form)
    }
    if (result.kind === "confirm") HTMLFormElement.prototype.reset.call(form)
    status?.toggleAttribute("data-failed", result.kind !== "confirm")
    if (status) status.textContent = result.say
  } finally {
    posting.delete(form)
    button?.removeAttribute("aria-disabled")
    button?.removeAttribute("aria-busy")
  }
}
