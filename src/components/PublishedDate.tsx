import { readableDate } from "../content/date"

type Props = {
  /** The day, as content.json holds it: 2026-03-14. */
  date: string
  className?: string
}

/** When a resource was published, written for people ("14 March 2026") and for machines (datetime). */
export const PublishedDate = ({ date, className }: Props) => (
  <time dateTime={date} className={className}>
    {readableDate(date)}
  </time>
)
