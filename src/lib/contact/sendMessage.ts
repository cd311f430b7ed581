import type { MailConfig } from "./mailConfig"

/** The library has none; this runs from before it is fetched, so a stalled download counts. */
export const SEND_TIMEOUT_MS = 15_000

/**
 * - unavailable: the code could not be fetched (renamed by a redeploy): retry fails until reload;
 * - unconfirmed: no answer in time, but the request left: sending again may deliver twice;
 * - invalid: a field over its limit or reCAPTCHA unticked; nothing left, and the page says why.
 */
export type SendResult = "sent" | "failed" | "unavailable" | "unconfirmed" | "invalid"

type LateAnswer = "sent" | "failed"

// Shared with mailer.ts, which logs a refusal that comes after the time limit.
export const asError = (reason: unknown) =>
  reason instanceof Error ? reason : new Error(String(reason))

export const logFailure = (error: Error) =>
  console.error(`Contact form: the message was not sent (${error.name}: ${error.message}).`)

type SendOptions = {
  onLateAnswer?: (answer: LateAnswer) => void
  /** The site's own (mailConfig.ts) unless given: it travels with the library. */
  config?: MailConfig
}

/** Declared here so the page's bundle can type mailer.ts without importing it. */
export type SendInTime = (
  form: HTMLFormElement,
  timeUp: Promise<"late">,
  options: SendOptions,
) => Promise<"sent" | "unconfirmed" | "invalid">

type Options = SendOptions & {
  /** Rejects with webpack's ChunkLoadError when the chunk cannot come. */
  load: () => Promise<{ sendInTime: SendInTime }>
}

/** Never throws: every failure is logged for the site owner and told apart in the result. */
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
