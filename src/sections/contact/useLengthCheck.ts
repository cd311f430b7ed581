import { useCallback, useState, type RefObject } from "react"
import type { LengthProblems } from "../../lib/contact/limits"
import { arrivedMailSender, withMailSender } from "./loadMailSender"

/**
 * What is too long in the form (`tooLong`), checked by the sending half, which brings the limits: at each
 * input once it is here (`check`), and what was typed before, when it arrives (`fetchHalf`, on first use
 * of the form).
 */
export function useLengthCheck(form: RefObject<HTMLFormElement | null>) {
  const [tooLong, setTooLong] = useState<LengthProblems>({})
  const check = useCallback(() => {
    const half = arrivedMailSender()
    if (half && form.current) setTooLong(half.checkLengths(form.current))
  }, [form])
  const fetchHalf = () => {
    if (!arrivedMailSender()) withMailSender(check)
  }
  return { tooLong, check, fetchHalf }
}
