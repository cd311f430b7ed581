// The editor's configuration is made when the site is built (plugins/decap-admin/gatsby-node.ts) and
// written into the editor's page, where the editor reads it as it starts. So the backend the build's
// environment chooses (plugins/decap-admin/backend.ts) is not compiled into the editor's 15 MB script:
// a build with another backend reuses the compiled editor, and what a build configured can be read
// from its page without running it.
import type { editorConfig } from "./config"

export type EditorConfig = ReturnType<typeof editorConfig>

const CONFIG_ID = "editor-config"

/** The configuration as an inert JSON block for the page's head: no policy governs it, nothing runs it. */
export function configScript(config: EditorConfig): string {
  // Every "<" escaped: no text in the configuration can close the element or open a comment.
  const json = JSON.stringify(config).replaceAll("<", "\\u003c")
  return `<script type="application/json" id="${CONFIG_ID}">${json}</script>`
}

/** The configuration the build wrote into `page`. */
export function readEditorConfig(page: Document = document): EditorConfig {
  const text = page.getElementById(CONFIG_ID)?.textContent
  if (!text)
    throw new Error(`The editor's page has no configuration (#${CONFIG_ID}): build it again.`)
  return JSON.parse(text) as EditorConfig
}
