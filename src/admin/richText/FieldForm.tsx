import { useEffect, useId, useRef, type ReactNode } from "react"
import * as styles from "./RichTextControl.module.css"

type Props = {
  name: string
  label: string
  value: string
  onValueChange: (value: string) => void
  hint: string
  /** Announced when it appears. */
  problem: string | null
  onSubmit: () => void
  onCancel: () => void
  /** Cancel comes last on its own. */
  children: ReactNode
  inputMode?: "url" | "text"
  before?: ReactNode
}

export function FieldForm({ name, label, value, onValueChange, hint, problem, ...props }: Props) {
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  useEffect(() => input.current?.focus(), [])
  return (
    <form
      aria-label={name}
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault()
        props.onSubmit()
      }}
    >
      {props.before}
      <label htmlFor={`${id}-input`}>{label}</label>
      <input
        id={`${id}-input`}
        ref={input}
        type="text"
        inputMode={props.inputMode}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== "Escape") return
          event.preventDefault()
          props.onCancel()
        }}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem ${id}-hint` : `${id}-hint`}
      />
      <p id={`${id}-hint`} className={styles.hint}>
        {hint}
      </p>
      {problem && (
        <p id={`${id}-problem`} role="alert" className={styles.problem}>
          {problem}
        </p>
      )}
      {props.children}
      <button type="button" className={styles.button} onClick={props.onCancel}>
        Cancel
      </button>
    </form>
  )
}
