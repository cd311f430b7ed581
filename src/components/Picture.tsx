import type { IGatsbyImageData } from "gatsby-plugin-image"
import { classNames } from "../lib/classNames"
import * as styles from "./Picture.module.css"

type Props = {
  image: IGatsbyImageData
  alt: string
  /** Below the fold images wait until the visitor scrolls near them. */
  loading?: "lazy" | "eager"
  /** The page's largest image: fetched before anything else. */
  priority?: boolean
  className?: string
}

/**
 * Whole-pixel width and height with the image's proportions. Full-width image data gives its
 * proportions as 1 × ratio, which is not valid HTML: those take the largest width in the srcset.
 */
function intrinsicSize(image: IGatsbyImageData) {
  if (image.layout !== "fullWidth") return { width: image.width, height: image.height }
  const srcSet = image.images.fallback?.srcSet ?? ""
  const width = Math.max(1, ...[...srcSet.matchAll(/\s(\d+)w\b/g)].map((match) => Number(match[1])))
  return { width, height: Math.round((width * image.height) / image.width) }
}

/**
 * An image processed by gatsby-plugin-image (AVIF, WebP and JPEG/PNG at every width it needs), rendered as
 * a plain <picture>. GatsbyImage would ship react-dom/server and its helpers to every visitor (about a
 * third of the page's JavaScript) and hide each image until a script reveals it; this paints as soon as
 * the image arrives, with its size reserved by width and height and its dominant colour shown until then.
 */
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
