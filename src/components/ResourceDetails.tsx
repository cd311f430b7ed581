import { Picture } from "./Picture"
import { RichText } from "./RichText"
import * as styles from "./ResourceDetails.module.css"

type Props = { item: Queries.ResourceFragment }

/** One article, podcast or book review in full: its title, a book's cover, and its text. */
export function ResourceDetails({ item }: Props) {
  const cover = item.imageurl?.childImageSharp?.gatsbyImageData
  return (
    <article className={styles.body}>
      <h3 className={styles.title}>
        <RichText inline html={item.title} />
      </h3>
      {cover && <Picture image={cover} alt={item.imagealt ?? ""} className={styles.cover} />}
      <RichText html={item.content} className={styles.content} />
    </article>
  )
}
