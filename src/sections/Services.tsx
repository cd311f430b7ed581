import { graphql } from "gatsby"
import type { ReactNode } from "react"
import { RichText } from "../components/RichText"
import { Section } from "../components/Section"
import { sectionIds } from "../model/sectionIds"
import * as styles from "./Services.module.css"

type Props = {
  description: Queries.ServicesSectionFragment
  /** The ways to work together (./Offers.tsx), when the coach gives them. */
  children?: ReactNode
}

/**
 * The coaching description (the partnership model, what coaching isn't, why to have a coach), then
 * the ways to work together.
 */
export function Services({ description, children }: Props) {
  return (
    <Section id={sectionIds.services} title={description.title} tone="sand">
      <RichText html={description.content} className={styles.description} />
      {children}
    </Section>
  )
}

export const fragment = graphql`
  fragment ServicesSection on ContentBlock {
    title
    content
  }
`
