import { useEffect, useRef, useSyncExternalStore, type ReactNode } from "react"
import { currentChallenge, showChallenge, watchChallenge } from "../../lib/contact/challenge"
import * as styles from "./Recaptcha.module.css"

type Props = {
  siteKey: string
  children?: ReactNode
}

const SAID = {
  unavailable:
    "The “I'm not a robot” check could not be loaded, so the form cannot send. Reload the page to try again: what you typed will still be here.",
  unanswered:
    "Please tick “I'm not a robot” first. Nothing was sent, and what you typed is still here.",
  again: "The “I'm not a robot” check has to be ticked again before you send.",
} as const

/** Drawn on a focus, not on the pointer passing over that fetches this code. */
export function Recaptcha({ siteKey, children }: Props) {
  const box = useRef<HTMLDivElement>(null)
  const { stage, size, problem } = useSyncExternalStore(
    watchChallenge,
    currentChallenge,
    currentChallenge,
  )

  useEffect(() => {
    const element = box.current
    const form = element?.closest("form")
    if (!element || !form) return
    const start = () => void showChallenge(element, siteKey)
    // This code may have come with that first focus, or after it.
    if (form.contains(document.activeElement)) return start()
    form.addEventListener("focusin", start, { once: true })
    return () => form.removeEventListener("focusin", start)
  }, [siteKey])

  const said = stage === "unavailable" ? SAID.unavailable : problem && SAID[problem]
  return (
    <>
      <div ref={box} className={stage === "waiting" ? undefined : styles[size]} />
      <div role="status" className={said ? styles.problem : styles.said}>
        {said && <p>{said}</p>}
        {stage === "unavailable" && children}
      </div>
    </>
  )
}
