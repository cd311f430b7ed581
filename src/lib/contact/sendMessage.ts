import { mailConfig } from "./mailConfig"

/**
 * The library has no timeout of its own: a send with no answer by then counts as failed. It starts before
 * the library is fetched, so a download that never ends is covered too.
 */
export const SEND_TIMEOUT_MS = 15_000

/**
 * - sent: the provider accepted the message;
 * - failed: it did not, or did not answer in time; trying again may work;
 * - unavailable: the sending code could not be fetched (typically gone after a redeploy, since its file
 *   name changes with every build): trying again fails the same way until the page is reloaded.
 */
export type SendResult = "sent" | "failed" | "unavailable"

const loadMailer = () => import(/* webpackChunkName: "emailjs" */ "./mailer")
type LoadMailer = typeof loadMailer

/** Starts fetching the sending code on the first interaction with the form, so the page load has none of it. */
export function preloadMailer() {
  loadMailer().catch(() => {
    // A failed preload is retried by the send itself, which reports the failure.
  })
}

/**
 * Sends the form through @emailjs/browser (src/lib/contact/mailer.ts). Never throws: every failure
 * (missing IDs, an HTTP error, no network, no answer in time, the rate limit, the code not arriving) is
 * logged for the site owner and told apart in the result.
 */
export async function sendMessage(
  form: HTMLFormElement,
  config = mailConfig,
  load: LoadMailer = loadMailer,
): Promise<SendResult> {
  let timer: ReturnType<typeof setTimeout> | undefined
  let late = false
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      late = true
      reject(new Error(`no answer within ${SEND_TIMEOUT_MS / 1000} s`))
    }, SEND_TIMEOUT_MS)
  })
  const sending = load().then((mailer) => {
    // Code that arrives after the visitor was told it failed must not send behind their back.
    if (late) throw new Error("the sending code arrived after the time limit; nothing was sent")
    return mailer.send(form, config)
  })
  try {
    await Promise.race([sending, timeout])
    return "sent"
  } catch (reason) {
    const error = reason instanceof Error ? reason : new Error(String(reason))
    console.error(`Contact form: the message was not sent (${error.name}: ${error.message}).`)
    return error.name === "ChunkLoadError" ? "unavailable" : "failed"
  } finally {
    // An answer after the limit is ignored: the visitor has already been told (see the README).
    clearTimeout(timer)
  }
}
