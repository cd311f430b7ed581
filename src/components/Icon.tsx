// From the package's ES module, which webpack shakes down to these four objects; the per-icon CommonJS
// files each bring their own export boilerplate into the page's first-load script.
import {
  faBook,
  faFile,
  faFileLines,
  faPodcast,
  type IconDefinition,
} from "@fortawesome/free-solid-svg-icons"
import type { ResourceIcon } from "../content/schema"

// Only the path data of four icons is bundled: no icon font, no icon runtime.
const icons: Record<ResourceIcon, IconDefinition> = {
  "file-alt": faFileLines,
  podcast: faPodcast,
  book: faBook,
  file: faFile,
}

type Props = { name: string; className?: string }

const isKnown = (name: string): name is ResourceIcon => Object.hasOwn(icons, name)

/**
 * A resource icon by its content.json name. The validator refuses unknown names; should one reach the
 * page all the same, it shows the plain file icon, as the spec asks.
 */
export function Icon({ name, className }: Props) {
  const definition = isKnown(name) ? icons[name] : faFile
  const [width, height, , , path] = definition.icon
  return (
    <svg
      className={className}
      viewBox={`0 0 ${width} ${height}`}
      aria-hidden="true"
      focusable="false"
    >
      <path fill="currentColor" d={Array.isArray(path) ? path.join(" ") : path} />
    </svg>
  )
}
