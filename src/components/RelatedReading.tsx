import { graphql } from "gatsby"
import { sentenceCase } from "../model/wording"
import * as styles from "./RelatedReading.module.css"

type Props = { items: readonly Queries.RelatedReadingFragment[] }

/** Search finds each piece at its own page, so their titles here are not indexed. */
export function RelatedReading({ items }: Props) {
  if (items.length === 0) return null
  return (
    <section className={styles.related} aria-labelledby="related-title" data-pagefind-ignore>
      <h2 id="related-title">Related reading</h2>
      <ul className={styles.list}>
        {items.map(({ path, title, kind }) => (
          <li key={path}>
            <a href={path} className={styles.link}>
              {title}
            </a>
            <span className={styles.kind}>{sentenceCase(kind)}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}

export const fragment = graphql`
  fragment RelatedReading on RelatedResource {
    title
    path
    kind
  }
`
