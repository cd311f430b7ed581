import type { StorageProvider } from "@emailjs/browser"
import { mailConfig } from "./mailConfig"

/** The library has no timeout of its own: a send with no answer by then counts as failed. */
export const SEND_TIMEOUT_MS = 15_000
/** The library's limitRate: one send per this many milliseconds from a browser. */
const THROTTLE = { id: "contact-form", throttle: 10_000 }

const loadMailer = () => import(/* webpackChunkName: "emailjs" */ "@emailjs/browser")

/** Starts fetching the mail library on the first interaction with the form, so the page load has none of it. */
export function preloadMailer() {
  loadMailer().catch(() => {
    // A failed preload is retried by the send itself, which reports the failure.
  })
}

/**
 * localStorage for limitRate, noting whether the library recorded this attempt: a send that then fails
 * must not count, or "Please try again" would be throttled.
 */
function trackedStorage() {
  const attempt = { recorded: false }
  const storage: StorageProvider = {
    get: async (key) => window.localStorage?.getItem(key),
    set: async (key, value) => {
      attempt.recorded = true
      window.localStorage?.setItem(key, value)
    },
    remove: async (key) => window.localStorage?.removeItem(key),
  }
  return { storage, attempt }
}

function describe(reason: unknown): string {
  if (typeof reason === "string") return reason
  if (reason instanceof Error) return `${reason.name}: ${reason.message}`
  if (reason && typeof reason === "object" && "status" in reason) {
    const { status, text } = reason as { status: number; text?: string }
    return `HTTP ${status} ${text ?? ""}`.trim()
  }
  return String(reason)
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms / 1000} s`)), ms)
    promise.then(resolve, reject).finally(() => clearTimeout(timer))
  })
}

/**
 * Posts the form (multipart, to /api/v1.0/email/send-form) through @emailjs/browser's sendForm.
 * Resolves true when the provider accepted it (any 2xx). Never throws: every failure — missing IDs, an
 * HTTP error, no network, no answer in time, the rate limit — resolves false and is logged for the site
 * owner.
 */
export async function sendMessage(form: HTMLFormElement, config = mailConfig): Promise<boolean> {
  const { storage, attempt } = trackedStorage()
  try {
    const { init, sendForm } = await loadMailer()
    const options = { publicKey: config.publicKey, limitRate: THROTTLE, storageProvider: storage }
    // init() is the library's only way to set the origin, and it resets limitRate and storage unless
    // given them, so both are passed here and again with the call.
    init(options, config.origin)
    await withTimeout(sendForm(config.serviceId, config.templateId, form, options), SEND_TIMEOUT_MS)
    return true
  } catch (reason) {
    console.error(`Contact form: the message was not sent (${describe(reason)}).`)
    if (attempt.recorded) await storage.remove(THROTTLE.id)
    return false
  }
}
