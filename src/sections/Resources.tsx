import { graphql } from "gatsby"
import { Section } from "../components/Section"

type Props = {
  articles: readonly Queries.ResourceFragment[] | null
  podcasts: readonly Queries.ResourceFragment[] | null
  books: readonly Queries.ResourceFragment[] | null
}

// PLACE FOR RESOURCES: the icons, the bounce-in and the 'Resource Details' dialog arrive with the
// resources issue (#4). Until then the lists show their titles only.
export function Resources({ articles, podcasts, books }: Props) {
  const lists = [
    { id: "articles", heading: "Articles", items: articles },
    { id: "podcasts", heading: "Podcasts", items: podcasts },
    { id: "book-reviews", heading: "Book Reviews", items: books },
  ]
  return (
    <Section id="resources" title="Resources">
      <p>
        To support your ongoing learning in becoming the most effective leader you can be, these
        articles and resources are available for your use.
      </p>
      {lists.map(({ id, heading, items }) => (
        <div key={id} id={id} tabIndex={-1}>
          <h3>{heading}</h3>
          {items ? (
            <ul>
              {items.map((item) => (
                <li key={item.title}>{item.title.replace(/<br\s*\/?>/gi, " ")}</li>
              ))}
            </ul>
          ) : (
            <p>loading</p>
          )}
        </div>
      ))}
    </Section>
  )
}

export const fragment = graphql`
  fragment Resource on ContentResource {
    title
    icon
    content
  }
`
