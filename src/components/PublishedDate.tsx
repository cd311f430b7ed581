type Props = {
  /** The day, as content.json holds it: 2026-03-14. */
  date: string
  /** The same day as people read it, "14 March 2026": made at build (the `@isoDate` field's `readable`). */
  readable: string
  className?: string
}

/** When a resource was published, written for people and for machines (datetime). */
export const PublishedDate = ({ date, readable, className }: Props) => (
  <time dateTime={date} className={className}>
    {readable}
  </time>
)
