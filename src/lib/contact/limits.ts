// How long each field of the contact form may be, and what the form says past that. The fields are never
// cut (no maxlength, which drops pasted text without a word): a field past its limit is marked invalid,
// so the browser refuses to submit the form, and says why beside it, with everything typed kept.

/**
 * In characters (Unicode code points: an emoji counts as one, as a person counts it). Each is far past
 * what anyone writes in good faith. Together they keep the mail inside EmailJS's 50 kB cap on a template
 * with its variables filled in (its user guide: "Requests that use huge templates will be ignored"): a
 * code point is at most 4 bytes in UTF-8 (a line break, sent as CRLF, 2), so even all in emoji the three
 * fields come to about 41 kB, and the visitor hears of the limit here, not as a failed send.
 */
export const LENGTH_LIMITS = {
  // Room for titles, several given names and a transliteration, several times over.
  user_name: 200,
  // RFC 5321 4.5.3.1.3: a path is at most 256 octets, angle brackets included, so an address 254.
  user_email: 254,
  // About 1,500 words: a first message to a coach is a few paragraphs.
  message: 10_000,
} as const

type LimitedField = keyof typeof LENGTH_LIMITS

/** What each field is called on the page, so a message names the field the visitor sees. */
const LABELS: Record<LimitedField, string> = {
  user_name: "Name",
  user_email: "Email",
  message: "Message",
}

const SURROGATE_PAIR = /[\uD800-\uDBFF][\uDC00-\uDFFF]/g

/** Characters as a person counts them (code points), not UTF-16 units as `length` and `maxlength` do. */
export function charactersIn(text: string): number {
  return text.length - (text.match(SURROGATE_PAIR)?.length ?? 0)
}

const number = (n: number) => n.toLocaleString("en-US")

/** What the form says about a field's value: nothing while it is within its limit. */
export function lengthProblem(field: LimitedField, value: string): string | undefined {
  const limit = LENGTH_LIMITS[field]
  // A string has at least as many UTF-16 units as characters: most values need no counting.
  if (value.length <= limit) return undefined
  const count = charactersIn(value)
  if (count <= limit) return undefined
  return `${LABELS[field]} is too long: ${number(count)} characters, over the limit of ${number(limit)}. Please shorten it.`
}

export type LengthProblems = Partial<Record<LimitedField, string>>

/**
 * Checks the form's fields against their limits and marks each one too long as invalid (its message is
 * the browser's, should it stop a submit), or valid again once shortened. Returns the messages to show.
 */
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
