import { graphql } from "gatsby"

type Props = {
  site: Queries.SeoSiteFragment
  /** schema.org data, written as JSON-LD. */
  structuredData: object
}

// "<" is escaped so no text in the data can close the script element early.
const jsonLd = (data: object) => JSON.stringify(data).replace(/</g, "\\u003c")

/** Everything in <head>: title, description, canonical URL, social cards and structured data. */
export function Seo({ site, structuredData }: Props) {
  const { title: siteTitle, description, siteUrl, image: imagePath } = site.siteMetadata
  const url = `${siteUrl}/`
  const title = `${siteTitle} | Executive Leadership Coaching`
  const image = `${siteUrl}${imagePath}`
  const imageAlt = `${siteTitle}: Executive Leadership Coaching`
  return (
    <>
      <html lang="en" />
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={siteTitle} />
      <meta property="og:locale" content="en_US" />
      <meta property="og:url" content={url} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta property="og:image:alt" content={imageAlt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
      <meta name="twitter:image:alt" content={imageAlt} />
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
