import { NodeViewWrapper, type ReactNodeViewProps } from "@tiptap/react"
import { useDisplayUrl } from "./DisplayUrl"
import { classNames } from "../../lib/classNames"
import * as styles from "./RichTextControl.module.css"

export function PictureView({ node, selected }: ReactNodeViewProps) {
  const { src, alt, width, height } = node.attrs as Record<string, string | null>
  const url = useDisplayUrl(src)
  const described = Boolean(alt?.trim())
  return (
    <NodeViewWrapper
      as="span"
      className={classNames(styles.picture, selected && styles.selectedPicture)}
    >
      <img src={url} alt={alt ?? ""} width={width ?? undefined} height={height ?? undefined} />
      {!described && <span className={styles.missingAlt}>Needs a description</span>}
    </NodeViewWrapper>
  )
}
