// In sessionStorage, so a reload (the cure for unfetchable code) loses nothing, and a shared
// computer does not show the next person what the last wrote. Where site data is blocked, every
// call does nothing.

const KEY = "contact-draft"
/** The form's own names, also what the mail template receives. */
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

function storedDraft(): Record<string, unknown> {
  try {
    const draft: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? "null")
    return typeof draft === "object" && draft !== null ? (draft as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

/** Only into empty fields: the visitor or the browser may have filled them before the script. */
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
