// Usage: npm run icons
//
// Writes static/icons.svg: one <symbol> per resource icon name (src/model/iconNames.ts), drawn with
// FontAwesome's path. The page draws each icon as <svg><use href="/icons.svg#book"></svg>, so no path
// data is in any page's script or repeated in its HTML, and the file is fetched once for every page.
// Run it after changing an icon; src/components/__tests__/Icon.test.tsx fails while the file is stale.
import { writeFileSync } from "node:fs"
import { faBook, faFile, faFileLines, faPodcast } from "@fortawesome/free-solid-svg-icons"

// content.json's names (FontAwesome 5's, as the spec writes them) and the icons they draw today.
const ICONS = {
  "file-alt": faFileLines,
  podcast: faPodcast,
  book: faBook,
  file: faFile,
}

const symbol = (id, { icon: [width, height, , , path] }) =>
  `<symbol id="${id}" viewBox="0 0 ${width} ${height}"><path fill="currentColor" d="${[path].flat().join(" ")}"/></symbol>`

const sprite = [
  `<svg xmlns="http://www.w3.org/2000/svg">`,
  `<!-- Font Awesome Free by @fontawesome - https://fontawesome.com License - https://fontawesome.com/license/free (Icons: CC BY 4.0). Written by scripts/make-icons.mjs. -->`,
  ...Object.entries(ICONS).map(([id, definition]) => symbol(id, definition)),
  `</svg>`,
].join("\n")

writeFileSync("static/icons.svg", `${sprite}\n`)
console.log(`static/icons.svg: ${Object.keys(ICONS).join(", ")}`)
