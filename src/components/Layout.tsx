// Every page imports Layout before any other component, so the shell's CSS modules (NavLinks, RichText,
// Footer, Header) come first, and in this order, on every page. Gatsby merges all CSS modules into one
// stylesheet: pages importing them in orders of their own leave it no order to follow (webpack warns of
// a conflicting order) and leave which rule wins to the order it settles on.
import type { ReactNode } from "react"
import { Footer } from "./Footer"
import { Header } from "./Header"
import { Subscribe } from "./Subscribe"

type Props = {
  siteTitle: string
  navigation: readonly Queries.NavItemFragment[] | null
  footerText: Queries.FooterTextFragment
  /** The coach's newsletter: when given, its subscribe form comes before the footer. */
  newsletter?: Queries.NewsletterFragment | null
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
export function Layout({
  siteTitle,
  navigation,
  footerText,
  newsletter,
  home,
  mainClassName,
  children,
}: Props) {
  return (
    <div id="root">
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <Header siteTitle={siteTitle} navigation={navigation} home={home} />
      <main id="main" tabIndex={-1} className={mainClassName}>
        {children}
      </main>
      {newsletter && <Subscribe newsletter={newsletter} />}
      <Footer brand={siteTitle} text={footerText} navigation={navigation} home={home} />
    </div>
  )
}
