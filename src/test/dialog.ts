// jsdom has no HTMLDialogElement.showModal/close; these stand in at that boundary. The browser tests prove
// the real modal behaviour (inert page, Escape, focus).
//
// As in browsers, close() hides the dialog at once and fires its `close` event a task later. A test can
// hold those events back (`holdCloseEvents`) and deliver them when it chooses (`flushCloseEvents`), to put
// something between the two, as a fast Back-then-Forward does in a browser.

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
