import { graphql } from "gatsby"
import type { ReactNode } from "react"
import { Picture } from "./Picture"
import { PublishedDate } from "./PublishedDate"
import { RichText } from "./RichText"
import * as styles from "./ResourceDetails.module.css"

type Props = {
  /** The resource; its title alone while the dialog waits for the rest. */
  item: Pick<Queries.ResourceBodyFragment, "title"> & Partial<Queries.ResourceBodyFragment>
  /** h3 under the dialog's h2; h1 on the resource's own page. */
  heading?: "h1" | "h3"
  /** Shown in place of the text while it is not there: 'loading', or why it cannot come. */
  status?: ReactNode
}

/**
 * One article, podcast or book review in full: its title, its date and reading time, a book's cover,
 * and its text.
 */
export function ResourceDetails({ item, heading: Heading = "h3", status }: Props) {
  const cover = item.imageurl?.childImageSharp?.gatsbyImageData
  return (
    <article className={styles.body}>
      <Heading className={styles.title}>
        <RichText inline html={item.title} />
      </Heading>
      {((item.date && item.readableDate) || item.readingTime) && (
        <p className={styles.date}>
          {item.date && item.readableDate && (
            <>
              Published <PublishedDate date={item.date} readable={item.readableDate} />
            </>
          )}
          {item.date && item.readingTime && " · "}
          {item.readingTime}
        </p>
      )}
      {cover && <Picture image={cover} alt={item.imagealt ?? ""} className={styles.cover} />}
      {item.content === undefined ? (
        status
      ) : (
        <RichText html={item.content} className={styles.content} />
      )}
    </article>
  )
}

// The resource's page spreads it into its query, and the dialog reads it back out of that page's data
// (src/lib/resources/pageData.ts): an alias renamed here is renamed in both, and in their types.
export const fragment = graphql`
  fragment ResourceBody on ContentResource {
    title
    # The title without its markup: the tab's name and the share sheet's title while the dialog is open.
    plainTitle
    date
    readableDate: date(readable: true)
    # "6 min read" for an article or a book review; null for a podcast.
    readingTime
    content: pageContent
    imagealt
    imageurl {
      childImageSharp {
        gatsbyImageData(width: 144)
      }
    }
  }
`
