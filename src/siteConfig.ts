// What the build's plugins, the editor and the page itself must agree on. Kept out of src/admin/ so
// that a plugin reading it loads none of the editor's code (its configuration pulls in the schema).

/** Where the editor lives: /admin/ (gatsby-plugin-decap-cms's publicPath). */
export const ADMIN_PATH = "admin"

/** The site's feed of articles, podcasts and book reviews (gatsby-plugin-feed's output, plugins/content/feed.ts). */
export const FEED_PATH = "/rss.xml"

/**
 * The block of the editor's page holding what its build chose: the backend and the public address
 * (written by plugins/decap-admin/editorPage.ts, read by src/admin/editorSettings.ts).
 */
export const EDITOR_SETTINGS_ID = "editor-settings"

/** The search page (src/pages/search.tsx), the one page that loads the search library. */
export const SEARCH_PATH = "/search/"

/**
 * Where the search library and its index are served from (plugins/search-index writes them): the search
 * page imports its script from here, and page-policy gives the page that loads it what it needs.
 */
export const SEARCH_LIBRARY = "/pagefind/"
