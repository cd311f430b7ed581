import { graphql } from "gatsby"
import { Picture } from "../components/Picture"
import { RichText } from "../components/RichText"
import { Section } from "../components/Section"
import { sectionIds } from "../model/sectionIds"
import * as styles from "./About.module.css"

type Props = {
  about: Queries.AboutSectionFragment
  best: Queries.BecomingTheBestFragment
}

export function About({ about, best }: Props) {
  const badge = about.imageurl?.childImageSharp?.gatsbyImageData
  const bestImage = best.imageurl?.childImageSharp?.gatsbyImageData
  return (
    <Section id={sectionIds.about} title={about.title}>
      <div className={styles.about}>
        <RichText html={about.content} className={styles.text} />
        {badge && <Picture image={badge} alt={about.imagealt ?? ""} className={styles.badge} />}
      </div>
      <article className={styles.best}>
        {bestImage && (
          <Picture image={bestImage} alt={best.imagealt ?? ""} className={styles.bestImage} />
        )}
        <div>
          <h3>{best.title}</h3>
          <RichText html={best.content} />
        </div>
      </article>
    </Section>
  )
}

export const fragment = graphql`
  fragment AboutSection on ContentBlock {
    title
    content
    imagealt
    imageurl {
      childImageSharp {
        gatsbyImageData(width: 200, placeholder: NONE)
      }
    }
  }

  fragment BecomingTheBest on ContentBlock {
    title
    content
    imagealt
    imageurl {
      childImageSharp {
        gatsbyImageData(width: 560)
      }
    }
  }
`
