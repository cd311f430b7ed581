import { graphql, type HeadProps, type PageProps } from "gatsby"
import { Layout } from "../components/Layout"
import { SearchForm } from "../components/SearchForm"
import { SearchResults } from "../components/SearchResults"
import { Seo } from "../components/Seo"
import { listInWords } from "../model/wording"
import { RESOURCE_LISTS, resourceListsInOrder, type ResourceListName } from "../model/resourceLists"
import { listPath } from "../model/addresses"
import { useSearch } from "../lib/search/useSearch"
import { SEARCH_LIBRARY, SEARCH_PATH } from "../siteConfig"
import * as styles from "./search.module.css"

type Data = Queries.SearchPageQuery

// "Search articles, podcasts, book reviews and the rest of the site"
const LABEL = `Search ${listInWords([...resourceListsInOrder().map(({ plural }) => plural), "the rest of the site"])}`

/** The lists that have a page (an empty one has none), each linked by its heading. */
function ListLinks({ lists }: { lists: NonNullable<Data["content"]>["shortLists"] }) {
  const names = (Object.keys(RESOURCE_LISTS) as ResourceListName[]).filter(
    (name) => (lists[name]?.total ?? 0) > 0,
  )
  return names.map((name, index) => (
    <span key={name}>
      {index > 0 && (index === names.length - 1 ? " and " : ", ")}
      <a href={listPath(RESOURCE_LISTS[name].pages)}>{RESOURCE_LISTS[name].heading}</a>
    </span>
  ))
}

/**
 * Search, on a page of its own: the only page that loads the search library and its index, and only
 * once it is open. Without script it says so, and leads to the lists, which hold every piece.
 */
const SearchPage = ({ data }: Pick<PageProps<Data>, "data">) => {
  const { input, state, onSubmit, more } = useSearch()
  const { site, content } = data
  if (!site || !content) throw new Error("The search page's query found no site or content")
  const lists = <ListLinks lists={content.shortLists} />
  return (
    <Layout
      siteTitle={site.siteMetadata.title}
      content={content}
      home="/"
      mainClassName={styles.main}
    >
      <h1>Search</h1>
      <SearchForm label={LABEL} onSubmit={onSubmit} inputRef={input} />
      <noscript>
        <p>Search needs JavaScript, which this browser has turned off.</p>
      </noscript>
      <SearchResults state={state} onMore={() => void more()} />
      <p className={styles.browse}>Or browse every piece in its list: {lists}.</p>
    </Layout>
  )
}

export default SearchPage

// Left out of search engines (and so of the site's own index): a page of results is no page to land on.
// The library is fetched as the page opens, while its script arrives.
export const Head = ({ data }: HeadProps<Data>) =>
  data.site ? (
    <>
      <Seo
        site={data.site}
        page={{
          title: "Search",
          description: `${LABEL}.`,
          path: SEARCH_PATH,
          type: "website",
        }}
        structuredData={{
          "@context": "https://schema.org",
          "@type": "SearchResultsPage",
          name: `Search | ${data.site.siteMetadata.title}`,
        }}
      />
      <meta name="robots" content="noindex" />
      <link rel="modulepreload" href={`${SEARCH_LIBRARY}pagefind.js`} />
    </>
  ) : null

export const query = graphql`
  query SearchPage {
    site {
      ...SeoSite
    }
    content {
      ...LayoutContent
      shortLists {
        Articles {
          total
        }
        Podcasts {
          total
        }
        Books {
          total
        }
      }
    }
  }
`
