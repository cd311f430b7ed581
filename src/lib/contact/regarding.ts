// A link that leads to the contact form naming what it is about (an offer, an event): the form puts
// "Regarding: <name>" at the top of the message, where the visitor can still change it.
import type { MouseEvent } from "react"
import { sectionIds } from "../../model/sectionIds"
import { MESSAGE_FIELD_ID } from "./messageField"

const PARAM = "regarding"
// An address is typed by anyone: only a name's length of plain text goes into the message.
const MAX_LENGTH = 120

/** The one page's contact form, about `name`: a plain link that works before any script. */
export const regardingHref = (name: string) =>
  `/?${PARAM}=${encodeURIComponent(name)}#${sectionIds.contact}`

/** The name an address asks the form to be about, as plain text on one line, or null. */
export function regardingFrom(search: string): string | null {
  const value = new URLSearchParams(search).get(PARAM)
  if (!value) return null
  const name = value
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim()
  return name ? [...name].slice(0, MAX_LENGTH).join("") : null
}

export const regardingLine = (name: string) => `Regarding: ${name}`

/** Names `name` at the top of the message, once; what the visitor wrote stays below it. */
export function nameInMessage(message: HTMLTextAreaElement, name: string) {
  const line = regardingLine(name)
  // A whole line: "Regarding: Team coaching" is not named by "Regarding: Team coaching intensive".
  if (message.value.split("\n").includes(line)) return
  message.value = `${line}\n\n${message.value}`
  // The form keeps its draft and checks its limits on input, as if the visitor had typed it.
  message.dispatchEvent(new Event("input", { bubbles: true }))
}

/**
 * On a plain click, fills in the form on this page instead of loading the page again: the message
 * names `name`, and the caret waits after it.
 */
export function askAbout(event: MouseEvent<HTMLAnchorElement>, name: string) {
  const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey
  if (event.defaultPrevented || event.button !== 0 || modified) return
  const message = document.getElementById(MESSAGE_FIELD_ID)
  if (!(message instanceof HTMLTextAreaElement)) return
  event.preventDefault()
  nameInMessage(message, name)
  document.getElementById(sectionIds.contact)?.scrollIntoView()
  message.focus({ preventScroll: true })
  message.setSelectionRange(message.value.length, message.value.length)
}

/**
 * Names in the message what the address is about (/?regarding=…#contact, a link from an event's page
 * or an offer), once: the address then loses it, so a reload does not put back what the visitor
 * removed. Run by the offers and the events on the one page, whose code only such a link needs.
 */
export function nameFromAddress() {
  const regarding = regardingFrom(window.location.search)
  const message = document.getElementById(MESSAGE_FIELD_ID)
  if (!regarding || !(message instanceof HTMLTextAreaElement)) return
  nameInMessage(message, regarding)
  const { pathname, hash } = window.location
  window.history.replaceState(window.history.state, "", `${pathname}${hash}`)
}
