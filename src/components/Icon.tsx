import { RESOURCE_ICONS } from "../model/iconNames"

/**
 * The icons' drawings (static/icons.svg, written by scripts/make-icons.mjs): one file every page shares
 * and the browser fetches once, so no page's script or HTML carries their paths.
 */
export const ICON_SPRITE = "/icons.svg"

type Props = { name: string; className?: string }

const isKnown = (name: string) => (RESOURCE_ICONS as readonly string[]).includes(name)

/**
 * A resource icon by its content.json name. The validator refuses unknown names; should one reach the
 * page all the same, it shows the plain file icon, as the spec asks.
 */
export function Icon({ name, className }: Props) {
  return (
    <svg className={className} aria-hidden="true" focusable="false">
      <use href={`${ICON_SPRITE}#${isKnown(name) ? name : "file"}`} />
    </svg>
  )
}
