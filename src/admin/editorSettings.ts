import type { EditorSettings } from "../siteConfig"
import { EDITOR_SETTINGS_ID } from "../siteConfig"

export function readEditorSettings(page: Document = document): EditorSettings {
  const text = page.getElementById(EDITOR_SETTINGS_ID)?.textContent
  if (!text)
    throw new Error(`The editor's page has no settings (#${EDITOR_SETTINGS_ID}): build it again.`)
  return JSON.parse(text) as EditorSettings
}
