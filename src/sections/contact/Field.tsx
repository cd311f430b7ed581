import * as styles from "../Contact.module.css"

type Props = {
  id: string
  name: string
  label: string
  /** What is wrong with the value (it is past its length limit), if anything. */
  problem?: string
  readOnly: boolean
  autoComplete?: string
  /** An input of this type, or else a textarea of `rows` lines. */
  type?: "text" | "email"
  rows?: number
}

/**
 * A labelled field of the contact form. Past its length limit it is marked invalid and described by what
 * is wrong; every character stays.
 */
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
