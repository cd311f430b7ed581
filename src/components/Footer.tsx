import { graphql } from "gatsby"
import { NavLinks } from "./NavLinks"
import { RichText } from "./RichText"
import * as styles from "./Footer.module.css"

type Props = {
  brand: string
  text: Queries.FooterTextFragment
  navigation: readonly Queries.NavItemFragment[] | null
  /** "/" on a page other than the one page: the links then lead back to its sections. */
  home?: string
}

export function Footer({ brand, text, navigation, home }: Props) {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div>
          <p className={styles.brand}>{text.title}</p>
          <RichText html={text.content} className={styles.tagline} />
        </div>
        <nav aria-label="Footer">
          <NavLinks items={navigation} home={home} />
        </nav>
        <p className={styles.copyright}>copyright 2025 {brand}</p>
      </div>
    </footer>
  )
}

export const fragment = graphql`
  fragment FooterText on ContentBlock {
    title
    content
  }
`
