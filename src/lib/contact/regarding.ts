// A link to the contact form naming what it is about; the visitor can still change the line.
import type { MouseEvent } from "react"
import { sectionIds } from "../../model/sectionIds"
import { MESSAGE_FIELD_ID } from "./messageField"

const PARAM = "regarding"
// An address is typed by anyone: only a name's length of plain text goes into the message.
const MAX_LENGTH = 120

export const regardingHref = (name: string) =>
  `/?${PARAM}=${encodeURIComponent(name)}#${sectionIds.contact}`

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

export function nameInMessage(message: HTMLTextAreaElement, name: string) {
  const line = regardingLine(name)
  // A whole line: "Regarding: Team coaching" is not named by "Regarding: Team coaching intensive".
  if (message.value.split("\n").includes(line)) return
  message.value = `${line}\n\n${message.value}`
  // The form keeps its draft and checks its limits on input.
  message.dispatchEvent(new Event("input", { bubbles: true }))
}

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

/** The address then loses it, so a reload does not put back what the visitor removed. */
export function nameFromAddress() {
  const regarding = regardingFrom(window.location.search)
  const message = document.getElementById(MESSAGE_FIELD_ID)
  if (!regarding || !(message instanceof HTMLTextAreaElement)) return
  nameInMessage(message, regarding)
  const { pathname, hash } = window.location
  window.history.replaceState(window.history.state, "", `${pathname}${hash}`)
}
