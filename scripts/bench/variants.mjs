// The variants the benchmark compares with the site as built, each made from a copy of the build by
// rewriting its pages. Every rewrite fails loudly when it finds nothing to rewrite: a comparison with
// an unchanged copy would look like a result.
import { createHash } from "node:crypto"
import { cp, readdir, readFile, rm, writeFile } from "node:fs/promises"
import path from "node:path"

// Attribute values may hold ">", so a tag ends at the first ">" outside quotes.
const TAG_BODY = String.raw`(?:[^>"']|"[^"]*"|'[^']*')*`
const SCRIPT = new RegExp(String.raw`<script(?=[\s/>])${TAG_BODY}>[\s\S]*?</script\s*>`, "gi")
const LINK = new RegExp(String.raw`<link(?=[\s/>])${TAG_BODY}>`, "gi")
const attribute = (tag, name) => {
  const match = tag.match(
    new RegExp(String.raw`\s${name}\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))`, "i"),
  )
  return (match?.[1] ?? match?.[2] ?? match?.[3] ?? "").toLowerCase()
}
const fetchesCode = (tag) =>
  ["script", "fetch"].includes(attribute(tag, "as")) ||
  attribute(tag, "rel").split(/\s+/).includes("modulepreload")

/** The page's physical limit: the same HTML, CSS and images, with every script and script preload gone. */
function stripScripts(html) {
  const withoutScripts = html.replace(SCRIPT, "")
  return withoutScripts.replace(LINK, (tag) => (fetchesCode(tag) ? "" : tag))
}

// Gatsby's own scripts (webpack runtime, React, the app), as it writes them at the end of <body>.
const GATSBY_SCRIPT = /<script src="(\/[^"]+\.js)" async(?:="")?><\/script>/g
// After `load` and the next paint, adds each held script back as an async script.
const LOADER =
  'addEventListener("load",function(){requestAnimationFrame(function(){setTimeout(function(){' +
  'document.querySelectorAll("script[data-held-src]").forEach(function(held){' +
  'var script=document.createElement("script");script.src=held.getAttribute("data-held-src");' +
  "script.async=true;document.body.appendChild(script)})},0)})})"
const LOADER_HASH = `'sha256-${createHash("sha256").update(LOADER).digest("base64")}'`

/**
 * The alternative the site once shipped: Gatsby's scripts fetched only after the page has loaded and
 * painted. Each becomes an inert block naming its source; one inline loader, allowed by the page's
 * policy through its hash, adds them back.
 */
function holdScripts(html) {
  let held = 0
  const rewritten = html.replace(GATSBY_SCRIPT, (_, src) => {
    held++
    return `<script type="text/plain" data-held-src="${src}"></script>`
  })
  if (held === 0) return html
  const allowed = rewritten.replace("script-src 'self'", `script-src 'self' ${LOADER_HASH}`)
  if (allowed === rewritten)
    throw new Error("after-load: the page has no script-src policy to extend")
  return allowed.replace("</body>", `<script>${LOADER}</script></body>`)
}

export const TRANSFORMS = { stripScripts, holdScripts }

// Gatsby's own files, and the content editor: not pages of the site.
const NOT_PAGES = ["_gatsby", "admin"]

/**
 * Copies the build in `from` to `to`, rewriting every page of the site with
 * `transform`; throws if it changed no page. Returns how many pages it changed.
 */
export async function makeVariant(from, to, transform) {
  await rm(to, { recursive: true, force: true })
  await cp(from, to, { recursive: true })
  let changed = 0
  for (const file of await readdir(to, { recursive: true })) {
    if (!file.endsWith(".html") || NOT_PAGES.includes(file.split(path.sep)[0])) continue
    const full = path.join(to, file)
    const html = await readFile(full, "utf8")
    const rewritten = transform(html)
    // Untouched files are left alone so that they stay byte-identical.
    if (rewritten !== html) {
      await writeFile(full, rewritten)
      changed++
    }
  }
  if (changed === 0) {
    throw new Error(`${transform.name}: changed no page of ${from}; has Gatsby's markup changed?`)
  }
  return changed
}
