import { useRef, useState, type FormEvent, type RefObject } from "react"
import { clearDraft } from "../../lib/contact/draft"
import { sendMessage, type SendResult } from "../../lib/contact/sendMessage"
import { arrivedMailSender, loadMailSender } from "./loadMailSender"

/**
 * Sending the contact form, and what became of the last send (`notice`). One send at a time; a message
 * that may still arrive goes again only on a deliberate yes (`asking` is the question); an answer that
 * comes late is shown only while it is news. `trap` is the form's field no person can reach.
 */
export function useSend(
  form: RefObject<HTMLFormElement | null>,
  trap: RefObject<HTMLInputElement | null>,
) {
  const [notice, setNotice] = useState<SendResult | null>(null)
  const [sending, setSending] = useState(false)
  const [asking, setAsking] = useState(false)
  // A ref, not state: a second click or Enter in the same moment must see the send already under way.
  const inFlight = useRef(false)
  // The latest send: an answer that comes late for an earlier one is no longer news.
  const latest = useRef(0)
  // Typed into since the latest send: a late success then leaves the fields alone.
  const edited = useRef(false)

  async function deliver(element: HTMLFormElement) {
    const attempt = ++latest.current
    edited.current = false
    inFlight.current = true
    setSending(true)
    setNotice(null)
    const settle = (result: SendResult) => {
      if (result === "sent" && !edited.current) {
        element.reset()
        clearDraft()
      }
      arrivedMailSender()?.rememberUnconfirmed(result === "unconfirmed")
      setNotice(result)
    }
    try {
      // Only a script posting the raw form can fill the unreachable field: it is shown the usual
      // success and nothing is sent.
      const result = trap.current?.value
        ? "sent"
        : await sendMessage(element, {
            load: loadMailSender,
            onLateAnswer: (answer) => {
              if (attempt !== latest.current) return
              setAsking(false)
              settle(answer)
            },
          })
      settle(result)
    } catch {
      setNotice("failed")
    } finally {
      setSending(false)
      inFlight.current = false
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (inFlight.current) return
    // A message that may still arrive goes again only when the visitor says so.
    if (notice === "unconfirmed") setAsking(true)
    else void deliver(event.currentTarget)
  }

  return {
    notice,
    setNotice,
    sending,
    asking,
    submit,
    /**
     * The visitor's answer to the question: send again, or not. The fields are as the browser checked
     * them for the Send that asked: the question is modal, nothing behind it can change.
     */
    answer: (again: boolean) => {
      setAsking(false)
      if (again && form.current) void deliver(form.current)
    },
    /** The visitor has typed into the form. */
    typed: () => {
      edited.current = true
    },
  }
}
