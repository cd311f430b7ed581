// The sending half of the contact form, fetched with @emailjs/browser as one chunk on first use of the form
// (src/lib/contact/sendMessage.ts), so the page load carries none of it.
import "./hideBlockedStorage"
import { init, sendForm, type StorageProvider } from "@emailjs/browser"
import type { MailConfig } from "./mailConfig"

/** The library's limitRate: one send per this many milliseconds from a browser. */
export const THROTTLE = { id: "contact-form", throttle: 10_000 }

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
  const options = { publicKey: config.publicKey, limitRate: THROTTLE, storageProvider: storage }
  try {
    // init() is the library's only way to set the origin, and it resets limitRate and storage unless
    // given them, so both are passed here and again with the call.
    init(options, config.origin)
    await sendForm(config.serviceId, config.templateId, form, options)
  } catch (reason) {
    // A failed send must not count, or "Please try again" would be refused by the limit.
    if (attempt.recorded) await storage.remove(THROTTLE.id)
    throw new Error(describe(reason))
  }
}
