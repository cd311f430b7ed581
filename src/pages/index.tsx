import { graphql, type HeadProps, type PageProps } from "gatsby"
import { Layout } from "../components/Layout"
import { Seo } from "../components/Seo"
import { ServerHtml } from "../components/ServerHtml"
import { About } from "../sections/About"
import { Coaching } from "../sections/Coaching"
import { Contact } from "../sections/Contact"
import { Emotional } from "../sections/Emotional"
import type { Events as EventsSection } from "../sections/Events"
import type { Offers as OffersSection } from "../sections/Offers"
import { Hero } from "../sections/Hero"
import { Resources } from "../sections/Resources"
import { Services } from "../sections/Services"
import { Testimonials } from "../sections/Testimonials"
// Their code stays on the server, but their styles belong in every page's stylesheet.
import "../sections/Events.module.css"
import "../sections/Offers.module.css"

type Data = Queries.IndexPageQuery

// In the server's HTML, and no script: offers and events are links (src/components/ServerHtml.tsx);
// the editor's preview draws them itself.
// BUILD_STAGE is fixed in each of Gatsby's bundles, and webpack keeps the one branch each needs: the
// server's renders them, the browser's holds none of their code.
/* eslint-disable @typescript-eslint/no-require-imports -- only the server's bundle holds them */
const serverOffers: typeof OffersSection | undefined =
  process.env.BUILD_STAGE === "build-html" || process.env.BUILD_STAGE === "develop-html"
    ? require("../sections/Offers").Offers
    : undefined
const serverEvents: typeof EventsSection | undefined =
  process.env.BUILD_STAGE === "build-html" || process.env.BUILD_STAGE === "develop-html"
    ? require("../sections/Events").Events
    : undefined
/* eslint-enable @typescript-eslint/no-require-imports */

// Only the data is read, so the content editor's preview can render the same page from an entry.
const IndexPage = ({ data }: Pick<PageProps<Data>, "data">) => {
  const { site, content } = data
  // gatsby-node validates content.json before the build, so this only fires if sourcing itself broke.
  if (!content) throw new Error("data/content.json was not sourced: no Content node exists")
  if (!site) throw new Error("gatsby-config.ts's siteMetadata did not reach the page: no Site node")
  const { title } = site.siteMetadata
  return (
    <Layout siteTitle={title} content={content}>
      <Hero hero={content.HeroSection} />
      <About about={content.About} best={content.Becomingthebest} />
      <Services description={content.CoachingDescription}>
        {content.Offers?.items?.length ? (
          <ServerHtml
            name="Offers"
            server={serverOffers}
            props={{ offers: content.Offers, booking: content.Booking }}
          />
        ) : null}
      </Services>
      <Coaching first={content.Coaching1} second={content.Coaching2} />
      <Emotional emotional={content.Emotional} />
      <Testimonials testimonials={content.Testimonials} />
      <Resources lists={content.shortLists} siteTitle={title} />
      {content.nextEvents.length > 0 && (
        <ServerHtml name="Events" server={serverEvents} props={{ events: content.nextEvents }} />
      )}
      <Contact coach={content.Coach} booking={content.Booking} />
    </Layout>
  )
}

export default IndexPage

export const Head = ({ data }: HeadProps<Data>) =>
  data.site && data.content ? (
    <Seo site={data.site} structuredData={data.content.structuredData} />
  ) : null

export const query = graphql`
  query IndexPage {
    site {
      ...SeoSite
    }
    content {
      ...LayoutContent
      # The business's JSON-LD, written at build (plugins/source-content).
      structuredData
      HeroSection {
        ...HeroSection
      }
      About {
        ...AboutSection
      }
      Coach {
        ...ContactCoach
      }
      Becomingthebest {
        ...BecomingTheBest
      }
      CoachingDescription {
        ...ServicesSection
      }
      Offers {
        ...OffersSection
      }
      Coaching1 {
        ...CoachingBlock
      }
      Coaching2 {
        ...CoachingBlock
      }
      Emotional {
        ...EmotionalSection
      }
      Testimonials {
        ...Testimonial
      }
      shortLists {
        Articles {
          ...ShortList
        }
        Podcasts {
          ...ShortList
        }
        Books {
          ...ShortList
        }
      }
      Booking {
        ...Booking
      }
      nextEvents {
        ...EventsSection
      }
    }
  }
`
