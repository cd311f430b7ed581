import { useRef, useState, type FormEvent, type RefObject } from "react"
import { clearDraft } from "../../lib/contact/draft"
import { sendMessage, type SendResult } from "../../lib/contact/sendMessage"
import { arrivedMailSender, loadMailSender } from "./loadMailSender"

/** A message that may still arrive goes again only on a deliberate yes. */
export function useSend(
  form: RefObject<HTMLFormElement | null>,
  trap: RefObject<HTMLInputElement | null>,
) {
  const [notice, setNotice] = useState<SendResult | null>(null)
  const [sending, setSending] = useState(false)
  const [asking, setAsking] = useState(false)
  // A ref, not state: a second click in the same moment must see the send under way.
  const inFlight = useRef(false)
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
      // Only a script posting the raw form fills the trap: it is thanked and nothing is sent.
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
    if (notice === "unconfirmed") setAsking(true)
    else void deliver(event.currentTarget)
  }

  return {
    notice,
    setNotice,
    sending,
    asking,
    submit,
    /** The question is modal, so the fields are as the browser checked them for that Send. */
    answer: (again: boolean) => {
      setAsking(false)
      if (again && form.current) void deliver(form.current)
    },
    typed: () => {
      edited.current = true
    },
  }
}
