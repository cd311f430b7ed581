// Never cut (maxlength drops pasted text without a word): a field past its limit is invalid, so the
// browser refuses to submit and says why, with everything typed kept.

/** Code points, as a person counts them; why these numbers is in docs/decisions/emailjs-4.md. */
export const LENGTH_LIMITS = {
  user_name: 200,
  // RFC 5321 4.5.3.1.3: a path is at most 256 octets, angle brackets included.
  user_email: 254,
  message: 10_000,
} as const

type LimitedField = keyof typeof LENGTH_LIMITS

const LABELS: Record<LimitedField, string> = {
  user_name: "Name",
  user_email: "Email",
  message: "Message",
}

const SURROGATE_PAIR = /[\uD800-\uDBFF][\uDC00-\uDFFF]/g

/** Code points, not UTF-16 units as `length` and `maxlength` count. */
export function charactersIn(text: string): number {
  return text.length - (text.match(SURROGATE_PAIR)?.length ?? 0)
}

const number = (n: number) => n.toLocaleString("en-US")

export function lengthProblem(field: LimitedField, value: string): string | undefined {
  const limit = LENGTH_LIMITS[field]
  // A string has at least as many UTF-16 units as characters: most values need no counting.
  if (value.length <= limit) return undefined
  const count = charactersIn(value)
  if (count <= limit) return undefined
  return `${LABELS[field]} is too long: ${number(count)} characters, over the limit of ${number(limit)}. Please shorten it.`
}

export type LengthProblems = Partial<Record<LimitedField, string>>

/** Marks each field too long as invalid, its message the browser's should it stop a submit. */
export function checkLengths(form: HTMLFormElement): LengthProblems {
  const problems: LengthProblems = {}
  for (const name of Object.keys(LENGTH_LIMITS) as LimitedField[]) {
    const field = form.elements.namedItem(name)
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) continue
    const problem = lengthProblem(name, field.value)
    field.setCustomValidity(problem ?? "")
    if (problem) problems[name] = problem
  }
  return problems
}
