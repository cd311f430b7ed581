// The subscribe form's scripted post (src/components/Subscribe.tsx), fetched when a visitor first
// submits it: the page load carries none of it, and without it the form is a plain post to the
// provider, which works too.

/** How long a provider may take to answer before the visitor is told, as the contact form waits. */
export const SUBSCRIBE_TIMEOUT_MS = 15_000

/**
 * What became of a subscription, said to the visitor: `post` when the provider allows no script on
 * another site, and the browser must post the form itself (the page then goes to the provider's own
 * confirmation); `unknown` when the script posted the address and could not read the answer.
 */
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
 * Posts the form to its action as the browser would (the same fields, form-encoded), without leaving
 * the page, and the address at most once, whatever the provider answers. The header no plain form sends
 * makes the browser ask the provider's leave first (a CORS preflight). A refusal is told apart only on
 * a request that carries no address (HEAD, which changes nothing): `post`, and the browser posts the
 * form itself, the one time the address goes. Once the provider has let the script through, only the
 * script posts: an answer it cannot read (a redirect to a page no script may read, a dropped
 * connection, no answer in time) may come after the provider took the address, so the browser never
 * posts it again. `trap` is the field no person can reach: filled, nothing is sent and the visitor is
 * thanked.
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
  // The attribute, not form.action: a field the provider names "action" would stand in its place.
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

// Forms with a post under way: a second press or Enter in the meantime sends nothing more.
const posting = new WeakSet<HTMLFormElement>()
// Forms the browser is posting itself: the page is on its way to the provider's, and a press before it
// goes would post the address again. Back on the page from the browser's cache, it may post again.
const leaving = new WeakSet<HTMLFormElement>()

/**
 * Subscribes with what the visitor typed, and says what became of it in the form's status line. The
 * button says it is busy meanwhile, and keeps the focus (aria-disabled, not disabled). Confirmed, the
 * box is emptied; otherwise the address stays for another try. A provider that lets no script post
 * gets the form from the browser itself, once.
 */
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
      // The form's own methods, not its properties: a field named "submit" or "reset" would stand there.
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
