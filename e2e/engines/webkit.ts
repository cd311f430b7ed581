// WebKit as Linux has it: WebKitGTK's MiniBrowser (Debian's libwebkit2gtk-4.1-0), driven by
// selenium-webdriver through WebKitWebDriver (Debian's webkit2gtk-driver), on a virtual X display of its
// own (Xvfb). Every process started here is ended by close(), by its id, whatever happened before.
import { spawn, type ChildProcess } from "node:child_process"
import { existsSync, readdirSync } from "node:fs"
import { createServer, type AddressInfo } from "node:net"
import path from "node:path"
import { Builder, Key, type WebDriver, type WebElement } from "selenium-webdriver"
import {
  LOAD_MS,
  WAIT_MS,
  called,
  poll,
  recordProblems,
  within,
  type Find,
  type Json,
  type Visitor,
} from "./visitor"

const XVFB = "/usr/bin/Xvfb"
const DRIVER = "/usr/bin/WebKitWebDriver"
const INSTALL = "install Debian's packages (sudo apt-get install -y webkit2gtk-driver xvfb)"

/** MiniBrowser sits in the library's folder, which is named after the machine's architecture. */
function miniBrowser() {
  const found = readdirSync("/usr/lib")
    .map((folder) => path.join("/usr/lib", folder, "webkit2gtk-4.1", "MiniBrowser"))
    .find((file) => existsSync(file))
  if (!found) throw new Error(`No MiniBrowser in /usr/lib/*/webkit2gtk-4.1/: ${INSTALL}.`)
  return found
}

const KEYS = { Escape: Key.ESCAPE }

/** Where the window that opens each page keeps what recordProblems hears in it (see open below). */
const PROBLEMS = "__engineProblems"

/**
 * WebDriver's classic protocol, all WebKitWebDriver speaks, cannot run a script before a page's own,
 * nor read the console (MiniBrowser under automation writes none out: WebKit prints a page's console
 * only outside an ephemeral session, PageConsoleClient::addMessage, and automation's session is one).
 * So each page is opened in a new window by a click in a page of the same origin, which puts
 * recordProblems on the new window before its document starts: the HTML standard keeps that Window for
 * the document that replaces the initial about:blank when their origins match ("initialize the
 * document object"), listeners and all. Its argument is the address; it returns the button to click.
 */
const OPENER = `
  const button = document.createElement("button");
  button.textContent = "open";
  button.addEventListener("click", () => {
    button.remove();
    const opened = window.open(arguments[0]);
    window.${PROBLEMS} = [];
    (${recordProblems})(opened, window.${PROBLEMS});
  });
  document.body.append(button);
  return button;
`

/** A port nobody listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once("error", reject)
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo
      server.close(() => resolve(port))
    })
  })
}

/** The last lines a process wrote, to say why it stopped. */
function tail(child: ChildProcess) {
  const lines: string[] = []
  const keep = (chunk: Buffer) => lines.push(...String(chunk).split("\n").filter(Boolean))
  child.stdout?.on("data", keep)
  child.stderr?.on("data", keep)
  return () => lines.slice(-10).join("\n")
}

/**
 * Ends a process and everything it started (its process group, by the process's id) with `signal`,
 * then with SIGKILL if it has not ended within WAIT_MS; nothing if the group is gone already.
 */
async function end(child: ChildProcess | undefined, signal: NodeJS.Signals = "SIGKILL") {
  const group = child?.pid
  if (!child || !group) return
  const signalGroup = (which: NodeJS.Signals) => {
    try {
      process.kill(-group, which)
    } catch {
      // No process is left in the group.
    }
  }
  const running = child.exitCode === null && child.signalCode === null
  const ended = running ? new Promise((resolve) => child.once("exit", resolve)) : undefined
  signalGroup(signal)
  if (ended) await within(WAIT_MS, "ending", ended).catch(() => signalGroup("SIGKILL"))
}

/** Starts Xvfb on the first free display, which it names itself (-displayfd), and resolves to it. */
async function startXvfb(): Promise<{ xvfb: ChildProcess; display: string }> {
  if (!existsSync(XVFB)) throw new Error(`No Xvfb at ${XVFB}: ${INSTALL}.`)
  const xvfb = spawn(
    XVFB,
    ["-displayfd", "3", "-nolisten", "tcp", "-screen", "0", "1280x1024x24"],
    {
      stdio: ["ignore", "ignore", "pipe", "pipe"],
      detached: true,
    },
  )
  const output = tail(xvfb)
  const display = new Promise<string>((resolve, reject) => {
    xvfb.stdio[3]!.once("data", (chunk) => resolve(`:${String(chunk).trim()}`))
    xvfb.once("exit", (code) => reject(new Error(`Xvfb ended (${code}):\n${output()}`)))
  })
  try {
    return { xvfb, display: await within(WAIT_MS, "WebKit: starting Xvfb", display) }
  } catch (error) {
    await end(xvfb, "SIGTERM")
    throw error
  }
}

