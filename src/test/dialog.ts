// jsdom has no showModal/close; the browser tests prove the real modal. As in browsers, close()
// hides at once and fires `close` a task later; `holdCloseEvents` lets a test put something between
// the two, as a fast Back-then-Forward does.

let pending: HTMLDialogElement[] = []
let held = false

/** Delivers the `close` events that closed dialogs still owe, in order. */
export function flushCloseEvents() {
  const due = pending
  pending = []
  for (const dialog of due) dialog.dispatchEvent(new Event("close"))
}

/** From now until the next installDialog(), close events wait for flushCloseEvents(). */
export function holdCloseEvents() {
  held = true
}

export function installDialog() {
  pending = []
  held = false
  HTMLDialogElement.prototype.showModal = jest.fn(function (this: HTMLDialogElement) {
    this.setAttribute("open", "")
  })
  HTMLDialogElement.prototype.close = jest.fn(function (this: HTMLDialogElement) {
    if (!this.hasAttribute("open")) return
    this.removeAttribute("open")
    pending.push(this)
    setTimeout(() => {
      if (!held) flushCloseEvents()
    })
  })
}
