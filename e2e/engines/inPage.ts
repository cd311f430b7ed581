// What the engine tests look for in the page, found as a visitor finds it: by role, name, label and text,
// as the Playwright tests do (e2e/page.spec.ts, resources.spec.ts, contact.spec.ts). Each function runs
// inside the page (InPage and Find in visitor.ts): it may use only its argument and the page's globals.

/** The button whose text is `name`, e.g. "Send", or "Toggle Menu" (its visually hidden label). */
export function button(name: string) {
  return [...document.querySelectorAll("button")].find((each) => each.textContent?.trim() === name)
}

/** The link of the main menu named `name`, exactly: another may begin with the same words. */
export function menuLink(name: string) {
  return [...document.querySelectorAll('nav[aria-label="Main"] a')].find(
    (link) => link.textContent?.trim() === name,
  )
}

/**
 * The link to `path` in the resource list whose heading is `list` ("Articles", "Book Reviews"): by its
 * address, which no other item shares, as a title or a place in the list may be.
 */
export function listLink({ list, path }: { list: string; path: string }) {
  const named = [...document.querySelectorAll("ul[aria-labelledby]")].find(
    (ul) => document.getElementById(ul.getAttribute("aria-labelledby")!)?.textContent === list,
  )
  return [...(named?.querySelectorAll("a") ?? [])].find(
    (link) => link.getAttribute("href") === path,
  )
}

/** The dialog named `name` by its heading, e.g. "Resource Details". */
export function dialog(name: string) {
  return [...document.querySelectorAll("dialog[aria-labelledby]")].find(
    (each) => document.getElementById(each.getAttribute("aria-labelledby")!)?.textContent === name,
  )
}

/** The first element matching `selector` in the open dialog: its "h3" title, its "article". */
export function inOpenDialog(selector: string) {
  return [...document.querySelectorAll("dialog")].find((each) => each.open)?.querySelector(selector)
}

/** The button named `name` in the open dialog, e.g. "Close". */
export function dialogButton(name: string) {
  const open = [...document.querySelectorAll("dialog")].find((each) => each.open)
  return [...(open?.querySelectorAll("button") ?? [])].find(
    (each) => each.textContent?.trim() === name,
  )
}

/** The form field whose label is `label`, exactly: the sections' headings are labels too. */
export function field(label: string) {
  const found = [...document.querySelectorAll("label")].find(
    (each) => each.textContent?.trim() === label,
  )
  return found?.htmlFor ? document.getElementById(found.htmlFor) : null
}

/** The first element matching `selector`, e.g. "main". */
export function first(selector: string) {
  return document.querySelector(selector)
}

/** The page's one h1. */
export function mainHeading() {
  const all = document.querySelectorAll("h1")
  return all.length === 1 ? all[0] : null
}

/** The live regions of the contact form: the status notice and, on an error, the alert. */
export function notices() {
  const text = (role: string) =>
    [...document.querySelectorAll(`#contact [role="${role}"]`)]
      .map((each) => each.textContent?.trim())
      .join(" ")
  return { status: text("status"), alert: text("alert") }
}

/**
 * Starts noting what the contact form hears: "invalid" when the browser's validation refuses a field,
 * "submit" when it lets the form be sent. Read with formEvents().
 */
export function watchForm() {
  const form = document.querySelector("#contact form")
  const heard: string[] = []
  Object.assign(window, { __formEvents: heard })
  form?.addEventListener(
    "invalid",
    (event) => heard.push(`invalid ${(event.target as HTMLInputElement).name}`),
    true,
  )
  form?.addEventListener("submit", () => heard.push("submit"), true)
  return Boolean(form)
}

export const formEvents = () =>
  (window as unknown as { __formEvents?: string[] }).__formEvents ?? null

/** Puts an inline script in the page, as injected markup would; resolves to whether it ran. */
export function injectScript() {
  const script = document.createElement("script")
  script.textContent = "window.__injectedRan = true"
  document.body.append(script)
  return Boolean((window as unknown as { __injectedRan?: boolean }).__injectedRan)
}

// What is asked of an element found above (null when there was none).

/** Whether the element is shown: laid out, not hidden, not transparent. */
export const shown = (element: Element | null) =>
  Boolean(element?.checkVisibility({ opacityProperty: true, visibilityProperty: true }))

/** Its text as a visitor reads it: a line break is a space, and runs of white space are one. */
export const readable = (element: Element | null) =>
  element instanceof HTMLElement ? element.innerText.replace(/\s+/g, " ").trim() : null

/** Where a link leads, as its HTML says it: "/articles/some-piece/". */
export const href = (element: Element | null) => element?.getAttribute("href") ?? null

export const isOpen = (element: Element | null) =>
  element instanceof HTMLDialogElement && element.open

/** Whether a button can be pressed. */
export const enabled = (element: Element | null) =>
  element instanceof HTMLButtonElement && !element.disabled

export const valueOf = (element: Element | null) =>
  element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement
    ? element.value
    : null

/** What the browser's own form validation says of a field. */
export const validity = (element: Element | null) =>
  element instanceof HTMLInputElement
    ? { valid: element.validity.valid, message: element.validationMessage }
    : null

// Whole-page answers.

export const pathname = () => location.pathname
export const hash = () => location.hash

/**
 * Scrolls the element to the middle of the window and waits until whatever plays on it as it comes into
 * view (an item's bounce-in) has finished, so that a click lands where it is, not where it was.
 */
export async function settled(element: Element | null) {
  if (!element) return false
  element.scrollIntoView({ block: "center", behavior: "instant" })
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve))
  // Entrances start in the frames after an intersection observer has seen the element.
  await frame()
  await frame()
  const moving = document
    .getAnimations()
    .filter((animation) => {
      const target = (animation.effect as KeyframeEffect | null)?.target
      return target instanceof Element && target.contains(element)
    })
    .map((animation) => animation.finished)
  await Promise.all(moving)
  return true
}

/**
 * Scrolls the whole page down half a screen at a time, as a reader would (e2e/visit.ts), so lazy images
 * load and entrances play, each under the page's policy; then back to the top.
 */
export async function readThrough() {
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve))
  for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
    scrollTo({ top: y, behavior: "instant" })
    await frame()
    await frame()
  }
  scrollTo({ top: 0, behavior: "instant" })
  return true
}

/** The page's pictures still on their way, and those that came broken (or never came), by address. */
export function pictures() {
  const all = [...document.images]
  return {
    coming: all.filter((image) => !image.complete).map((image) => image.currentSrc || image.src),
    broken: all
      .filter((image) => image.complete && image.naturalWidth === 0)
      .map((image) => image.currentSrc || image.src),
  }
}
