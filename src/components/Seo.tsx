import { graphql } from "gatsby"
import { resourceTitle } from "../lib/pageContext"

type SocialImage = { src: string; width: number; height: number; alt: string }

/** A page other than the one page. */
type Page = {
  title: string
  description: string
  path: string
  image?: SocialImage
  type?: "article" | "website"
}

type Props = {
  site: Queries.SeoSiteFragment
  page?: Page
  structuredData: object
}

// "<" is escaped so no text in the data can close the script element early.
const jsonLd = (data: object) => JSON.stringify(data).replace(/</g, "\\u003c")

export function Seo({ site, page, structuredData }: Props) {
  const { title: siteTitle, description: siteDescription, siteUrl, image: card } = site.siteMetadata
  const url = `${siteUrl}${page?.path ?? "/"}`
  const title = page
    ? `${page.title} | ${siteTitle}`
    : `${siteTitle} | Executive Leadership Coaching`
  // Share cards, which show more than search results, keep the whole title.
  const shortTitle = page ? resourceTitle(page.title, siteTitle) : title
  const description = page?.description ?? siteDescription
  const image = page?.image ?? {
    src: card,
    width: 1200,
    height: 630,
    alt: `${siteTitle}: Executive Leadership Coaching`,
  }
  const imageUrl = `${siteUrl}${image.src}`
  return (
    <>
      <html lang="en" />
      <title>{shortTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      <meta property="og:type" content={page ? (page.type ?? "article") : "website"} />
      <meta property="og:site_name" content={siteTitle} />
      <meta property="og:locale" content="en_US" />
      <meta property="og:url" content={url} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:image" content={imageUrl} />
      <meta property="og:image:width" content={String(image.width)} />
      <meta property="og:image:height" content={String(image.height)} />
      <meta property="og:image:alt" content={image.alt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
      <meta name="twitter:image:alt" content={image.alt} />
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: jsonLd(structuredData) }}
      />
    </>
  )
}

export const fragment = graphql`
  fragment SeoSite on Site {
    siteMetadata {
      title
      description
      siteUrl
      image
    }
  }
`
