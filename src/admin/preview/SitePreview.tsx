import { ResourceDetails } from "../../components/ResourceDetails"
import { resourceLists } from "../../content/schema"
import IndexPage from "../../pages/index"
import { previewContent, type AssetUrl } from "./previewContent"
import * as styles from "./SitePreview.module.css"

type SiteMetadata = NonNullable<NonNullable<Queries.IndexPageQuery["site"]>["siteMetadata"]>

/** Decap's props for a preview template, as far as this one reads them, and the site's metadata. */
export type PreviewProps = {
  entry: { get(key: "data"): { toJS(): Record<string, unknown> } | undefined }
  getAsset: (path: string) => { toString(): string } | undefined
}
type Props = PreviewProps & { siteMetadata: SiteMetadata }

/**
 * The content editor's preview: the real page, built from the entry being edited, in the site's own
 * CSS; then every resource as the 'Resource Details' dialog shows it, so an article can be read
 * without opening it.
 */
export function SitePreview({ entry, getAsset, siteMetadata }: Props) {
  const assetUrl: AssetUrl = (path) => getAsset(path)?.toString() ?? path
  const content = previewContent(entry.get("data")?.toJS() ?? {}, assetUrl)
  const resources = resourceLists().flatMap(({ name }) => content[name] ?? [])
  return (
    <>
      <IndexPage data={{ site: { siteMetadata }, content }} />
      <section className={styles.details} aria-labelledby="preview-details">
        <h2 id="preview-details">Resource Details</h2>
        {resources.map((item, index) => (
          <div key={index} className={styles.panel}>
            <ResourceDetails item={item} />
          </div>
        ))}
      </section>
    </>
  )
}
