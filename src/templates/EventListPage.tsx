import { graphql, type HeadProps, type PageProps } from "gatsby"
import { Layout } from "../components/Layout"
import { EventSummary } from "../components/EventSummary"
import { Seo } from "../components/Seo"
import { cutAtWord, DESCRIPTION_LENGTH } from "../model/cutAtWord"
import { required as requiredOf } from "../lib/required"
import { listStructuredData } from "../lib/seo/listStructuredData"
import { EVENTS_FOLDER, type ScriptlessContext } from "../siteConfig"
import * as styles from "./EventListPage.module.css"

type Data = Queries.EventListPageQuery
type Props = Pick<PageProps<Data, ScriptlessContext>, "data">

const HEADING = "Workshops and talks"

// gatsby-node makes this page only when there are events, so this fires only if the data itself broke.
const required = <T,>(value: T | null, what: string) =>
  requiredOf(value, what, "The events page's query")

function EventList({
  events,
  labelledBy,
}: {
  events: Data["eventCalendar"]["upcoming"]
  labelledBy: string
}) {
  return (
    <ul className={styles.list} aria-labelledby={labelledBy}>
      {events.map((event) => (
        <li key={event.slug}>
          <EventSummary event={event} />
        </li>
      ))}
    </ul>
  )
}

/** Every workshop and talk: those to come, soonest first, then those past, most recent first. Plain HTML. */
const EventListPage = ({ data }: Props) => {
  const { title } = required(data.site, "site metadata").siteMetadata
  const content = required(data.content, "content")
  const { upcoming, past } = data.eventCalendar
  return (
    <Layout siteTitle={title} content={content} home="/" mainClassName={styles.main}>
      <h1>{HEADING}</h1>
      <h2 id="upcoming-title">Upcoming</h2>
      {upcoming.length > 0 ? (
        <EventList events={upcoming} labelledBy="upcoming-title" />
      ) : (
        <p>No workshop or talk is planned just now. New ones appear here first.</p>
      )}
      {past.length > 0 && (
        <>
          <h2 id="past-title">Past</h2>
          <EventList events={past} labelledBy="past-title" />
        </>
      )}
    </Layout>
  )
}

export default EventListPage

export const Head = ({ data }: HeadProps<Data>) => {
  if (!data.site) return null
  const { siteMetadata } = data.site
  const { upcoming, past } = data.eventCalendar
  const path = `/${EVENTS_FOLDER}/`
  const description = cutAtWord(
    `Workshops and talks from ${siteMetadata.title}${upcoming.length ? `, next: ${upcoming.map((event) => `${event.title}, ${event.when}`).join("; ")}` : ""}.`,
    DESCRIPTION_LENGTH,
  )
  return (
    <Seo
      site={data.site}
      page={{ title: HEADING, description, path, type: "website" }}
      structuredData={listStructuredData({
        site: siteMetadata,
        name: HEADING,
        description,
        url: `${siteMetadata.siteUrl}${path}`,
        items: [...upcoming, ...past].map((event) => ({
          name: event.title,
          url: `${siteMetadata.siteUrl}${event.path}`,
        })),
      })}
    />
  )
}

export const query = graphql`
  query EventListPage {
    site {
      ...SeoSite
    }
    content {
      ...LayoutContent
    }
    eventCalendar {
      upcoming {
        ...EventSummary
      }
      past {
        ...EventSummary
      }
    }
  }
`
