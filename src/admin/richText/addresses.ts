import { httpsAddressProblem } from "../../model/addresses"
import { blockAllowList } from "../../model/sanitize"

type Tag = "a" | "img"

const schemesFor = (tag: Tag) => blockAllowList.schemesByTag[tag] ?? blockAllowList.schemes
const written = (scheme: string) => (scheme.startsWith("http") ? `${scheme}://` : `${scheme}:`)
// Browsers skip spaces and control characters inside URLs; the rest would end the attribute.
const hasUnsafeCharacters = (address: string) =>
  /[\s<>"]/.test(address) || [...address].some((character) => character < " ")
const LINK_FORMS = `an address starting with ${schemesFor("a").map(written).join(", ")}, a part of this page (#contact) or a page of this site (/articles/…)`

/** Stricter than the sanitiser: nothing it accepts is dropped at build or means two things. */
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
