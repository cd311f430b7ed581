import { graphql, type HeadProps, type PageProps } from "gatsby"
import { Layout } from "../components/Layout"
import { FeedLink } from "../components/FeedLink"
import { Icon } from "../components/Icon"
import { PublishedDate } from "../components/PublishedDate"
import { RichText } from "../components/RichText"
import { SearchForm } from "../components/SearchForm"
import { Seo } from "../components/Seo"
import { RESOURCE_LISTS } from "../model/resourceLists"
import { sectionIds } from "../model/sectionIds"
import { required as requiredOf } from "../lib/required"
import { listPath, resourcePath } from "../model/addresses"
import { type ResourceListPageContext } from "../lib/pageContext"
import { cutAtWord, DESCRIPTION_LENGTH } from "../model/cutAtWord"
import { listStructuredData } from "../lib/seo/listStructuredData"
import * as styles from "./ResourceListPage.module.css"

type Data = Queries.ResourceListPageQuery
type Props = Pick<PageProps<Data, ResourceListPageContext>, "data" | "pageContext">

// gatsby-node makes a list's page only for a list it found, so this fires only if the data itself broke.
const required = <T,>(value: T | null, what: string) =>
  requiredOf(value, what, "The list page's query")

/** "11 articles", "1 book review". */
const counted = (count: number, { list, item }: ResourceListPageContext) =>
  `${count} ${count === 1 ? item : RESOURCE_LISTS[list].plural}`

/**
 * Every article (or podcast, or book review) at an address of its own, /articles/ …: the one page shows
 * only the first few of each list and links here. Plain links, each to the item's own page.
 */
const ResourceListPage = ({ data, pageContext }: Props) => {
  const { title } = required(data.site, "site metadata").siteMetadata
  const content = required(data.content, "content")
  const items = data.resourceList ?? []
  const list = RESOURCE_LISTS[pageContext.list]
  return (
    <Layout siteTitle={title} content={content} home="/" mainClassName={styles.main}>
      <h1 id="list-title">{list.heading}</h1>
      <p className={styles.count}>{counted(items.length, pageContext)}</p>
      <SearchForm label={`Search the ${list.plural} and the rest of the site`} />
      {/* Each item is found at its own page, where its whole text is. */}
      <ul className={styles.list} aria-labelledby="list-title" data-pagefind-ignore>
        {items.map((item) => (
          <li key={item.slug}>
            <a href={resourcePath(list.pages, item.slug)} className={styles.item}>
              <Icon name={item.icon} className={styles.icon} />
              <span>
                <RichText inline html={item.title} className={styles.title} />
                {((item.date && item.readableDate) || item.readingTime) && (
                  <span className={styles.date}>
                    {item.date && item.readableDate && (
                      <PublishedDate date={item.date} readable={item.readableDate} />
                    )}
                    {item.date && item.readingTime && " · "}
                    {item.readingTime}
                  </span>
                )}
                <span className={styles.description}>{item.description}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
      {/* With a newsletter, its form below offers the feed beside it. */}
      {!content.Newsletter && <FeedLink />}
      <p className={styles.back}>
        <a href={`/#${sectionIds.resources}`}>Back to all resources</a>
      </p>
    </Layout>
  )
}

export default ResourceListPage

export const Head = ({ data, pageContext }: HeadProps<Data, ResourceListPageContext>) => {
  if (!data.site || !data.resourceList) return null
  const { siteMetadata } = data.site
  const list = RESOURCE_LISTS[pageContext.list]
  const items = data.resourceList
  const path = listPath(list.pages)
  const description = cutAtWord(
    `All ${counted(items.length, pageContext)} from ${siteMetadata.title}: ${items.map((item) => item.plainTitle).join("; ")}`,
    DESCRIPTION_LENGTH,
  )
  return (
    <Seo
      site={data.site}
      page={{ title: list.heading, description, path, type: "website" }}
      structuredData={listStructuredData({
        site: siteMetadata,
        name: list.heading,
        description,
        url: `${siteMetadata.siteUrl}${path}`,
        items: items.map((item) => ({
          name: item.plainTitle,
          url: `${siteMetadata.siteUrl}${resourcePath(list.pages, item.slug)}`,
        })),
      })}
    />
  )
}

// The whole list, through the root field gatsby-node adds: this page's data holds this list alone.
export const query = graphql`
  query ResourceListPage($list: String!) {
    site {
      ...SeoSite
    }
    content {
      ...LayoutContent
    }
    resourceList(list: $list) {
      title
      plainTitle
      date
      readableDate: date(readable: true)
      readingTime
      slug
      icon
      description
    }
  }
`
