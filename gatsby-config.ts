import dotenv from "dotenv"
import type { GatsbyConfig } from "gatsby"
import adapter from "gatsby-adapter-netlify"
import { feedPluginOptions } from "./plugins/source-content/feed"
import { SITEMAP_QUERY, sitemapEntry, type SitemapPage } from "./plugins/source-content/sitemap"
import { siteUrlForConfig } from "./plugins/security-headers/addresses"
import { SEARCH_PATH } from "./src/siteConfig"

// Local settings (mail IDs, siteUrl) from .env.development or .env.production; see .env.example.
// Variables already set in the environment (Netlify's, CI's) win.
dotenv.config({ path: `.env.${process.env.NODE_ENV}`, quiet: true })

const title = "Becoming Your Best"
const themeColor = "#1d3344"

const config: GatsbyConfig = {
  siteMetadata: {
    title,
    description:
      "Executive leadership coaching from a former healthcare leader: reach your goals faster, grow your emotional intelligence and lead at your best.",
    // The one place the public address lives: canonical URL, social cards, sitemap and robots.txt use it.
    // A SITE_URL that is not an https address stops the build (plugins/security-headers/addresses.ts).
    siteUrl: siteUrlForConfig(),
    // The 1200×630 card link previews show; drawn by scripts/make-images.mjs.
    image: "/social-card.jpg",
    themeColor,
  },
  // Netlify: writes its routing and long-lived caching rules for hashed assets into public/_headers,
  // beside the security headers plugins/security-headers puts there. public/ alone also works on any static host.
  adapter: adapter({ excludeDatastoreFromEngineFunction: false }),
  jsxRuntime: "automatic",
  graphqlTypegen: {
    typesOutputPath: "src/gatsby-types.d.ts",
    generateOnBuild: true,
  },
  plugins: [
    // gatsby-plugin-image is used for its image data only (src/components/Picture.tsx), so its SSR
    // plugin, which injects GatsbyImage's scripts and styles into every page, is not enabled.
    {
      resolve: "gatsby-plugin-sharp",
      options: {
        // Every image the page shows: AVIF and WebP with a JPEG/PNG fallback, a dominant-colour placeholder.
        defaults: { formats: ["auto", "avif", "webp"], placeholder: "dominantColor", quality: 70 },
      },
    },
    "gatsby-transformer-sharp",
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "content", path: "./data" },
    },
    // data/content.json: validated, typed, a page per resource (plugins/source-content). It runs
    // gatsby-transformer-json itself, and only on a file the validator accepts, so that transformer is
    // not listed: a refused save in `gatsby develop` never reaches GraphQL.
    "source-content",
    // Workshops and talks: their pages, the one page's next three, their calendar files (plugins/event-pages).
    "event-pages",
    // The editor lives at /admin/, and a page of search results is no page to land on.
    // A resource's page carries its date as lastmod (plugins/source-content/sitemap.ts).
    {
      resolve: "gatsby-plugin-sitemap",
      options: {
        excludes: ["/admin/", "/admin/*", SEARCH_PATH],
        query: SITEMAP_QUERY,
        serialize: (page: SitemapPage) => sitemapEntry(page),
      },
    },
    // /rss.xml: every article, podcast and book review, newest first, linked from every page's head.
    { resolve: "gatsby-plugin-feed", options: feedPluginOptions(title) },
    // The content editor at /admin/ (plugins/decap-admin, src/admin/).
    "decap-admin",
    // Pages whose HTML is complete (a list's own page) are sent without Gatsby's scripts. In a build
    // only: `gatsby develop` needs every page's scripts (hot reloading), and it stops at start-up with
    // "Couldn't get query results for /" when an SSR plugin reads page data there.
    ...(process.env.gatsby_executing_command === "develop" ? [] : ["scriptless-pages"]),
    // The browser bundle starts over several short tasks, not one (plugins/start-in-slices).
    "start-in-slices",
    // The deploy holds what visitors use: no source maps unless SOURCE_MAPS=1 (plugins/trim-deploy).
    "trim-deploy",
    // Each resource's share card, drawn at build and kept between builds (plugins/share-cards).
    "share-cards",
    // After the build: the search index of the pages, for the search page (plugins/search-index).
    "search-index",
    // After the build: the Content-Security-Policy, _headers, robots.txt (plugins/security-headers).
    "security-headers",
    {
      resolve: "gatsby-plugin-manifest",
      options: {
        name: `${title}: Executive Leadership Coaching`,
        short_name: title,
        start_url: "/",
        background_color: "#f6f1e8",
        theme_color: themeColor,
        display: "minimal-ui",
        // favicon, apple-touch-icon and the manifest's icons, all from this one source.
        icon: "data/images/icon.png",
      },
    },
  ],
}

export default config
