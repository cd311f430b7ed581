// What each content.json icon name should draw, straight from FontAwesome, so tests compare the drawing a
// visitor sees with the icon the spec names.
import { faBook, faFile, faFileLines, faPodcast } from "@fortawesome/free-solid-svg-icons"
import type { IconDefinition } from "@fortawesome/free-solid-svg-icons"

const SPEC_ICONS: Record<string, IconDefinition> = {
  // FontAwesome 5's "file-alt", since renamed.
  "file-alt": faFileLines,
  podcast: faPodcast,
  book: faBook,
  file: faFile,
}

/** The icon the spec names for `name`: any name it does not list shows the plain file icon. */
export const specIcon = (name: string) =>
  Object.hasOwn(SPEC_ICONS, name) ? SPEC_ICONS[name]! : faFile

export type Drawing = { viewBox: string | null; d: string | null }

/** The outline and canvas an `<svg>` draws `definition` with. */
export function drawingOf(definition: IconDefinition): Drawing {
  const [width, height, , , path] = definition.icon
  return { viewBox: `0 0 ${width} ${height}`, d: [path].flat().join(" ") }
}

/**
 * What each of `svgs` actually draws. It runs in the page too (one call however many there are), so it
 * reads only the elements and calls nothing of this module.
 */
export const drawnByEach = (svgs: Element[]): Drawing[] =>
  svgs.map((svg) => ({
    viewBox: svg.getAttribute("viewBox"),
    d: svg.querySelector("path")?.getAttribute("d") ?? null,
  }))

/** What one `<svg>` element draws. */
export const drawnBy = (svg: Element): Drawing => drawnByEach([svg])[0]!
