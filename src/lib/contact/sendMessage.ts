import type { MailConfig } from "./mailConfig"

/**
 * The library has no timeout of its own: a send with no answer by then is reported to the visitor. It
 * starts before the library is fetched, so a download that never ends is covered too.
 */
export const SEND_TIMEOUT_MS = 15_000

/**
 * - sent: the provider accepted the message;
 * - failed: it did not, or nothing left the page in time; trying again may work;
 * - unavailable: the sending code could not be fetched (typically gone after a redeploy, since its file
 *   name changes with every build): trying again fails the same way until the page is reloaded;
 * - unconfirmed: the request left, and no answer came in time: a failure, told with the error notice.
 *   It cannot be called back (the library's fetch takes no AbortSignal, and a request the provider has
 *   received is not undone by aborting it), so the message may still arrive, and sending it again may
 *   deliver it twice;
 * - invalid: a field is past its length limit (src/lib/contact/limits.ts), or reCAPTCHA's box is not
 *   ticked (./challenge.ts), and nothing left the page. The form checks each field as it is typed once
 *   the sending code is here; a send that came first is checked by that code, and the browser says on
 *   the field what is wrong; the box says so beside it.
 */
export type SendResult = "sent" | "failed" | "unavailable" | "unconfirmed" | "invalid"

/** What became of an unconfirmed send, when the provider answers after all. */
type LateAnswer = "sent" | "failed"

// Shared with mailer.ts, which logs a refusal that comes after the time limit.
export const asError = (reason: unknown) =>
  reason instanceof Error ? reason : new Error(String(reason))

export const logFailure = (error: Error) =>
  console.error(`Contact form: the message was not sent (${error.name}: ${error.message}).`)

type SendOptions = {
  /** Told of the provider's answer to an unconfirmed send, should it come. */
  onLateAnswer?: (answer: LateAnswer) => void
  /** The site's own (mailConfig.ts) unless given: it travels with the library. */
  config?: MailConfig
}

/** The send the sending half (mailer.ts) makes, given the time limit: declared here, which it imports. */
export type SendInTime = (
  form: HTMLFormElement,
  timeUp: Promise<"late">,
  options: SendOptions,
) => Promise<"sent" | "unconfirmed" | "invalid">

type Options = SendOptions & {
  /**
   * Fetches the code that sends (mailer.ts, in the chunk the form fetches on first use, with the library:
   * src/sections/contact/loadMailSender.ts); webpack rejects with a ChunkLoadError when it cannot.
   */
  load: () => Promise<{ sendInTime: SendInTime }>
}

/**
 * Sends the form through @emailjs/browser (src/lib/contact/mailer.ts). Never throws: every failure
 * (missing IDs, an HTTP error, no network, no answer in time, the rate limit, the code not arriving) is
 * logged for the site owner and told apart in the result. What follows the handover to the library
 * (waiting for its answer, an answer that comes late) is in the library's chunk: the page load carries
 * only the time limit, and what to say when the code does not come.
 */
export async function sendMessage(
  form: HTMLFormElement,
  { load, ...options }: Options,
): Promise<SendResult> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeUp = new Promise<"late">((resolve) => {
    timer = setTimeout(resolve, SEND_TIMEOUT_MS, "late")
  })
  try {
    const mailer = await Promise.race([load(), timeUp])
    // Code that arrives after the visitor was told nothing left must not send behind their back.
    if (mailer === "late") {
      throw new Error(`no answer within ${SEND_TIMEOUT_MS / 1000} s; nothing was sent`)
    }
    return await mailer.sendInTime(form, timeUp, options)
  } catch (reason) {
    const error = asError(reason)
    logFailure(error)
    return error.name === "ChunkLoadError" ? "unavailable" : "failed"
  } finally {
    clearTimeout(timer)
  }
}
