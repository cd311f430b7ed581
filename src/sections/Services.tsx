import { graphql } from "gatsby"
import { RichText } from "../components/RichText"
import { Section } from "../components/Section"
import { sectionIds } from "../content/sectionIds"
import { Offers } from "./Offers"
import * as styles from "./Services.module.css"

type Props = {
  description: Queries.ServicesSectionFragment
  /** The ways to work together, when the coach gives them. */
  offers: Queries.OffersSectionFragment | null
  booking: Queries.BookingFragment | null
}

/**
 * The coaching description (the partnership model, what coaching isn't, why to have a coach), then
 * the ways to work together.
 */
export function Services({ description, offers, booking }: Props) {
  return (
    <Section id={sectionIds.services} title={description.title} tone="sand">
      <RichText html={description.content} className={styles.description} />
      {offers && <Offers offers={offers} booking={booking} />}
    </Section>
  )
}

export const fragment = graphql`
  fragment ServicesSection on ContentBlock {
    title
    content
  }
`
