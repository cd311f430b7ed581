import { graphql } from "gatsby"
import { Picture } from "../components/Picture"
import { Reveal } from "../components/Reveal"
import { RichText } from "../components/RichText"
import { Section } from "../components/Section"
import { sectionIds } from "../model/sectionIds"
import * as styles from "./Coaching.module.css"

type BlockProps = {
  block: Queries.CoachingBlockFragment
  /** On wide screens; the block slides in from the same side. */
  side: "left" | "right"
}

function CoachingBlock({ block, side }: BlockProps) {
  const image = block.imageurl?.childImageSharp?.gatsbyImageData
  return (
    <Reveal from={side} className={`${styles.block} ${styles[side]}`}>
      {image && <Picture image={image} alt={block.imagealt ?? ""} className={styles.image} />}
      <div>
        <h2>{block.title}</h2>
        <RichText html={block.content} />
      </div>
    </Reveal>
  )
}

type Props = { first: Queries.CoachingBlockFragment; second: Queries.CoachingBlockFragment }

/** The spec's unnamed section: two coaching blocks, one image left and one right. */
export function Coaching({ first, second }: Props) {
  return (
    <Section id={sectionIds.coaching}>
      <CoachingBlock block={first} side="left" />
      <CoachingBlock block={second} side="right" />
    </Section>
  )
}

export const fragment = graphql`
  fragment CoachingBlock on ContentBlock {
    title
    content
    imagealt
    imageurl {
      childImageSharp {
        gatsbyImageData(width: 600, aspectRatio: 1.333)
      }
    }
  }
`
