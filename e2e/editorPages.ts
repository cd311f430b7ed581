// The editor's page as `npm run develop` serves it, made from a production build's page: the same
// script, the settings with `local` on, and the policy that lets it reach decap-server on this computer.
// The admin tests run the built editor against decap-server this way; a deployed editor reaches no
// localhost (plugins/security-headers/csp.ts adminPolicy).
import { NOT_SET_UP, settingsScript } from "../plugins/decap-admin/editorPage"
import { adminPolicy, pagePolicyHeader, type AdminOrigins } from "../plugins/security-headers/csp"
import { EDITOR_SETTINGS_ID, type EditorSettings } from "../src/siteConfig"

const SETTINGS = new RegExp(
  `<script type="application/json" id="${EDITOR_SETTINGS_ID}">(.*?)</script>`,
)
const POLICY_META = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\/>/

/** The built editor's page, and its headers, as the local editor's: both derived, neither copied. */
export function localEditorPage(built: string, origins: AdminOrigins) {
  const settings = JSON.parse(SETTINGS.exec(built)?.[1] ?? "null") as EditorSettings | null
  if (!settings || !POLICY_META.test(built))
    throw new Error("The built editor's page has no settings or no policy: build it again.")
  const policy = adminPolicy(origins, { local: true })
  return {
    body: built
      .replace(SETTINGS, settingsScript({ ...settings, local: true }))
      .replace(POLICY_META, `<meta http-equiv="Content-Security-Policy" content="${policy}"/>`),
    headers: {
      "content-security-policy": pagePolicyHeader(policy),
      "x-robots-tag": "noindex, nofollow",
    },
  }
}

/** A host name the browser treats as this computer, where Decap looks for decap-server. */
export const isLocalHost = (host: string) => ["127.0.0.1", "localhost"].includes(host)

/**
 * The built editor's page as a build that knows no repository writes it: settings without a backend,
 * and the explanation in its body (plugins/decap-admin/editorPage.ts NOT_SET_UP), the same script.
 */
export function notSetUpPage(built: string) {
  const settings = JSON.parse(SETTINGS.exec(built)?.[1] ?? "null") as EditorSettings | null
  if (!settings || !built.includes("<body></body>"))
    throw new Error(
      "The built editor's page has no settings or an unexpected body: build it again.",
    )
  return built
    .replace(SETTINGS, settingsScript({ ...settings, backend: null }))
    .replace("<body></body>", `<body>${NOT_SET_UP}</body>`)
}
