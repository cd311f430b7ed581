import { graphql } from "gatsby"
import { RichText } from "../components/RichText"
import { Section } from "../components/Section"
import { sectionIds } from "../content/sectionIds"
import * as styles from "./Services.module.css"

type Props = { description: Queries.ServicesSectionFragment }

/** The coaching description: the partnership model, what coaching isn't, and why to have a coach. */
export function Services({ description }: Props) {
  return (
    <Section id={sectionIds.services} title={description.title} tone="sand">
      <RichText html={description.content} className={styles.description} />
    </Section>
  )
}

export const fragment = graphql`
  fragment ServicesSection on ContentBlock {
    title
    content
  }
`
