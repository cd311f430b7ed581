type Props = {
  date: string
  /** Made at build: the `@isoDate` field's `readable`. */
  readable: string
  className?: string
}

export const PublishedDate = ({ date, readable, className }: Props) => (
  <time dateTime={date} className={className}>
    {readable}
  </time>
)
