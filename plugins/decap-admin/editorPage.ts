// The editor's page, with what this build chose for it. The choice (the backend the environment names,
// the site's metadata with its public address) is written into the page, not compiled into the editor's
// 15 MB script: a build with another backend or address reuses the compiled editor, and what a build
// chose can be read from its page.
import {
  EDITOR_SETTINGS_ID,
  EDITOR_SITE_METADATA,
  NOT_SET_UP_ID,
  type EditorSettings,
  type EditorSiteMetadata,
} from "../../src/siteConfig"
import { editorBackend } from "./backend"

/** What the editor reads of gatsby-config's site metadata; a build whose config lacks one stops, naming it. */
export function editorSiteMetadata(siteMetadata: Record<string, unknown> = {}): EditorSiteMetadata {
  const missing = EDITOR_SITE_METADATA.filter((key) => typeof siteMetadata[key] !== "string")
  if (missing.length > 0)
    throw new Error(
      `decap-admin: gatsby-config.ts's siteMetadata has no ${missing.join(", ")}, which the editor shows`,
    )
  return Object.fromEntries(
    EDITOR_SITE_METADATA.map((key) => [key, siteMetadata[key]]),
  ) as EditorSiteMetadata
}

/** The settings as an inert JSON block for the page's head: no policy governs it, nothing runs it. */
export function settingsScript(settings: EditorSettings): string {
  // Every "<" escaped: no text in the settings can close the element or open a comment.
  const json = JSON.stringify(settings).replaceAll("<", "\\u003c")
  return `<script type="application/json" id="${EDITOR_SETTINGS_ID}">${json}</script>`
}

/**
 * What /admin/ says when the build knows no repository to publish to: plain HTML, read before any
 * script runs and if none does, instead of a sign-in that could not work.
 */
export const NOT_SET_UP = `<main id="${NOT_SET_UP_ID}" style="max-width:40rem;margin:2rem auto;padding:0 1rem;font:1.0625rem/1.6 system-ui,sans-serif">
<h1>The content editor is not set up yet</h1>
<p>The editor publishes each change to the site's repository on GitHub, and this copy of the site was built without knowing which repository that is. Nobody can sign in here until it does.</p>
<h2>To edit on the live site</h2>
<ol>
<li>In Netlify, open <strong>Project configuration → Environment variables</strong> and add <code>DECAP_REPO</code> with the repository as owner and name, for example <code>coach/becoming-your-best</code>. (A site Netlify builds from a GitHub repository finds it by itself.)</li>
<li>If the repository is private, add <code>DECAP_REPO_VISIBILITY</code> with the value <code>private</code>.</li>
<li>Deploy the site again, then come back to this page and sign in with GitHub.</li>
</ol>
<h2>To edit on your own computer</h2>
<p>In the site's folder, run <code>npm run develop</code> and open <a href="http://localhost:8000/admin/">http://localhost:8000/admin/</a>: the editor saves straight into your copy of the site, with no sign-in.</p>
<p>The site owner's guide (docs/site-owner.md in the repository, "The editor's sign-in") has every step.</p>
</main>`

/**
 * The editor's page as valid HTML in English (gatsby-plugin-decap-cms's default template has neither a
 * DOCTYPE in capitals nor a language), with its title and this build's settings; the plugin adds its
 * meta tags and script. `local`: the page `npm run develop` serves.
 */
export function editorPage(
  title: string,
  siteMetadata: EditorSiteMetadata,
  env = process.env,
  { local = false } = {},
) {
  const backend = editorBackend(env)
  const settings = { siteMetadata, backend, local }
  const body = backend ? "" : NOT_SET_UP
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title>${settingsScript(settings)}</head><body>${body}</body></html>\n`
}
