type Props = { email: string | null }

/** Offered when a message may not have reached the coach. */
export function WriteToMe({ email }: Props) {
  if (!email) return null
  return (
    <p>
      Or write to me at <a href={`mailto:${email}`}>{email}</a>.
    </p>
  )
}
