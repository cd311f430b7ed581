// The editor's page, with what this build chose for it. The choice (the backend the environment names,
// the public address) is written into the page, not compiled into the editor's 15 MB script: a build
// with another backend reuses the compiled editor, and what a build chose can be read from its page.
import { EDITOR_SETTINGS_ID } from "../../src/siteConfig"
import { editorBackend, type EditorBackend } from "./backend"

/** What the build tells the editor; src/admin/config.ts makes Decap's configuration from it. */
export type EditorSettings = { siteUrl: string; backend: EditorBackend }

export type SiteMetadata = { title?: string; siteUrl?: string }

/** The settings as an inert JSON block for the page's head: no policy governs it, nothing runs it. */
export function settingsScript(settings: EditorSettings): string {
  // Every "<" escaped: no text in the settings can close the element or open a comment.
  const json = JSON.stringify(settings).replaceAll("<", "\\u003c")
  return `<script type="application/json" id="${EDITOR_SETTINGS_ID}">${json}</script>`
}

/**
 * The editor's page as valid HTML in English (gatsby-plugin-decap-cms's default template has neither a
 * DOCTYPE in capitals nor a language), with its title and this build's settings; the plugin adds its
 * meta tags and script.
 */
export function editorPage(title: string, siteMetadata: SiteMetadata, env = process.env) {
  const settings = { siteUrl: siteMetadata.siteUrl ?? "", backend: editorBackend(env) }
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title>${settingsScript(settings)}</head><body></body></html>\n`
}
