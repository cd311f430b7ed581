// What a visitor has typed into the contact form, kept in the tab's sessionStorage so that a reload (the
// cure when the sending code cannot be fetched) loses nothing. Per tab and gone when the tab closes: a
// shared computer does not show the next person what the last one wrote. Where the browser blocks site
// data every call does nothing, and the form works without a draft.

const KEY = "contact-draft"
/** The fields a draft keeps: the form's own names, which are also what the mail template receives. */
const DRAFT_FIELDS = ["user_name", "user_email", "message"] as const

type Field = HTMLInputElement | HTMLTextAreaElement

const fieldsOf = (form: HTMLFormElement) =>
  DRAFT_FIELDS.map((name) => [name, form.elements.namedItem(name) as Field | null] as const)

export function saveDraft(form: HTMLFormElement) {
  try {
    const draft = Object.fromEntries(fieldsOf(form).map(([name, field]) => [name, field?.value]))
    sessionStorage.setItem(KEY, JSON.stringify(draft))
  } catch {
    // Blocked or full: the form goes on without a draft.
  }
}

/** The stored draft's values: none where there is no draft, it is not an object, or it cannot be read. */
function storedDraft(): Record<string, unknown> {
  try {
    const draft: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? "null")
    return typeof draft === "object" && draft !== null ? (draft as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

/**
 * Puts a saved draft back, into fields that are still empty (a visitor may have typed before the script
 * ran, and a browser may have put back what was in them). Says whether the form now holds anything.
 */
export function restoreDraft(form: HTMLFormElement): boolean {
  const draft = storedDraft()
  const fields = fieldsOf(form)
  for (const [name, field] of fields) {
    const value = draft[name]
    if (field && !field.value && typeof value === "string") field.value = value
  }
  return fields.some(([, field]) => field?.value)
}

export function clearDraft() {
  try {
    sessionStorage.removeItem(KEY)
  } catch {
    // Blocked: there was no draft to clear.
  }
}