/** Starts WebKitWebDriver on `display` and resolves to its address once it answers. */
async function startDriver(display: string) {
  if (!existsSync(DRIVER)) throw new Error(`No WebKitWebDriver at ${DRIVER}: ${INSTALL}.`)
  const port = await freePort()
  // Its own process group, so that close() ends MiniBrowser and WebKit's processes with it.
  const driver = spawn(DRIVER, [`--port=${port}`], {
    env: { ...process.env, DISPLAY: display },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  })
  const output = tail(driver)
  const address = `http://127.0.0.1:${port}`
  const answering = async () => {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver ended:\n${output()}`)
    const status = fetch(`${address}/status`, { signal: AbortSignal.timeout(WAIT_MS) })
    return (await status.catch(() => undefined))?.ok
  }
  try {
    await poll("WebKitWebDriver to answer", answering)
  } catch (error) {
    await end(driver)
    throw error
  }
  return { driver, address, output }
}

export async function launchWebKit(origin: string): Promise<Visitor> {
  const binary = miniBrowser()
  const { xvfb, display } = await startXvfb()
  let driverProcess: ChildProcess | undefined
  let session: WebDriver | undefined
  const close = async () => {
    if (session) await within(WAIT_MS, "WebKit: closing", session.quit()).catch(() => undefined)
    await end(driverProcess)
    // Asked to end, Xvfb removes its display's lock file and socket.
    await end(xvfb, "SIGTERM")
  }
  try {
    const started = await startDriver(display)
    driverProcess = started.driver
    session = await within(
      LOAD_MS,
      "WebKit: starting MiniBrowser",
      new Builder()
        .usingServer(started.address)
        .withCapabilities({
          browserName: "MiniBrowser",
          "webkitgtk:browserOptions": { binary, args: ["--automation"] },
        })
        .build(),
    ).catch((error: Error) => {
      throw new Error(`${error.message}\nWebKitWebDriver said:\n${started.output()}`)
    })
    return await visitorIn(session, origin, close)
  } catch (error) {
    await close()
    throw error
  }
}

async function visitorIn(
  driver: WebDriver,
  origin: string,
  close: () => Promise<void>,
): Promise<Visitor> {
  await driver.manage().setTimeouts({ script: WAIT_MS, pageLoad: LOAD_MS, implicit: 0 })
  // The window each page is opened from: a page of the site with no script of its own.
  await driver.get(`${origin}/robots.txt`)
  const opener = await driver.getWindowHandle()
  let current: string | undefined
  let size = { width: 1280, height: 900 }

  const step = <T>(what: string, work: Promise<T>, ms = WAIT_MS) =>
    within(ms, `WebKit: ${what}`, work)

  async function element<A extends Json[]>(find: Find<A>, args: A) {
    const found = await driver.executeScript<WebElement | null>(find, ...args)
    if (!found) {
      throw new Error(`WebKit: ${called(find, args)} found nothing`)
    }
    return found
  }

  /** Sets the window to `size`, which the page sees a moment later. */
  async function fit() {
    await driver.manage().window().setRect(size)
    let width = 0
    const fitted = async () => {
      width = await driver.executeScript<number>(() => innerWidth)
      return width === size.width
    }
    await poll(`a page ${size.width} px wide`, fitted).catch(() => {
      // MiniBrowser's window is never narrower than its toolbar allows (447 px).
      throw new Error(
        `WebKit: asked for a page ${size.width} px wide, MiniBrowser gave ${width} px`,
      )
    })
  }

  /** Opens `url` from the opener's window; resolves once the new window is the current one. */
  async function openWindow(url: string) {
    if (current) {
      await driver.switchTo().window(current)
      await driver.close()
      current = undefined
    }
    await driver.switchTo().window(opener)
    const before = await driver.getAllWindowHandles()
    const button = await driver.executeScript<WebElement>(OPENER, url)
    await button.click()
    current = await poll("the page's window to open", async () =>
      (await driver.getAllWindowHandles()).find((each) => !before.includes(each)),
    )
    await driver.switchTo().window(current)
    await fit()
    await poll(
      "the page to load",
      () =>
        driver.executeScript<boolean>(
          (href: string) => location.href === href && document.readyState === "complete",
          url,
        ),
      LOAD_MS,
    )
  }

  return {
    engine: "WebKit",
    async open(path) {
      const url = origin + path
      // WebDriver does not say how a page was answered; the server is asked the same.
      const { status } = await fetch(url, { signal: AbortSignal.timeout(WAIT_MS) })
      if (status >= 400) throw new Error(`WebKit: ${path} answered ${status}`)
      await step(`opening ${path}`, openWindow(url), LOAD_MS + WAIT_MS)
    },
    run: (script, ...args) =>
      step(`running ${called(script, args)}`, driver.executeScript(script, ...args)),
    check: (inspect, find, ...args) =>
      step(
        `asking ${called(inspect)} of ${called(find, args)}`,
        (async () => {
          const found = await driver.executeScript<WebElement | null>(find, ...args)
          return driver.executeScript(inspect, found)
        })(),
      ),
    click: (find, ...args) =>
      step(
        `clicking ${called(find, args)}`,
        element(find, args).then((found) => found.click()),
      ),
    type: (text, find, ...args) =>
      step(
        `typing into ${called(find, args)}`,
        element(find, args).then((found) => found.sendKeys(text)),
      ),
    press: (key) => step(`pressing ${key}`, driver.actions().sendKeys(KEYS[key]).perform()),
    back: () => step("going back", driver.navigate().back()),
    async resize(width, height) {
      size = { width, height }
      if (current) await step("resizing", fit())
    },
    problems: () =>
      step(
        "reading the problems",
        driver.executeScript<string[] | null>(
          (name: string) =>
            (window.opener as Record<string, string[] | undefined> | null)?.[name] ?? null,
          PROBLEMS,
        ),
      ).then((problems) => problems ?? ["nothing was recorded: the page was not opened by open()"]),
    close,
  }
}
