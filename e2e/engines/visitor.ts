// What a test can do in a page, the same in every engine (e2e/engines/firefox.ts, webkit.ts), and the
// bounded waits every step goes through: a browser that hangs fails the step, saying what it was doing.

/** What crosses into the page and back: what survives JSON. */
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json }

/**
 * A function run inside the page. It is sent as its source, so it may use only its arguments and the
 * page's globals, never anything imported or defined beside it.
 */
export type InPage<A extends Json[], R> = (...args: A) => R | Promise<R>

/** Finds, inside the page, the element a visitor would act on; nothing if it is not there. */
export type Find<A extends Json[]> = (...args: A) => Element | null | undefined

/** Asks, inside the page, something of an element a Find found (null when it found none). */
type Inspect<R> = (element: Element | null) => R | Promise<R>

export type Visitor = {
  /** The engine, as test names and failures call it: "Firefox", "WebKit". */
  engine: string
  /**
   * Loads `path` of the site anew at the window size last set, recording from before its first script
   * every console error, uncaught error, failed load and policy violation (problems()), and waits for
   * its load event. Fails if the server answers it with an error.
   */
  open(path: string): Promise<void>
  /** Runs `script` in the page and resolves to what it returns. */
  run<A extends Json[], R extends Json | void>(script: InPage<A, R>, ...args: A): Promise<R>
  /** Asks `inspect` of the element `find` returns, in the page. */
  check<A extends Json[], R extends Json>(
    inspect: Inspect<R>,
    find: Find<A>,
    ...args: A
  ): Promise<R>
  /** Clicks, as a pointer does, the element `find` returns; fails if it returns none. */
  click<A extends Json[]>(find: Find<A>, ...args: A): Promise<void>
  /** Types `text` into the element `find` returns, as a keyboard does. */
  type<A extends Json[]>(text: string, find: Find<A>, ...args: A): Promise<void>
  /** Presses a key where the focus is. */
  press(key: "Escape"): Promise<void>
  /** The browser's Back. */
  back(): Promise<void>
  /** Sets the page's width and height in CSS pixels, now and for every page opened after. */
  resize(width: number, height: number): Promise<void>
  /** What went wrong in the page since open(), one line each: none on a healthy page. */
  problems(): Promise<string[]>
  /** Ends the browser and everything started for it, whatever state it is in. */
  close(): Promise<void>
}

/** How a failure names a function sent to the page: listLink({"list":"Articles","path":"/articles/…"}). */
export const called = (fn: { name: string }, args: Json[] = []) =>
  `${fn.name || "a script"}(${args.map((arg) => JSON.stringify(arg)).join(", ")})`

/** The longest a visitor waits for something to show: as long as the Playwright tests' expect. */
export const WAIT_MS = 10_000
/** The longest a page may take to load, on a machine with both cores busy. */
export const LOAD_MS = 30_000

/** Rejects with `what` if `promise` has not settled within `ms`, instead of waiting for ever. */
export async function within<T>(ms: number, what: string, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms / 1000} s`)), ms)
  })
  try {
    return await Promise.race([promise, timeout])
  } finally {
    clearTimeout(timer)
  }
}

/**
 * Asks `probe` until it answers something truthy, and resolves to that; after `ms`, fails saying what
 * was awaited and what the last answer was.
 */
export async function poll<R>(
  what: string,
  probe: () => Promise<R>,
  ms = WAIT_MS,
): Promise<NonNullable<R>> {
  const deadline = Date.now() + ms
  for (;;) {
    const answer = await probe()
    if (answer) return answer
    if (Date.now() > deadline) {
      throw new Error(
        `waited ${ms / 1000} s for ${what}; the last answer was ${JSON.stringify(answer)}`,
      )
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/**
 * Runs `assertion` until it passes, as Playwright's expect.poll does; after WAIT_MS fails naming the
 * engine, what was awaited and the assertion's last failure.
 */
export async function until(visitor: Visitor, what: string, assertion: () => Promise<void>) {
  const deadline = Date.now() + WAIT_MS
  for (;;) {
    try {
      return await assertion()
    } catch (error) {
      if (Date.now() > deadline) {
        throw new Error(
          `${visitor.engine}: waited ${WAIT_MS / 1000} s for ${what}:\n${(error as Error).message}`,
        )
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/**
 * Installs, on a window whose document has not started yet, listeners that write every problem into
 * `problems`: a Content-Security-Policy violation, an uncaught error or rejection, a resource that
 * failed to load, a console.error. In the page; the listeners may belong to another window of the same
 * origin (WebKit's way in, e2e/engines/webkit.ts), so nothing here relies on the page's own classes.
 */
export function recordProblems(target: Window & typeof globalThis, problems: string[]) {
  target.addEventListener("securitypolicyviolation", (event) =>
    problems.push(`policy violation: ${event.violatedDirective} blocked ${event.blockedURI}`),
  )
  // In the capture phase, so that a script, stylesheet or image that fails to load is heard too.
  target.addEventListener(
    "error",
    (event) => {
      const source = event.target as { src?: string; href?: string } | null
      problems.push(
        event.target === target
          ? `uncaught error: ${(event as ErrorEvent).message}`
          : `failed to load: ${source?.src || source?.href || "(unknown)"}`,
      )
    },
    true,
  )
  target.addEventListener("unhandledrejection", (event) =>
    problems.push(`unhandled rejection: ${String(event.reason)}`),
  )
  const consoleError = target.console.error
  target.console.error = (...args: unknown[]) => {
    problems.push(`console.error: ${args.map(String).join(" ")}`)
    consoleError.apply(target.console, args)
  }
}
