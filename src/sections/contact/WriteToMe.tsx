type Props = { email: string | null }

/** The second way to reach the coach, offered when a message may not have reached her. */
export function WriteToMe({ email }: Props) {
  if (!email) return null
  return (
    <p>
      Or write to me at <a href={`mailto:${email}`}>{email}</a>.
    </p>
  )
}
