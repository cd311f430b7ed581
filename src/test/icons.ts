// Straight from FontAwesome, so tests compare the drawing a visitor sees with the spec's icon.
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

type Drawing = { viewBox: string | null; d: string | null }

/** The outline and canvas an icon draws `definition` with. */
export function drawingOf(definition: IconDefinition): Drawing {
  const [width, height, , , path] = definition.icon
  return { viewBox: `0 0 ${width} ${height}`, d: [path].flat().join(" ") }
}

/** "/icons.svg#book". It runs in the page too, so it calls nothing of this module. */
export const referencesOf = (svgs: Element[]): (string | null)[] =>
  svgs.map((svg) => svg.querySelector("use")?.getAttribute("href") ?? null)

/** It runs in the page too, where the browser's own parser reads the sprite. */
export function drawingsIn({
  sprite,
  references,
}: {
  sprite: string
  references: (string | null)[]
}): Drawing[] {
  const document = new DOMParser().parseFromString(sprite, "image/svg+xml")
  const symbols = [...document.querySelectorAll("symbol")]
  return references.map((reference) => {
    const symbol = symbols.find((each) => each.id === reference?.split("#")[1])
    return {
      viewBox: symbol?.getAttribute("viewBox") ?? null,
      d: symbol?.querySelector("path")?.getAttribute("d") ?? null,
    }
  })
}

/** The ids of the sprite's symbols, in order. */
export const symbolIdsIn = (sprite: string) =>
  [...new DOMParser().parseFromString(sprite, "image/svg+xml").querySelectorAll("symbol")].map(
    (symbol) => symbol.id,
  )
