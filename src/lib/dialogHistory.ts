// The dialog's history entries are its own, not Gatsby's router's: the router would answer a
// Forward to /articles/<slug>/ by swapping the one page for the resource's own.

const KEY = "resourceAddress"

type DialogEntry = { [KEY]: string }

const isDialogEntry = (state: unknown): state is DialogEntry =>
  typeof state === "object" && state !== null && typeof (state as DialogEntry)[KEY] === "string"

let shown: string | null = null
let titleBefore = ""

function show(path: string | null) {
  if (shown === null) titleBefore = document.title
  if (path === null) document.title = titleBefore
  shown = path
}

export function pushResourceAddress(path: string) {
  // Gatsby keeps its own key in the entry's state (for scroll restoration); it stays.
  const state: unknown = window.history.state
  window.history.pushState({ ...(typeof state === "object" ? state : {}), [KEY]: path }, "", path)
  show(path)
}

/** Only if the dialog still shows `path` once its title arrives. */
export function nameResourceAddress(path: string, title: string) {
  if (shown === path) document.title = title
}

export function leaveResourceAddress() {
  if (isDialogEntry(window.history.state)) window.history.back()
}

export function onResourceAddress(open: (path: string | null) => void) {
  const onPopState = (event: PopStateEvent) => {
    const path = isDialogEntry(event.state) ? event.state[KEY] : null
    if (path === null && shown === null) return
    // Capture on window runs before the router's popstate listener: it keeps the one page.
    event.stopImmediatePropagation()
    show(path)
    open(path)
  }
  window.addEventListener("popstate", onPopState, { capture: true })
  return () => {
    window.removeEventListener("popstate", onPopState, { capture: true })
    shown = null
  }
}
