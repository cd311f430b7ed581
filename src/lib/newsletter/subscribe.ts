// The subscribe form's scripted post (src/components/Subscribe.tsx), fetched when a visitor first
// submits it: the page load carries none of it, and without it the form is a plain post to the
// provider, which works too.

/** How long a provider may take to answer before the visitor is told, as the contact form waits. */
export const SUBSCRIBE_TIMEOUT_MS = 15_000

/**
 * What became of a subscription, said to the visitor: `post` when the provider allows no answer to a
 * script on another site, and the browser must post the form itself (the page then goes to the
 * provider's own confirmation).
 */
type Subscription =
  { kind: "confirm" | "refused" | "no-answer" | "offline"; say: string } | { kind: "post" }

const said = {
  confirm: "Thank you! Check your inbox to confirm your subscription.",
  refused:
    "The newsletter service did not take this address. It is still here: check it and subscribe again.",
  "no-answer":
    "The newsletter service did not answer. Your address is still here: subscribe again in a moment.",
  offline:
    "You seem to be offline. Your address is still here: subscribe again once you are back online.",
} as const

const outcome = (kind: keyof typeof said): Subscription => ({ kind, say: said[kind] })

/**
 * Posts the form to its action as the browser would (the same fields, form-encoded), without leaving
 * the page. The header no plain form sends makes the browser ask the provider first (a CORS
 * preflight): the address goes out only if the provider lets this page read its answer. A provider
 * that does not is answered with `post`, having received nothing, so the address is sent once either
 * way. `trap` is the field no person can reach: filled, nothing is sent and the visitor is thanked.
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
  try {
    // The attribute, not form.action: a field the provider names "action" would stand in its place.
    const response = await fetch(form.getAttribute("action") ?? "", {
      method: "POST",
      body: new URLSearchParams(
        [...new FormData(form)].map(([name, value]) => [name, String(value)]),
      ),
      headers: { "X-Requested-With": "subscribe-form" },
      mode: "cors",
      credentials: "omit",
      signal: controller.signal,
    })
    return outcome(response.ok ? "confirm" : "refused")
  } catch {
    return controller.signal.aborted ? outcome("no-answer") : { kind: "post" }
  } finally {
    clearTimeout(timer)
  }
}

// Forms with a post under way: a second press or Enter in the meantime sends nothing more.
const posting = new WeakSet<HTMLFormElement>()

/**
 * Subscribes with what the visitor typed, and says what became of it in the form's status line. The
 * button says it is busy meanwhile, and keeps the focus (aria-disabled, not disabled). Confirmed, the
 * box is emptied; otherwise the address stays for another try. A provider that lets no script post
 * gets the form from the browser itself.
 */
export async function subscribeFrom(form: HTMLFormElement) {
  if (posting.has(form)) return
  posting.add(form)
  const button = form.querySelector("button")
  const status = form.querySelector('[role="status"]')
  const trap = form.querySelector<HTMLInputElement>("[inert] input")
  button?.setAttribute("aria-disabled", "true")
  button?.setAttribute("aria-busy", "true")
  if (status) status.textContent = ""
  try {
    const result = await subscribe(form, trap?.value ?? "")
    // The form's own methods, not its properties: a field named "submit" or "reset" would stand there.
    if (result.kind === "post") return HTMLFormElement.prototype.submit.call(form)
    if (result.kind === "confirm") HTMLFormElement.prototype.reset.call(form)
    status?.toggleAttribute("data-failed", result.kind !== "confirm")
    if (status) status.textContent = result.say
  } finally {
    posting.delete(form)
    button?.removeAttribute("aria-disabled")
    button?.removeAttribute("aria-busy")
  }
}
