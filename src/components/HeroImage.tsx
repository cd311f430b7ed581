import type { IGatsbyImageData } from "gatsby-plugin-image"

type Props = {
  image: IGatsbyImageData
  alt: string
  className?: string
}

// React 18 does not know the fetchpriority attribute yet; passed in lower case it reaches the DOM as is.
const highPriority = { fetchpriority: "high" } as Record<string, string>

/**
 * The hero's image, from gatsby-plugin-image's data (AVIF, WebP and JPEG at every width) but rendered as a
 * plain <picture>: GatsbyImage hides its main image until a script reveals it, which would hold back the
 * page's largest paint. This one is fetched first and painted as soon as it arrives.
 */
export function HeroImage({ image, alt, className }: Props) {
  const { fallback, sources = [] } = image.images
  return (
    <picture className={className} style={{ backgroundColor: image.backgroundColor }}>
      {sources.map(({ type, srcSet, sizes }) => (
        <source key={type} type={type} srcSet={srcSet} sizes={sizes} />
      ))}
      <img
        src={fallback?.src}
        srcSet={fallback?.srcSet}
        sizes={fallback?.sizes}
        width={image.width}
        height={image.height}
        alt={alt}
        loading="eager"
        decoding="async"
        {...highPriority}
      />
    </picture>
  )
}
