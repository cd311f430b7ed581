// Firefox as a visitor has it: Debian's firefox-esr, driven by puppeteer-core over WebDriver BiDi, the
// standard protocol Firefox speaks itself. Nothing is downloaded: the browser is the system's.
import { existsSync } from "node:fs"
import puppeteer, { type Browser, type ElementHandle } from "puppeteer-core"
import {
  LOAD_MS,
  WAIT_MS,
  called,
  recordProblems,
  within,
  type Find,
  type Json,
  type Visitor,
} from "./visitor"

const FIREFOX = "/usr/bin/firefox-esr"

/**
 * What page.evaluate is given. Puppeteer types a page function by the handles of its arguments; these
 * take plain JSON (visitor.ts), so they are passed as they are.
 */
type PageFunction = (...args: unknown[]) => unknown

/** Where each page keeps what recordProblems hears: set before the page's first script. */
const PROBLEMS = "__engineProblems"

export async function launchFirefox(origin: string): Promise<Visitor> {
  if (!existsSync(FIREFOX)) {
    throw new Error(
      `No Firefox at ${FIREFOX}: install Debian's package (sudo apt-get install -y firefox-esr).`,
    )
  }
  const browser = await puppeteer.launch({
    browser: "firefox",
    executablePath: FIREFOX,
    headless: true,
    protocol: "webDriverBiDi",
    // Bounds the start and every command: a browser that stops answering fails the step.
    timeout: LOAD_MS,
    protocolTimeout: LOAD_MS,
  })
  try {
    return await visitorIn(browser, origin)
  } catch (error) {
    await closeBrowser(browser)
    throw error
  }
}

async function closeBrowser(browser: Browser) {
  const group = browser.process()?.pid
  await within(WAIT_MS, "Firefox: closing", browser.close()).catch(() => {
    // Puppeteer starts Firefox in a process group of its own: end it whole, by its id.
    if (group) process.kill(-group, "SIGKILL")
  })
}

async function visitorIn(browser: Browser, origin: string): Promise<Visitor> {
  const page = (await browser.pages())[0] ?? (await browser.newPage())
  page.setDefaultTimeout(WAIT_MS)
  page.setDefaultNavigationTimeout(LOAD_MS)
  await page.evaluateOnNewDocument(`(${recordProblems})(window, window.${PROBLEMS} = [])`)
  await page.setViewport({ width: 1280, height: 900 })

  const step = <T>(what: string, work: Promise<T>, ms = WAIT_MS) =>
    within(ms, `Firefox: ${what}`, work)

  /** Does `act` to the element `find` returns, then lets the handle go. */
  async function withElement<A extends Json[]>(
    find: Find<A>,
    args: A,
    act: (element: ElementHandle<Element>) => Promise<void>,
  ) {
    const handle = await page.evaluateHandle(find as PageFunction, ...args)
    try {
      const found = handle.asElement() as ElementHandle<Element> | null
      if (!found) throw new Error(`Firefox: ${called(find, args)} found nothing`)
      await act(found)
    } finally {
      await handle.dispose()
    }
  }

  return {
    engine: "Firefox",
    async open(path) {
      const response = await step(`opening ${path}`, page.goto(origin + path), LOAD_MS)
      if (!response?.ok()) throw new Error(`Firefox: ${path} answered ${response?.status()}`)
    },
    run: (script, ...args) =>
      step(
        `running ${called(script, args)}`,
        page.evaluate(script as PageFunction, ...args),
      ) as Promise<Awaited<ReturnType<typeof script>>>,
    check: (inspect, find, ...args) =>
      step(
        `asking ${called(inspect)} of ${called(find, args)}`,
        (async () => {
          const handle = await page.evaluateHandle(find as PageFunction, ...args)
          try {
            return (await page.evaluate(inspect as PageFunction, handle)) as Awaited<
              ReturnType<typeof inspect>
            >
          } finally {
            await handle.dispose()
          }
        })(),
      ),
    click: (find, ...args) =>
      step(
        `clicking ${called(find, args)}`,
        withElement(find, args, (found) => found.click()),
      ),
    type: (text, find, ...args) =>
      step(
        `typing into ${called(find, args)}`,
        withElement(find, args, (found) => found.type(text)),
      ),
    press: (key) => step(`pressing ${key}`, page.keyboard.press(key)),
    back: () => step("going back", page.goBack()).then(() => undefined),
    resize: (width, height) => step("resizing", page.setViewport({ width, height })),
    problems: () =>
      step(
        "reading the problems",
        page.evaluate(
          (name) => (window as unknown as Record<string, string[] | undefined>)[name] ?? null,
          PROBLEMS,
        ),
      ).then((problems) => problems ?? ["nothing was recorded: the page was not opened by open()"]),
    close: () => closeBrowser(browser),
  }
}
