// reCAPTCHA v2's box, drawn once the visitor starts on the form; the mail template checks it.

const SCRIPT = "https://www.google.com/recaptcha/api.js"
// api.js's onload parameter.
const ONLOAD = "contactFormRecaptchaLoaded"
const ANSWER_FIELD = "g-recaptcha-response"
// As long as a send waits for its answer: a script that has not come by then is not coming.
const LOAD_TIMEOUT_MS = 15_000
// Narrower than this, the box is drawn in its compact shape.
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

/** `problem`: a send waited for it (`unanswered`), or its answer expired or dropped (`again`). */
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

export const watchChallenge = (watcher: () => void) => {
  watchers.add(watcher)
  return () => void watchers.delete(watcher)
}
export const currentChallenge = () => challenge

let loading: Promise<Grecaptcha> | undefined

/** A failed fetch may be tried again by a later call. */
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
    // api.js draws nothing by itself, and says when it is ready.
    script.src = `${SCRIPT}?render=explicit&onload=${ONLOAD}`
    script.async = true
    document.head.append(script)
  })
  return loading
}

let drawn: { box: HTMLElement; widget: number } | undefined

export async function showChallenge(box: HTMLElement, siteKey: string) {
  if (drawn?.box === box || challenge.stage === "loading") return
  const size = box.clientWidth < NORMAL_WIDTH ? "compact" : "normal"
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

export function challengeAnswered(form: HTMLFormElement): boolean {
  const answer = new FormData(form).get(ANSWER_FIELD)
  if (typeof answer === "string" && answer !== "") return true
  update({ problem: "unanswered" })
  return false
}

/** An answer is good for one check by the provider, so the next send needs a new tick. */
export function resetChallenge() {
  if (drawn?.box.isConnected) (window as Page).grecaptcha?.reset(drawn.widget)
}
