import { graphql, type HeadProps, type PageProps } from "gatsby"
import { Layout } from "../components/Layout"
import { RelatedReading } from "../components/RelatedReading"
import { ResourceDetails } from "../components/ResourceDetails"
import { Seo } from "../components/Seo"
import { sentenceCase } from "../model/wording"
import { RESOURCE_LISTS } from "../model/resourceLists"
import { required as requiredOf } from "../lib/required"
import { listPath, resourcePath } from "../model/addresses"
import { type ResourcePageContext } from "../lib/pageContext"
import { resourceStructuredData } from "../lib/seo/resourceStructuredData"
import * as styles from "./ResourcePage.module.css"

type Data = Queries.ResourcePageQuery

// gatsby-node makes a page only for a resource it found, so these fire only if the data itself broke.
const required = <T,>(value: T | null, what: string) =>
  requiredOf(value, what, "The resource page's query")

/** "kind:Book review, date:5 January 2031": Pagefind's metadata, pairs split at commas (none in either). */
const searchMeta = ({ item }: ResourcePageContext, readableDate: string | null) =>
  [`kind:${sentenceCase(item)}`, readableDate && `date:${readableDate}`].filter(Boolean).join(", ")

/**
 * One article, podcast or book review at an address of its own, in full in the HTML: the page a shared
 * link or a search result opens. The header and footer lead back to the one page's sections, the back
 * link to the list's own page.
 */
const ResourcePage = ({
  data,
  pageContext,
}: Pick<PageProps<Data, ResourcePageContext>, "data" | "pageContext">) => {
  const { title } = required(data.site, "site metadata").siteMetadata
  const content = required(data.content, "content")
  const resource = required(data.resource, "resource")
  return (
    <Layout siteTitle={title} content={content} home="/" mainClassName={styles.main}>
      <ResourceDetails item={resource} heading="h1" />
      <RelatedReading items={resource.related} />
      {/* What search results say of the page besides its title (plugins/search-index). */}
      <p
        className={styles.back}
        data-pagefind-meta={searchMeta(pageContext, resource.readableDate)}
      >
        <a href={listPath(pageContext.folder)} data-pagefind-ignore>
          Back to all {RESOURCE_LISTS[pageContext.list].plural}
        </a>
      </p>
    </Layout>
  )
}

export default ResourcePage

export const Head = ({ data, pageContext }: HeadProps<Data, ResourcePageContext>) => {
  if (!data.site || !data.content || !data.resource) return null
  const { site, content, resource } = data
  const path = resourcePath(pageContext.folder, pageContext.slug)
  // The cover, when the resource has one, for structured data; link previews show the share card.
  const card = resource.imageurl?.childImageSharp?.card
  const cover = card?.src ? `${site.siteMetadata.siteUrl}${card.src}` : undefined
  return (
    <Seo
      site={site}
      page={{
        title: resource.plainTitle,
        description: resource.description,
        path,
        image: resource.shareCard,
      }}
      structuredData={resourceStructuredData({
        site: site.siteMetadata,
        coach: content.Coach,
        type: pageContext.pageType,
        resource,
        url: `${site.siteMetadata.siteUrl}${path}`,
        cover,
      })}
    />
  )
}

// One resource, through the root field gatsby-node adds: the page's data holds this resource alone.
export const query = graphql`
  query ResourcePage($list: String!, $slug: String!, $item: String!) {
    site {
      ...SeoSite
    }
    content {
      ...LayoutContent
      Coach {
        ...Coach
      }
    }
    resource(list: $list, slug: $slug) {
      # What the 'Resource Details' dialog reads back out of this page's data.
      ...ResourceBody
      description
      related {
        ...RelatedReading
      }
      # Its card for link previews, drawn at build (plugins/share-cards).
      shareCard(kind: $item) {
        src
        width
        height
        alt
      }
      bookTitle
      bookAuthor
      imageurl {
        childImageSharp {
          # The cover for structured data: a JPEG every reader of it can show.
          card: resize(width: 600, toFormat: JPG) {
            src
            width
            height
          }
        }
      }
    }
  }
`
