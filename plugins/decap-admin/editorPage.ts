import { editorConfig } from "../../src/admin/config"
import { configScript } from "../../src/admin/configInPage"
import { editorBackend } from "./backend"

export type SiteMetadata = { title?: string; siteUrl?: string }

/**
 * The editor's page as valid HTML in English (gatsby-plugin-decap-cms's default template has neither a
 * DOCTYPE in capitals nor a language), with its title and the editor's configuration, its backend the
 * one the build's environment chose (src/admin/configInPage.ts); the plugin adds its meta tags and
 * script.
 */
export function editorPage(title: string, siteMetadata: SiteMetadata, env = process.env) {
  const config = editorConfig({ siteUrl: siteMetadata.siteUrl ?? "", backend: editorBackend(env) })
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title>${configScript(config)}</head><body></body></html>\n`
}
