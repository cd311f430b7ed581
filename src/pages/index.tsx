import { graphql, type HeadFC, type PageProps } from "gatsby"
import { GatsbyImage, getImage } from "gatsby-plugin-image"

const IndexPage = ({ data }: PageProps<Queries.IndexPageQuery>) => {
  const hero = data.content?.HeroSection
  const image = getImage(hero?.imageurl?.childImageSharp?.gatsbyImageData ?? null)
  return (
    <main>
      <section>
        {image && <GatsbyImage image={image} alt={hero?.imagealt ?? ""} loading="eager" />}
        <h1>{hero?.title}</h1>
      </section>
    </main>
  )
}

export default IndexPage

export const Head: HeadFC = () => <title>Becoming Your Best</title>

export const query = graphql`
  query IndexPage {
    content {
      Navigation {
        name
        link
      }
      HeroSection {
        imageurl {
          childImageSharp {
            gatsbyImageData(layout: FULL_WIDTH, formats: [AUTO, AVIF, WEBP])
          }
        }
        imagealt
        title
        paragraph
        cta
        ctaUrl
      }
      Testimonials {
        imageurl {
          childImageSharp {
            gatsbyImageData(width: 160, formats: [AUTO, AVIF, WEBP])
          }
        }
        imagealt
        title
        content
        name
      }
      Coaching1 {
        ...Block
      }
      Coaching2 {
        ...Block
      }
      Emotional {
        ...Block
      }
      Articles {
        ...Resource
      }
      Podcasts {
        ...Resource
      }
      Books {
        ...Resource
      }
      CoachingDescription {
        ...Block
      }
      FooterText {
        ...Block
      }
      About {
        ...Block
      }
      Becomingthebest {
        ...Block
      }
    }
  }

  fragment Block on ContentBlock {
    title
    content
    imagealt
    imageurl {
      childImageSharp {
        gatsbyImageData(width: 720, formats: [AUTO, AVIF, WEBP])
      }
    }
  }

  fragment Resource on ContentResource {
    title
    icon
    content
  }
`
