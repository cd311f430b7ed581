// Fetched with @emailjs/browser on first use of the form (src/sections/contact/loadMailSender.ts).
import "./hideBlockedStorage"
import { init, sendForm, type StorageProvider } from "@emailjs/browser"
import { challengeAnswered, resetChallenge } from "./challenge"
import { checkLengths } from "./limits"
import { mailConfig, type MailConfig } from "./mailConfig"
import { asError, logFailure, SEND_TIMEOUT_MS, type SendInTime } from "./sendMessage"

/** One send per this many milliseconds from a browser. */
export const THROTTLE = { id: "contact-form", throttle: 10_000 }

/** blockHeadless refuses with a 451 a browser driven by automation (navigator.webdriver). */
const GUARDS = { blockHeadless: true, limitRate: THROTTLE }

function siteStorage(): Storage | undefined {
  try {
    return window.localStorage ?? undefined
  } catch {
    return undefined
  }
}

/**
 * Never throws: where site data is blocked the form sends without a limit rather than not at all. A
 * record from the future (a clock that ran ahead) is ignored, or it would lock the visitor out
 * until then.
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
        // Sending matters more than the limit.
      }
    },
    remove: async (key) => {
      try {
        siteStorage()?.removeItem(key)
      } catch {
        // The record expires with the throttle anyway.
      }
    },
  }
  return { storage, attempt }
}

/** The library rejects with a string, an EmailJSResponseStatus or a raw TypeError. */
function describe(reason: unknown): string {
  if (typeof reason === "string") return reason
  if (reason instanceof Error) return `${reason.name}: ${reason.message}`
  if (reason && typeof reason === "object" && "status" in reason) {
    const { status, text } = reason as { status: number; text?: string }
    return `HTTP ${status} ${text ?? ""}`.trim()
  }
  return String(reason)
}

/** Takes back this attempt's rate-limit record when the provider refuses. */
export async function send(form: HTMLFormElement, config: MailConfig): Promise<void> {
  const { storage, attempt } = rateLimitStorage()
  const options = { publicKey: config.publicKey, ...GUARDS, storageProvider: storage }
  try {
    // init() alone sets the origin, and resets the guards and storage unless given them.
    init(options, config.origin)
    await sendForm(config.serviceId, config.templateId, form, options)
  } catch (reason) {
    // A failed send must not count, or "Please try again" would be refused by the limit.
    if (attempt.recorded) await storage.remove(THROTTLE.id)
    throw new Error(describe(reason))
  }
}

/**
 * `timeUp` started before this code was fetched. After it the request cannot be called back
 * (sendForm takes no AbortSignal), so the message may still arrive: the late answer goes to
 * `onLateAnswer`.
 */
export const sendInTime: SendInTime = async (
  form,
  timeUp,
  { onLateAnswer, config = mailConfig },
) => {
  // A send can come before this code arrived to check each field as it is typed: a paste and Send.
  if (Object.keys(checkLengths(form)).length > 0) {
    form.reportValidity()
    return "invalid"
  }
  // The template refuses a send without reCAPTCHA's answer, so none leaves and the box says why.
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
