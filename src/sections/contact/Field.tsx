import * as styles from "../Contact.module.css"

type Props = {
  id: string
  name: string
  label: string
  problem?: string
  readOnly: boolean
  autoComplete?: string
  type?: "text" | "email"
  rows?: number
}

/** Past its length limit it is marked invalid, and every character stays. */
export function Field({ id, label, problem, rows, ...attributes }: Props) {
  const field = {
    id,
    className: styles.field,
    ...attributes,
    "aria-invalid": problem ? true : undefined,
    "aria-describedby": problem ? `${id}-problem` : undefined,
  }
  return (
    <>
      <label htmlFor={id}>{label}</label>
      {rows ? <textarea rows={rows} {...field} /> : <input {...field} />}
      {problem && (
        <p id={`${id}-problem`} className={styles.problem}>
          {problem}
        </p>
      )}
    </>
  )
}
