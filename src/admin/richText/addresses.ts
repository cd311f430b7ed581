import { httpsAddressProblem } from "../../model/addresses"
import { blockAllowList } from "../../model/sanitize"

type Tag = "a" | "img"

const schemesFor = (tag: Tag) => blockAllowList.schemesByTag[tag] ?? blockAllowList.schemes
// How each allowed scheme is written at the start of an address, for messages.
const written = (scheme: string) => (scheme.startsWith("http") ? `${scheme}://` : `${scheme}:`)
// Spaces and control characters, which browsers skip inside URLs, and what would end the attribute.
const hasUnsafeCharacters = (address: string) =>
  /[\s<>"]/.test(address) || [...address].some((character) => character < " ")
const LINK_FORMS = `an address starting with ${schemesFor("a").map(written).join(", ")}, a part of this page (#contact) or a page of this site (/articles/…)`

/**
 * Why the editor refuses an address for a link (`a`) or a picture (`img`), or null when it takes it.
 * The schemes are the sanitiser's; about the rest the editor is stricter than the sanitiser (no spaces or
 * control characters; no bare relative paths; in-page #anchors for links only), so
 * nothing it accepts is removed at build and every address means one thing.
 */
export function addressProblem(tag: Tag, address: string): string | null {
  const scheme = /^([a-z][a-z0-9.+-]*):/i.exec(address)?.[1]?.toLowerCase()
  const local = tag === "a" ? /^(\/(?![/\\])|#)/ : /^\/(?![/\\])/
  const fine =
    !hasUnsafeCharacters(address) &&
    (scheme === undefined ? local.test(address) : schemesFor(tag).includes(scheme))
  const https = fine && scheme === "https" ? httpsAddressProblem(address) : undefined
  if (https) return `This address ${https}.`
  if (fine) return null
  if (tag === "img") {
    return `Pictures must be files of this site (an address starting with /), not “${address}”.`
  }
  if (!address) return `Enter the address the link goes to: ${LINK_FORMS}.`
  if (hasUnsafeCharacters(address)) return `A link address cannot contain spaces or < > ".`
  if (scheme !== undefined) return `“${scheme}:” links are not allowed. Use ${LINK_FORMS}.`
  return `Use ${LINK_FORMS}.`
}
