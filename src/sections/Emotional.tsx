import { graphql } from "gatsby"
import { RichText } from "../components/RichText"
import { Section } from "../components/Section"
import { sectionIds } from "../model/sectionIds"

type Props = { emotional: Queries.EmotionalSectionFragment }

export function Emotional({ emotional }: Props) {
  return (
    <Section id={sectionIds.emotional} title={emotional.title} align="center">
      <RichText html={emotional.content} />
    </Section>
  )
}

export const fragment = graphql`
  fragment EmotionalSection on ContentBlock {
    title
    content
  }
`
