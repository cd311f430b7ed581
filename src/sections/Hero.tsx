import { graphql } from "gatsby"
import { Picture } from "../components/Picture"
import { RichText } from "../components/RichText"
import * as styles from "./Hero.module.css"

type Props = { hero: Queries.HeroSectionFragment }

export function Hero({ hero }: Props) {
  const image = hero.imageurl?.childImageSharp?.gatsbyImageData
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      {image && (
        <Picture
          image={image}
          alt={hero.imagealt}
          loading="eager"
          priority
          className={styles.image}
        />
      )}
      <div className={styles.inner}>
        <h1 id="hero-title">{hero.title}</h1>
        <RichText html={hero.paragraph} className={styles.paragraph} />
        <a className={styles.cta} href={hero.ctaUrl}>
          {hero.cta}
        </a>
      </div>
    </section>
  )
}

export const fragment = graphql`
  fragment HeroSection on ContentHero {
    imageurl {
      childImageSharp {
        gatsbyImageData(
          layout: FULL_WIDTH
          placeholder: NONE
          breakpoints: [480, 768, 1080, 1440, 1920, 2400]
        )
      }
    }
    imagealt
    title
    paragraph
    cta
    ctaUrl
  }
`
