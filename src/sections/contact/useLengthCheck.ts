import { useCallback, useState, type RefObject } from "react"
import type { LengthProblems } from "../../lib/contact/limits"
import { arrivedSendingHalf, withSendingHalf } from "./loadSendingHalf"

/**
 * What is too long in the form (`tooLong`), checked by the sending half, which brings the limits: at each
 * input once it is here (`check`), and what was typed before, when it arrives (`fetchHalf`, on first use
 * of the form).
 */
export function useLengthCheck(form: RefObject<HTMLFormElement | null>) {
  const [tooLong, setTooLong] = useState<LengthProblems>({})
  const check = useCallback(() => {
    const half = arrivedSendingHalf()
    if (half && form.current) setTooLong(half.checkLengths(form.current))
  }, [form])
  const fetchHalf = () => {
    if (!arrivedSendingHalf()) withSendingHalf(check)
  }
  return { tooLong, check, fetchHalf }
}
