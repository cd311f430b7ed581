import { graphql } from "gatsby"
import * as styles from "./EventSummary.module.css"

type Props = { event: Queries.EventSummaryFragment }

/** "Cancelled" or "Moved", said plainly beside the event wherever it is listed. */
export const STATUS_WORDS: Record<string, string | undefined> = {
  cancelled: "Cancelled",
  moved: "Moved to a new date",
}

/** Where an event is, in a list: its place's name, online, or both (the joining address stays on its page). */
const whereOf = ({ place, isOnline }: Queries.EventSummaryFragment) =>
  place ? (isOnline ? `${place.name} and online` : place.name) : "Online"

/** One event in a list: a link to its page with its title, its time, where it is and its status. */
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
