import { graphql } from "gatsby"
import { useRef, useState } from "react"
import { Icon } from "../components/Icon"
import { ResourceDialog } from "../components/ResourceDialog"
import { Reveal } from "../components/Reveal"
import { RichText } from "../components/RichText"
import { Section } from "../components/Section"
import * as styles from "./Resources.module.css"

type Resource = Queries.ResourceFragment
type Items = readonly Resource[] | null

type ListProps = {
  id: string
  heading: string
  items: Items
  onOpen: (item: Resource, opener: HTMLButtonElement) => void
}

function ResourceList({ id, heading, items, onOpen }: ListProps) {
  return (
    <div id={id} tabIndex={-1} className={styles.list}>
      <h3 id={`${id}-title`}>{heading}</h3>
      {items ? (
        <ul aria-labelledby={`${id}-title`}>
          {items.map((item) => (
            <Reveal as="li" from="bounce" key={item.title}>
              <button
                type="button"
                className={styles.item}
                onClick={(event) => onOpen(item, event.currentTarget)}
              >
                <Icon name={item.icon} className={styles.icon} />
                <RichText inline html={item.title} />
              </button>
            </Reveal>
          ))}
        </ul>
      ) : (
        <p>loading</p>
      )}
    </div>
  )
}

type Props = { articles: Items; podcasts: Items; books: Items }

/** Articles, podcasts and book reviews; each item opens in the 'Resource Details' dialog. */
export function Resources({ articles, podcasts, books }: Props) {
  const [open, setOpen] = useState<Resource | null>(null)
  const opener = useRef<HTMLButtonElement | null>(null)
  const show = (item: Resource, button: HTMLButtonElement) => {
    opener.current = button
    setOpen(item)
  }
  const close = () => {
    setOpen(null)
    opener.current?.focus()
  }
  return (
    <Section id="resources" title="Resources">
      <p className={styles.intro}>
        To support your ongoing learning in becoming the most effective leader you can be, these
        articles and resources are available for your use.
      </p>
      <div className={styles.lists}>
        <ResourceList id="articles" heading="Articles" items={articles} onOpen={show} />
        <ResourceList id="podcasts" heading="Podcasts" items={podcasts} onOpen={show} />
        <ResourceList id="book-reviews" heading="Book Reviews" items={books} onOpen={show} />
      </div>
      <ResourceDialog item={open} onClose={close} />
    </Section>
  )
}

export const fragment = graphql`
  fragment Resource on ContentResource {
    title
    plainTitle
    slug
    icon
    content
    imagealt
    imageurl {
      childImageSharp {
        gatsbyImageData(width: 144)
      }
    }
  }
`
