// Read as a browser reads it (attributes decoded): a script the site does not know stops the build.
import { Parser } from "htmlparser2"
import { KNOWN_SCRIPTS, type InlineScript } from "./knownScripts"

const DATA_TYPES = new Set(["application/ld+json", "application/json"])

export type PageScripts = {
  inline: string[]
  files: string[]
}

const opening = (text: string) => JSON.stringify(text.trim().replace(/\s+/g, " ").slice(0, 80))

// Where a javascript: address runs; elsewhere (a description) the word is only a word.
const ADDRESS_ATTRIBUTES = new Set([
  "href",
  "src",
  "action",
  "formaction",
  "xlink:href",
  "data",
  "poster",
  "srcset",
  "ping",
  "cite",
  "background",
  "manifest",
  "codebase",
  "archive",
  "longdesc",
  "usemap",
])

const isScriptAddress = (value: string) =>
  // eslint-disable-next-line no-control-regex -- browsers drop these before reading the scheme
  /(java|vb)script:/i.test(value.replace(/[\u0000-\u0020]/g, ""))

const leadsToScript = (name: string, attributes: Record<string, string>, attribute: string) =>
  (ADDRESS_ATTRIBUTES.has(attribute) ||
    (name === "meta" &&
      attribute === "content" &&
      /refresh/i.test(attributes["http-equiv"] ?? ""))) &&
  isScriptAddress(attributes[attribute]!)

export function pageScripts(html: string, file: string): PageScripts {
  const found: PageScripts = { inline: [], files: [] }
  const refuse = (what: string, text: string) => {
    throw new Error(`security-headers: ${file} ${what}: ${opening(text)}`)
  }
  let open: (InlineScript & { data: boolean }) | undefined
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        for (const [attribute, value] of Object.entries(attributes)) {
          if (/^on/i.test(attribute)) refuse(`has an inline event handler (${attribute})`, value)
          if (leadsToScript(name, attributes, attribute))
            refuse(`has a javascript: address (${attribute})`, value)
        }
        if (name !== "script") return
        if (attributes.src !== undefined) {
          found.files.push(attributes.src)
          return
        }
        const type = attributes.type?.trim().toLowerCase() ?? ""
        open = { id: attributes.id, body: "", data: DATA_TYPES.has(type) }
      },
      ontext(text) {
        if (open) open.body += text
      },
      onclosetag(name) {
        if (name !== "script" || !open) return
        const script = open
        open = undefined
        if (script.data) return
        if (!KNOWN_SCRIPTS.some(({ is }) => is(script)))
          refuse("has an inline script the site does not know", script.body)
        found.inline.push(script.body)
      },
    },
    { decodeEntities: true, lowerCaseAttributeNames: true },
  )
  parser.end(html)
  return found
}

export function holdsScript(html: string): string | undefined {
  try {
    const { inline, files } = pageScripts(html, "")
    if (files.length > 0) return `loads ${opening(files[0]!)}`
    if (inline.length > 0) return `runs ${opening(inline[0]!)}`
  } catch (error) {
    return (error as Error).message.replace(/^security-headers:\s+/, "")
  }
  return undefined
}
