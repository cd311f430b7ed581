import { graphql, type HeadProps, type PageProps } from "gatsby"
import { Layout } from "../components/Layout"
import { STATUS_WORDS } from "../components/EventSummary"
import { Picture } from "../components/Picture"
import { RichText } from "../components/RichText"
import { Seo } from "../components/Seo"
import type { EventPageContext } from "../model/events"
import { regardingHref } from "../lib/contact/regarding"
import { required as requiredOf } from "../lib/required"
import { eventStructuredData } from "../lib/seo/eventStructuredData"
import { EVENTS_FOLDER } from "../siteConfig"
import * as styles from "./EventPage.module.css"

type Data = Queries.EventPageQuery
type Props = Pick<PageProps<Data, EventPageContext>, "data">

// gatsby-node makes a page only for an event it found, so these fire only if the data itself broke.
const required = <T,>(value: T | null, what: string) =>
  requiredOf(value, what, "The event page's query")

type Event = NonNullable<Data["event"]>

/** What became of the event, said before anything else on its page. */
function StatusNotice({ event }: { event: Event }) {
  if (event.status === "cancelled") {
    return (
      <p className={styles.notice}>
        <strong>Cancelled.</strong> This event will not take place.
      </p>
    )
  }
  if (event.status === "moved" && event.previousWhen) {
    return (
      <p className={styles.notice}>
        <strong>{STATUS_WORDS.moved}.</strong> It was to start {event.previousWhen}.
      </p>
    )
  }
  if (!event.upcoming) return <p className={styles.notice}>This event has taken place.</p>
  return null
}

/** How to take part while it is still to come: register, and put it in a calendar. */
function TakePart({ event }: { event: Event }) {
  if (!event.upcoming || event.status === "cancelled") return null
  const contact = event.register === "contact"
  return (
    <div className={styles.takePart} id="register">
      <a className={styles.register} href={contact ? regardingHref(event.title) : event.register}>
        {contact ? "Register through the contact form" : "Register"}
      </a>
      {event.online && (
        <p>
          Joining online: <a href={event.online}>{event.online}</a>
        </p>
      )}
    </div>
  )
}

/** One workshop or talk at an address of its own: when, where, what, and how to take part. */
const EventPage = ({ data }: Props) => {
  const { title } = required(data.site, "site metadata").siteMetadata
  const content = required(data.content, "content")
  const event = required(data.event, "event")
  const image = event.imageurl?.childImageSharp?.gatsbyImageData
  return (
    <Layout siteTitle={title} content={content} home="/" mainClassName={styles.main}>
      <article aria-labelledby="event-title">
        <h1 id="event-title">{event.title}</h1>
        <StatusNotice event={event} />
        <dl className={styles.facts}>
          <dt>When</dt>
          <dd>
            <time dateTime={event.startDate}>{event.when}</time>
          </dd>
          <dt>Where</dt>
          <dd>
            {event.place && (
              <>
                {event.place.name}
                <br />
                {event.place.address}
              </>
            )}
            {event.place && event.isOnline && <br />}
            {event.isOnline && "Online"}
          </dd>
          {event.price && (
            <>
              <dt>Price</dt>
              <dd>{event.price}</dd>
            </>
          )}
        </dl>
        {image && event.imagealt && (
          <Picture image={image} alt={event.imagealt} className={styles.picture} />
        )}
        <RichText html={event.content} className={styles.content} />
        <TakePart event={event} />
        {event.calendarFile && (
          <p>
            <a href={event.calendarFile} download={event.calendarFile.split("/").pop()}>
              Add to calendar (.ics)
            </a>
          </p>
        )}
      </article>
      <p className={styles.back}>
        <a href={`/${EVENTS_FOLDER}/`}>All workshops and talks</a>
      </p>
    </Layout>
  )
}

export default EventPage

export const Head = ({ data }: HeadProps<Data, EventPageContext>) => {
  if (!data.site || !data.content || !data.event) return null
  const { site, content, event } = data
  const { siteUrl } = site.siteMetadata
  const picture = event.imageurl?.childImageSharp?.card
  return (
    <Seo
      site={site}
      page={{ title: event.title, description: event.description, path: event.path }}
      structuredData={eventStructuredData({
        site: site.siteMetadata,
        coach: content.Coach,
        event: {
          ...event,
          status: event.status as "scheduled" | "cancelled" | "moved",
          online: event.online ?? null,
          image: picture?.src ? `${siteUrl}${picture.src}` : null,
        },
        url: `${siteUrl}${event.path}`,
      })}
    />
  )
}

export const query = graphql`
  query EventPage($slug: String!) {
    site {
      ...SeoSite
    }
    content {
      ...LayoutContent
      Coach {
        ...Coach
      }
    }
    event(slug: $slug) {
      title
      path
      when
      startDate
      endDate
      previousStartDate
      previousWhen
      status
      upcoming
      isOnline
      online
      place {
        name
        address
      }
      content
      description
      register
      price
      amount
      currency
      calendarFile
      imagealt
      imageurl {
        childImageSharp {
          gatsbyImageData(width: 720, placeholder: DOMINANT_COLOR)
          # For structured data: a JPEG every reader of it can show.
          card: resize(width: 1200, toFormat: JPG) {
            src
          }
        }
      }
    }
  }
`
