// The sending code of the contact form, fetched with @emailjs/browser in one chunk on first use of the
// form (src/sections/contact/loadMailSender.ts), so the page load carries none of it.
import "./hideBlockedStorage"
import { init, sendForm, type StorageProvider } from "@emailjs/browser"
import { challengeAnswered, resetChallenge } from "./challenge"
import { checkLengths } from "./limits"
import { mailConfig, type MailConfig } from "./mailConfig"
import { asError, logFailure, SEND_TIMEOUT_MS, type SendInTime } from "./sendMessage"

/** The library's limitRate: one send per this many milliseconds from a browser. */
export const THROTTLE = { id: "contact-form", throttle: 10_000 }

/**
 * Every guard the library offers, on: a browser that says it is driven by automation
 * (navigator.webdriver, or no languages) is refused with a 451 and sends nothing; and one send per
 * THROTTLE from a browser.
 */
const GUARDS = { blockHeadless: true, limitRate: THROTTLE }

function siteStorage(): Storage | undefined {
  try {
    return window.localStorage ?? undefined
  } catch {
    return undefined
  }
}

/**
 * The rate limit's record, kept where the browser allows and never throwing: where site data is blocked,
 * or the record cannot be read or written, the form sends without a limit rather than not at all. A record
 * from the future (written while the device's clock ran ahead) is ignored, or it would lock the visitor out
 * until then. `attempt.recorded` says whether this send was recorded, so a failed one can be taken back.
 */
export function rateLimitStorage(now = Date.now) {
  const attempt = { recorded: false }
  const storage: StorageProvider = {
    get: async (key) => {
      try {
        const value = siteStorage()?.getItem(key)
        return value && Number(value) <= now() ? value : undefined
      } catch {
        return undefined
      }
    },
    set: async (key, value) => {
      attempt.recorded = true
      try {
        siteStorage()?.setItem(key, value)
      } catch {
        // Unrecorded: the next send is not limited. Sending matters more than the limit.
      }
    },
    remove: async (key) => {
      try {
        siteStorage()?.removeItem(key)
      } catch {
        // Nothing more can be done: the record expires with the throttle anyway.
      }
    },
  }
  return { storage, attempt }
}

/** The library rejects with a string, an EmailJSResponseStatus or a raw TypeError: one readable line. */
function describe(reason: unknown): string {
  if (typeof reason === "string") return reason
  if (reason instanceof Error) return `${reason.name}: ${reason.message}`
  if (reason && typeof reason === "object" && "status" in reason) {
    const { status, text } = reason as { status: number; text?: string }
    return `HTTP ${status} ${text ?? ""}`.trim()
  }
  return String(reason)
}

/**
 * Posts the form (multipart, to /api/v1.0/email/send-form) through the library's sendForm. Resolves when
 * the provider accepted it (any 2xx); otherwise rejects with an Error saying why, for the site owner's
 * console, after taking back this attempt's rate-limit record.
 */
export async function send(form: HTMLFormElement, config: MailConfig): Promise<void> {
  const { storage, attempt } = rateLimitStorage()
  const options = { publicKey: config.publicKey, ...GUARDS, storageProvider: storage }
  try {
    // init() is the library's only way to set the origin, and it resets the guards and storage unless
    // given them, so they are passed here and again with the call.
    init(options, config.origin)
    await sendForm(config.serviceId, config.templateId, form, options)
  } catch (reason) {
    // A failed send must not count, or "Please try again" would be refused by the limit.
    if (attempt.recorded) await storage.remove(THROTTLE.id)
    throw new Error(describe(reason))
  }
}

/**
 * Sends, and waits for the answer until `timeUp`: the time limit of sendMessage.ts, which started before
 * this code was fetched. After that the request cannot be called back (the library's fetch takes no
 * AbortSignal, and a request the provider has received is not undone by aborting it), so the message may
 * still arrive: the send is unconfirmed, and the answer, should it come, goes to `onLateAnswer`.
 * A field past its length limit sends nothing: the browser shows what is wrong, on the field.
 */
export const sendInTime: SendInTime = async (
  form,
  timeUp,
  { onLateAnswer, config = mailConfig },
) => {
  // The form checks each field as it is typed, from the time this code has arrived: a send that came
  // first (a paste and a press of Send on a slow connection) is checked here.
  if (Object.keys(checkLengths(form)).length > 0) {
    form.reportValidity()
    return "invalid"
  }
  // A form built with reCAPTCHA's key says so (src/sections/contact/ContactForm.tsx): its template then
  // refuses a send without the box's answer, so none leaves, and the box says why.
  if (form.hasAttribute("data-recaptcha-site-key") && !challengeAnswered(form)) return "invalid"
  const sending = send(form, config)
  try {
    if ((await Promise.race([sending, timeUp])) !== "late") return "sent"
  } finally {
    resetChallenge()
  }
  console.error(
    `Contact form: no answer within ${SEND_TIMEOUT_MS / 1000} s; the message may still arrive.`,
  )
  sending.then(
    () => onLateAnswer?.("sent"),
    (reason: unknown) => {
      logFailure(asError(reason))
      onLateAnswer?.("failed")
    },
  )
  return "unconfirmed"
}
