// What the build's plugins, the editor and the page itself must agree on. Kept out of src/admin/ so
// that a plugin reading it loads none of the editor's code (its configuration pulls in the schema).

/** Where the editor lives: /admin/ (gatsby-plugin-decap-cms's publicPath). */
export const ADMIN_PATH = "admin"

/** The site's feed of articles, podcasts and book reviews (gatsby-plugin-feed's output, plugins/source-content/feed.ts). */
export const FEED_PATH = "/rss.xml"

/**
 * The GitHub permission the editor asks the coach for: `public_repo` (public repositories only) unless
 * the repository is private, which only `repo` (every repository of the account) can publish to.
 */
type GitHubScope = "public_repo" | "repo"

/** Decap's backend setting, as its configuration reads it (chosen by plugins/decap-admin/backend.ts). */
export type EditorBackend =
  | { name: "github"; repo: string; branch: string; auth_scope: GitHubScope }
  | { name: "git-gateway"; branch: string; squash_merges: true }

/**
 * What of gatsby-config.ts's site metadata the editor reads: its preview renders the page with them, and
 * its links to the live site go to siteUrl.
 */
export const EDITOR_SITE_METADATA = ["title", "description", "siteUrl", "image"] as const
export type EditorSiteMetadata = Record<(typeof EDITOR_SITE_METADATA)[number], string>

/**
 * What the build writes into the editor's page and the editor reads (src/admin/editorSettings.ts): the
 * site's metadata; the backend, null when no repository is known; `local`, true on `npm run develop`'s
 * page only, where the editor may use decap-server.
 */
export type EditorSettings = {
  siteMetadata: EditorSiteMetadata
  backend: EditorBackend | null
  local: boolean
}

/** The explanation /admin/ shows when the build knows no repository, which the editor removes. */
export const NOT_SET_UP_ID = "editor-not-set-up"

/**
 * The block of the editor's page holding what its build chose: the site's metadata and the backend
 * (written by plugins/decap-admin/editorPage.ts, read by src/admin/editorSettings.ts).
 */
export const EDITOR_SETTINGS_ID = "editor-settings"

/** The search page (src/pages/search.tsx), the one page that loads the search library. */
export const SEARCH_PATH = "/search/"

/**
 * Where the search library and its index are served from (plugins/search-index writes them): the search
 * page imports its script from here, and security-headers gives the page that loads it what it needs.
 */
export const SEARCH_LIBRARY = "/pagefind/"

/**
 * What a page's context says when the page needs no script: plugins/scriptless-pages then sends it without
 * Gatsby's (a list's page: plain links and the menu's popover).
 */
export type ScriptlessContext = { scripts: false }

/** The folder of the events' pages: /events/ lists them, /events/<slug>/ is each one's. */
export const EVENTS_FOLDER = "events"
