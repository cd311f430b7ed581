// reCAPTCHA v2's box in the contact form, when the build has a site key (./recaptcha.ts). Google's script
// is asked for only once the visitor starts on the form, and draws the box into it; the box's answer goes
// with the form, in the field reCAPTCHA adds to it, and the mail template checks it with Google. Fetched
// with the mail library (src/sections/contact/mailSender.ts).

const SCRIPT = "https://www.google.com/recaptcha/api.js"
// The global function api.js calls once grecaptcha is ready (its onload parameter).
const ONLOAD = "contactFormRecaptchaLoaded"
/** The field reCAPTCHA adds to the form it is drawn in, holding the box's answer. */
const ANSWER_FIELD = "g-recaptcha-response"
// As long as a send waits for its answer: a script that has not come by then is not coming.
const LOAD_TIMEOUT_MS = 15_000
// The box's width; in a narrower form it is drawn in its compact shape (164 px wide).
const NORMAL_WIDTH = 304

type Grecaptcha = {
  render: (
    container: HTMLElement,
    parameters: {
      sitekey: string
      size: "normal" | "compact"
      callback: () => void
      "expired-callback": () => void
      "error-callback": () => void
    },
  ) => number
  reset: (widget: number) => void
}

type Page = Window & { grecaptcha?: Grecaptcha; [ONLOAD]?: () => void }

/**
 * Where the box stands: `waiting` for the visitor to start on the form, `loading`, `shown`, or
 * `unavailable` (Google's script could not be fetched: blocked, or offline). `problem`: why the visitor
 * must tick the box, after a send that waited for it (`unanswered`), or an answer that expired or lost
 * its connection (`again`).
 */
type Challenge = {
  stage: "waiting" | "loading" | "shown" | "unavailable"
  size: "normal" | "compact"
  problem: "unanswered" | "again" | null
}

let challenge: Challenge = { stage: "waiting", size: "normal", problem: null }
const watchers = new Set<() => void>()

function update(change: Partial<Challenge>) {
  challenge = { ...challenge, ...change }
  for (const watcher of watchers) watcher()
}

/** For useSyncExternalStore: what the form says about the box follows it. */
export const watchChallenge = (watcher: () => void) => {
  watchers.add(watcher)
  return () => void watchers.delete(watcher)
}
export const currentChallenge = () => challenge

let loading: Promise<Grecaptcha> | undefined

/** Google's script, once per page; a failed fetch may be tried again by a later call. */
function loadScript(): Promise<Grecaptcha> {
  const page = window as Page
  if (page.grecaptcha) return Promise.resolve(page.grecaptcha)
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement("script")
    const fail = () => {
      loading = undefined
      script.remove()
      reject(new Error("reCAPTCHA's script could not be fetched"))
    }
    const timer = setTimeout(fail, LOAD_TIMEOUT_MS)
    page[ONLOAD] = () => {
      clearTimeout(timer)
      if (page.grecaptcha) resolve(page.grecaptcha)
      else fail()
    }
    script.onerror = () => {
      clearTimeout(timer)
      fail()
    }
    // Explicit: api.js draws nothing by itself, and says when it is ready.
    script.src = `${SCRIPT}?render=explicit&onload=${ONLOAD}`
    script.async = true
    document.head.append(script)
  })
  return loading
}

// The box drawn, and the widget reCAPTCHA numbered it.
let drawn: { box: HTMLElement; widget: number } | undefined

/** Draws the box into `box` (once), fetching Google's script first. */
export async function showChallenge(box: HTMLElement, siteKey: string) {
  if (drawn?.box === box || challenge.stage === "loading") return
  const size = box.clientWidth < NORMAL_WIDTH ? "compact" : "normal"
  // A box yet to be drawn has not been answered, nor been asked for.
  update({ stage: "loading", size, problem: null })
  try {
    const grecaptcha = await loadScript()
    const widget = grecaptcha.render(box, {
      sitekey: siteKey,
      size,
      callback: () => update({ problem: null }),
      "expired-callback": () => update({ problem: "again" }),
      "error-callback": () => update({ problem: "again" }),
    })
    drawn = { box, widget }
    update({ stage: "shown" })
  } catch {
    update({ stage: "unavailable" })
  }
}

/** Whether the form holds the box's answer; if not, the form says so by the box. */
export function challengeAnswered(form: HTMLFormElement): boolean {
  const answer = new FormData(form).get(ANSWER_FIELD)
  if (typeof answer === "string" && answer !== "") return true
  update({ problem: "unanswered" })
  return false
}

/** After a send: an answer is good for one check by the provider, so the next send needs a new tick. */
export function resetChallenge() {
  if (drawn?.box.isConnected) (window as Page).grecaptcha?.reset(drawn.widget)
}
