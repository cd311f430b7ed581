import { ResourceDetails } from "../../components/ResourceDetails"
import { DrawnInBrowser } from "../../components/ServerHtml"
import IndexPage from "../../pages/index"
import type { EditorSiteMetadata } from "../../siteConfig"
import { ResourceSourceContext, type ResourceSource } from "../../lib/resources/resourceSource"
import { Events } from "../../sections/Events"
import { Offers } from "../../sections/Offers"
import { previewBodies, previewContent, type AssetUrl } from "./previewContent"
import * as styles from "./SitePreview.module.css"
import type { PreviewProps } from "../decap"

const DRAWN = { Offers, Events }

type Props = PreviewProps & { siteMetadata: EditorSiteMetadata }

/** Then every resource as the dialog shows it, so an article can be read without opening it. */
export function SitePreview({ entry, getAsset, siteMetadata }: Props) {
  const assetUrl: AssetUrl = (path) => getAsset(path)?.toString() ?? path
  const raw = entry.get("data")?.toJS() ?? {}
  const content = previewContent(raw, assetUrl)
  const bodies = previewBodies(raw, assetUrl)
  const source: ResourceSource = async (path) => {
    const found = bodies.find((resource) => resource.path === path)
    if (!found) throw new Error(`The entry has no resource at ${path}`)
    return found.body
  }
  return (
    <ResourceSourceContext value={source}>
      {/* The site sends these as HTML alone; here nothing comes from a server. */}
      <DrawnInBrowser value={DRAWN}>
        <IndexPage data={{ site: { siteMetadata }, content }} />
      </DrawnInBrowser>
      <section className={styles.details} aria-labelledby="preview-details">
        <h2 id="preview-details">Resource Details</h2>
        {bodies.map(({ body, unpublished }, index) => (
          <div key={index} className={styles.panel}>
            {unpublished && (
              <p className={styles.unpublished}>
                {unpublished === "draft"
                  ? "Draft: not on the site yet"
                  : `Scheduled: appears on ${body.readableDate}`}
              </p>
            )}
            <ResourceDetails item={body} />
          </div>
        ))}
      </section>
    </ResourceSourceContext>
  )
}
