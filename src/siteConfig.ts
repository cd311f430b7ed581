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
