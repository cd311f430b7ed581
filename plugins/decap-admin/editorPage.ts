// This build's choices are written into the page, not compiled into the editor's script: a build
// with another backend or address reuses the compiled editor.
import {
  EDITOR_SETTINGS_ID,
  EDITOR_SITE_METADATA,
  NOT_SET_UP_ID,
  type EditorSettings,
  type EditorSiteMetadata,
} from "../../src/siteConfig"
import { editorBackend } from "./backend"

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

/** Inert JSON: no policy governs it, nothing runs it. */
export function settingsScript(settings: EditorSettings): string {
  // Every "<" escaped: no text in the settings can close the element or open a comment.
  const json = JSON.stringify(settings).replaceAll("<", "\\u003c")
  return `<script type="application/json" id="${EDITOR_SETTINGS_ID}">${json}</script>`
}

/** Plain HTML, read even if no script runs, instead of a sign-in that could not work. */
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

/** gatsby-plugin-decap-cms's own template has no DOCTYPE in capitals and no language. */
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
