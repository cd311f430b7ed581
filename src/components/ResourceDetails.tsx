import { Picture } from "./Picture"
import { RichText } from "./RichText"
import * as styles from "./ResourceDetails.module.css"

type Props = {
  /** The dialog's resource, or a resource page's (which selects more of it). */
  item: Pick<Queries.ResourceFragment, "title" | "content" | "imagealt" | "imageurl">
  /** h3 under the dialog's h2; h1 on the resource's own page. */
  heading?: "h1" | "h3"
}

/** One article, podcast or book review in full: its title, a book's cover, and its text. */
export function ResourceDetails({ item, heading: Heading = "h3" }: Props) {
  const cover = item.imageurl?.childImageSharp?.gatsbyImageData
  return (
    <article className={styles.body}>
      <Heading className={styles.title}>
        <RichText inline html={item.title} />
      </Heading>
      {cover && <Picture image={cover} alt={item.imagealt ?? ""} className={styles.cover} />}
      <RichText html={item.content} className={styles.content} />
    </article>
  )
}
