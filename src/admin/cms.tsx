// The content editor at /admin/, built by gatsby-plugin-decap-cms into a bundle of its own: none of it
// reaches the page visitors load. Styles imported here style the preview only.
import CMS from "decap-cms-app"
import "../styles/global.css"
import { CONTENT_FILE, editorBackendOf, editorConfig } from "./config"
import { CONTENT_FORMAT } from "./contentFormat"
import type { ListControl, PreviewProps, RegisteredWidget } from "./decap"
import { readEditorSettings } from "./editorSettings"
import { NOT_SET_UP_ID, type EditorSettings } from "../siteConfig"
import { startIdentity } from "./identity"
import { SitePreview } from "./preview/SitePreview"
import { listOnDemand } from "./listOnDemand"
import { withSitePhrases } from "./phrases"
import { plainSummaries } from "./plainSummaries"
import { richTextWidget } from "./richText/richTextWidget"
import { refuseInvalidContent } from "./validateOnSave"

function ContentPreview(props: PreviewProps) {
  return <SitePreview {...props} siteMetadata={settings.siteMetadata} />
}

// The site's long lists draw an item's fields only once opened, and summarise collapsed items by its rules.
function replaceListWidget() {
  const list = CMS.getWidget("list") as unknown as RegisteredWidget<ListControl>
  const register = CMS.registerWidget as (...widget: unknown[]) => void
  register("list", listOnDemand(plainSummaries(list.control)), list.preview, list.schema)
}

function startEditor(
  settings: EditorSettings,
  backend: Parameters<typeof editorConfig>[0]["backend"],
) {
  const config = editorConfig({ ...settings, backend })
  // Netlify Identity is the sign-in of Git Gateway only; with GitHub, Decap opens Netlify's OAuth page.
  if (config.backend.name === "git-gateway") startIdentity()
  CMS.registerLocale("en", withSitePhrases(CMS.getLocale("en")))
  CMS.registerCustomFormat(CONTENT_FORMAT.name, CONTENT_FORMAT.extension, CONTENT_FORMAT.formatter)
  // Decap's types declare a widget's controlComponent as its props rather than a component.
  CMS.registerWidget(richTextWidget as unknown as Parameters<typeof CMS.registerWidget>[0])
  replaceListWidget()
  CMS.registerPreviewTemplate(CONTENT_FILE.name, ContentPreview)
  CMS.registerEventListener({ name: "preSave", handler: refuseInvalidContent })
  // The page's explanation is for a build with no repository; `npm run develop` edits without one.
  document.getElementById(NOT_SET_UP_ID)?.remove()
  // Decap's own types list only its built-in widgets; the config names our rich-text widget too.
  CMS.init({ config: config as never })
}

// The site's metadata and the backend come from the editor's page, where the build wrote them. With no
// repository to publish to, the page's own explanation stays, and no sign-in is offered.
const settings = readEditorSettings()
const backend = editorBackendOf(settings)
if (backend) startEditor(settings, backend)
