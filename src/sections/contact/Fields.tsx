import type { LengthProblems } from "../../lib/contact/limits"
import { MESSAGE_FIELD_ID } from "../../lib/contact/messageField"
import { Field } from "./Field"

type Props = {
  /** What is sent is what stays on screen until it is cleared. */
  readOnly: boolean
  tooLong: LengthProblems
}

/** The form's own names are also what the mail template receives. */
export function Fields({ readOnly, tooLong }: Props) {
  return (
    <>
      <Field
        id="contact-name"
        name="user_name"
        label="Name"
        type="text"
        autoComplete="name"
        readOnly={readOnly}
        problem={tooLong.user_name}
      />
      <Field
        id="contact-email"
        name="user_email"
        label="Email"
        type="email"
        autoComplete="email"
        readOnly={readOnly}
        problem={tooLong.user_email}
      />
      <Field
        id={MESSAGE_FIELD_ID}
        name="message"
        label="Message"
        rows={6}
        readOnly={readOnly}
        problem={tooLong.message}
      />
    </>
  )
}
