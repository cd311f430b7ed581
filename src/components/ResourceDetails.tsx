import { graphql } from "gatsby"
import type { ReactNode } from "react"
import { Picture } from "./Picture"
import { PublishedDate } from "./PublishedDate"
import { RichText } from "./RichText"
import * as styles from "./ResourceDetails.module.css"

type Props = {
  item: Pick<Queries.ResourceBodyFragment, "title"> & Partial<Queries.ResourceBodyFragment>
  /** h3 under the dialog's h2; h1 on the resource's own page. */
  heading?: "h1" | "h3"
  status?: ReactNode
}

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

// The dialog reads this out of the resource page's data: an alias renamed here changes in both.
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
