import { graphql } from "gatsby"
import { EventSummary } from "../components/EventSummary"
import { EVENTS_FOLDER } from "../siteConfig"
import * as styles from "./Events.module.css"

type Props = { events: readonly Queries.EventSummaryFragment[] }

/** Only while there are any; all of them are on /events/. */
export function Events({ events }: Props) {
  if (events.length === 0) return null
  // No id: the spec's navigation stays as it is, and no menu link may lead to a block that comes and goes.
  return (
    <section aria-labelledby="events-title" className={styles.section}>
      <div className={styles.inner}>
        <h2 id="events-title">Workshops and talks</h2>
        <ul className={styles.list}>
          {events.map((event) => (
            <li key={event.slug}>
              <EventSummary event={event} />
            </li>
          ))}
        </ul>
        <p className={styles.all}>
          <a href={`/${EVENTS_FOLDER}/`}>All workshops and talks</a>
        </p>
      </div>
    </section>
  )
}

export const fragment = graphql`
  fragment EventsSection on ContentEvent {
    ...EventSummary
  }
`
