import { graphql } from "gatsby"
import type { ReactNode } from "react"
import { RichText } from "../components/RichText"
import { Section } from "../components/Section"
import { sectionIds } from "../model/sectionIds"
import * as styles from "./Services.module.css"

type Props = {
  description: Queries.ServicesSectionFragment
  children?: ReactNode
}

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
