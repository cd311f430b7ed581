import { RESOURCE_ICONS } from "../model/iconNames"

/** Written by scripts/make-icons.mjs and fetched once, so no page carries the paths. */
export const ICON_SPRITE = "/icons.svg"

type Props = { name: string; className?: string }

const isKnown = (name: string) => (RESOURCE_ICONS as readonly string[]).includes(name)

/** An unknown name shows the plain file icon, as the spec asks (the validator refuses them). */
export function Icon({ name, className }: Props) {
  return (
    <svg className={className} aria-hidden="true" focusable="false">
      <use href={`${ICON_SPRITE}#${isKnown(name) ? name : "file"}`} />
    </svg>
  )
}
