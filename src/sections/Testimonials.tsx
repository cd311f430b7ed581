import { graphql } from "gatsby"
import { Picture } from "../components/Picture"
import { Reveal } from "../components/Reveal"
import { RichText } from "../components/RichText"
import { Section } from "../components/Section"
import { sectionIds } from "../model/sectionIds"
import * as styles from "./Testimonials.module.css"

type Props = { testimonials: readonly Queries.TestimonialFragment[] | null }

function Card({ testimonial }: { testimonial: Queries.TestimonialFragment }) {
  const image = testimonial.imageurl?.childImageSharp?.gatsbyImageData
  return (
    <Reveal as="li" from="bounce" repeat className={styles.card}>
      {image && <Picture image={image} alt={testimonial.imagealt} className={styles.portrait} />}
      <h3>{testimonial.title}</h3>
      <RichText html={testimonial.content} className={styles.quote} />
      {testimonial.name && <p className={styles.name}>{testimonial.name}</p>}
    </Reveal>
  )
}

export function Testimonials({ testimonials }: Props) {
  return (
    <Section id={sectionIds.testimonials} title="Testimonials" tone="sand">
      {/* The build refuses repeated titles; the preview shows them as typed: index in the key. */}
      {testimonials?.length ? (
        <ul className={styles.cards}>
          {testimonials.map((testimonial, index) => (
            <Card key={`${index}:${testimonial.title}`} testimonial={testimonial} />
          ))}
        </ul>
      ) : (
        <p>loading</p>
      )}
    </Section>
  )
}

export const fragment = graphql`
  fragment Testimonial on ContentTestimonial {
    imageurl {
      childImageSharp {
        gatsbyImageData(width: 112, height: 112)
      }
    }
    imagealt
    title
    content
    name
  }
`
