import type { IGatsbyImageData } from "gatsby-plugin-image"
import { classNames } from "../lib/classNames"
import * as styles from "./Picture.module.css"

type Props = {
  image: IGatsbyImageData
  alt: string
  loading?: "lazy" | "eager"
  priority?: boolean
  className?: string
}

/** Full-width image data gives 1 × ratio, not valid HTML: those take the srcset's largest width. */
function intrinsicSize(image: IGatsbyImageData) {
  if (image.layout !== "fullWidth") return { width: image.width, height: image.height }
  const srcSet = image.images.fallback?.srcSet ?? ""
  const width = Math.max(1, ...[...srcSet.matchAll(/\s(\d+)w\b/g)].map((match) => Number(match[1])))
  return { width, height: Math.round((width * image.height) / image.width) }
}

/** Not GatsbyImage: see docs/decisions/picture-component.md. */
export function Picture({ image, alt, loading = "lazy", priority = false, className }: Props) {
  const { fallback, sources = [] } = image.images
  const { width, height } = intrinsicSize(image)
  // A transparent PNG would show the placeholder colour around its shape for good.
  const placeholder = fallback?.src.endsWith(".png") ? undefined : image.backgroundColor
  return (
    <picture
      className={classNames(styles.picture, className)}
      style={{ backgroundColor: placeholder }}
    >
      {sources.map(({ type, srcSet, sizes }) => (
        <source key={type} type={type} srcSet={srcSet} sizes={sizes} />
      ))}
      <img
        src={fallback?.src}
        srcSet={fallback?.srcSet}
        sizes={fallback?.sizes}
        width={width}
        height={height}
        alt={alt}
        loading={loading}
        decoding="async"
        fetchPriority={priority ? "high" : undefined}
      />
    </picture>
  )
}
