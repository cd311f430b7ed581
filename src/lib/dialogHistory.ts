// The Resource Details dialog gives each resource its address while it is open: opening pushes
// /articles/<slug>/ (or /podcasts/…, /book-reviews/…) onto the history, closing goes back, and Back and
// Forward close and reopen it. Those entries belong to the dialog, not to Gatsby's router: the router
// would answer a Forward to /articles/<slug>/ by swapping the one page for the resource's own page.

const KEY = "resourceAddress"

type DialogEntry = { [KEY]: string }

const isDialogEntry = (state: unknown): state is DialogEntry =>
  typeof state === "object" && state !== null && typeof (state as DialogEntry)[KEY] === "string"

// The address the dialog shows (null: none), and what the tab was called before it showed one.
let shown: string | null = null
let titleBefore = ""

function show(path: string | null) {
  if (shown === null) titleBefore = document.title
  if (path === null) document.title = titleBefore
  shown = path
}

/** Gives the open resource its address; nameResourceAddress names the tab once the title is known. */
export function pushResourceAddress(path: string) {
  // Gatsby keeps its own key in the entry's state (for scroll restoration); it stays.
  const state: unknown = window.history.state
  window.history.pushState({ ...(typeof state === "object" ? state : {}), [KEY]: path }, "", path)
  show(path)
}

/**
 * Names the tab after the resource at `path` (its title comes with its text), if the dialog still shows
 * it by then.
 */
export function nameResourceAddress(path: string, title: string) {
  if (shown === path) document.title = title
}

/** Once the dialog has closed: back to the one page's entry, if the dialog's is the current one. */
export function leaveResourceAddress() {
  if (isDialogEntry(window.history.state)) window.history.back()
}

/**
 * On Back or Forward into a dialog entry, calls `open` with its path; on the way out of one, with null.
 * Returns the unsubscribe.
 */
export function onResourceAddress(open: (path: string | null) => void) {
  const onPopState = (event: PopStateEvent) => {
    const path = isDialogEntry(event.state) ? event.state[KEY] : null
    if (path === null && shown === null) return
    // A capture listener on window runs before the router's own popstate listener: the router never
    // learns of these entries, and keeps the one page.
    event.stopImmediatePropagation()
    show(path)
    open(path)
  }
  window.addEventListener("popstate", onPopState, { capture: true })
  return () => {
    window.removeEventListener("popstate", onPopState, { capture: true })
    // Without the lists there is no dialog to show an address in.
    shown = null
  }
}
