// Every page imports Layout before any other component, so the shell's CSS modules (NavLinks, RichText,
// Footer, Header) come first, and in this order, on every page. Gatsby merges all CSS modules into one
// stylesheet: pages importing them in orders of their own leave it no order to follow (webpack warns of
// a conflicting order) and leave which rule wins to the order it settles on.
import { graphql } from "gatsby"
import type { ReactNode } from "react"
import { Footer } from "./Footer"
import { Header } from "./Header"
import { Subscribe } from "./Subscribe"

type Props = {
  siteTitle: string
  /** What the shell shows; when the coach has a newsletter, its subscribe form comes before the footer. */
  content: Queries.LayoutContentFragment
  /** "/" on a page other than the one page: the header's and footer's links then lead back to it. */
  home?: string
  /** For a page that lays out its main content itself. */
  mainClassName?: string
  children: ReactNode
}

/**
 * The shell of every page: a skip link to the main content (whose tabIndex lets it take the focus), the
 * header, the main landmark, the subscribe form when the coach has a newsletter, and the footer.
 */
export function Layout({ siteTitle, content, home, mainClassName, children }: Props) {
  return (
    <div id="root">
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <Header siteTitle={siteTitle} navigation={content.Navigation} home={home} />
      <main id="main" tabIndex={-1} className={mainClassName}>
        {children}
      </main>
      {content.Newsletter && <Subscribe newsletter={content.Newsletter} />}
      <Footer
        brand={siteTitle}
        text={content.FooterText}
        navigation={content.Navigation}
        home={home}
      />
    </div>
  )
}

// Every page's query spreads it into its `content`: what the shell needs is named once, here.
export const fragment = graphql`
  fragment LayoutContent on Content {
    Navigation {
      ...NavItem
    }
    Newsletter {
      ...Newsletter
    }
    FooterText {
      ...FooterText
    }
  }
`
