// jsdom has no HTMLDialogElement.showModal/close; these stand in at that boundary. The browser tests prove
// the real modal behaviour (inert page, Escape, focus).
export function installDialog() {
  HTMLDialogElement.prototype.showModal = jest.fn(function (this: HTMLDialogElement) {
    this.setAttribute("open", "")
  })
  HTMLDialogElement.prototype.close = jest.fn(function (this: HTMLDialogElement) {
    this.removeAttribute("open")
    this.dispatchEvent(new Event("close"))
  })
}
