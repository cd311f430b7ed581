import { graphql } from "gatsby"
import * as styles from "./EventSummary.module.css"

type Props = { event: Queries.EventSummaryFragment }

export const STATUS_WORDS: Record<string, string | undefined> = {
  cancelled: "Cancelled",
  moved: "Moved to a new date",
}

/** The joining address stays on the event's page. */
const whereOf = ({ place, isOnline }: Queries.EventSummaryFragment) =>
  place ? (isOnline ? `${place.name} and online` : place.name) : "Online"

export function EventSummary({ event }: Props) {
  const status = STATUS_WORDS[event.status]
  return (
    <a href={event.path} className={styles.event}>
      <span className={styles.title}>{event.title}</span>
      {status && <strong className={styles.status}>{status}</strong>}
      <time dateTime={event.startDate} className={styles.when}>
        {event.when}
      </time>
      <span className={styles.where}>{whereOf(event)}</span>
    </a>
  )
}

export const fragment = graphql`
  fragment EventSummary on ContentEvent {
    title
    slug
    path
    when
    startDate
    status
    isOnline
    place {
      name
    }
  }
`
