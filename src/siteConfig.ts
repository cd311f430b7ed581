// What the plugins, the editor and the page agree on; outside src/admin/ so plugins load no editor.

export const ADMIN_PATH = "admin"

export const FEED_PATH = "/rss.xml"

/** `repo` (every repository of the account) only when the repository is private. */
type GitHubScope = "public_repo" | "repo"

/** Chosen by plugins/decap-admin/backend.ts. */
export type EditorBackend =
  | { name: "github"; repo: string; branch: string; auth_scope: GitHubScope }
  | { name: "git-gateway"; branch: string; squash_merges: true }

export const EDITOR_SITE_METADATA = ["title", "description", "siteUrl", "image"] as const
export type EditorSiteMetadata = Record<(typeof EDITOR_SITE_METADATA)[number], string>

/** `local`: on `npm run develop`'s page only, where the editor may use decap-server. */
export type EditorSettings = {
  siteMetadata: EditorSiteMetadata
  backend: EditorBackend | null
  local: boolean
}

export const NOT_SET_UP_ID = "editor-not-set-up"

/** Written by plugins/decap-admin/editorPage.ts, read by src/admin/editorSettings.ts. */
export const EDITOR_SETTINGS_ID = "editor-settings"

export const SEARCH_PATH = "/search/"

/** Written by plugins/search-index; security-headers gives the page that loads it what it needs. */
export const SEARCH_LIBRARY = "/pagefind/"

/** plugins/scriptless-pages sends such a page without Gatsby's scripts. */
export type ScriptlessContext = { scripts: false }

export const EVENTS_FOLDER = "events"
