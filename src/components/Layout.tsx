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

/** The shell of every page; main's tabIndex lets the skip link move the focus into it. */
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
