import { useCallback, useState, type RefObject } from "react"
import type { LengthProblems } from "../../lib/contact/limits"
import { arrivedMailSender, withMailSender } from "./loadMailSender"

/** The sending half brings the limits: checked at each input, and on arrival for earlier input. */
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
