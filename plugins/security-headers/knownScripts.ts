// The inline scripts the site means to emit, each known by what it is. The page policy allows these by
// hash and stops the build at any other: how to add one is in docs/decisions/security-policy.md.

/** An inline script as the page holds it: its id attribute, if any, and its text. */
export type InlineScript = { id?: string; body: string }

export type KnownScript = { name: string; is: (script: InlineScript) => boolean }

// A JSON string literal, as JSON.stringify writes one: no bare quote, backslash or control character.
// eslint-disable-next-line no-control-regex -- control characters are what it refuses
const JSON_STRING = /"(?:[^"\\\u0000-\u001f]|\\.)*"/.source
const whole = (pattern: string) => new RegExp(`^${pattern}$`)

const PAGE_PATH = whole(String.raw`/\*<!\[CDATA\[\*/window\.pagePath=${JSON_STRING};/\*\]\]>\*/`)
const CHUNK_MAPPING = whole(String.raw`\s*window\.___chunkMapping=(${JSON_STRING});\s*`)
const COMPILATION_HASH = whole(String.raw`window\.___webpackCompilationHash="[0-9a-f]+";`)

/** Whether a chunk map is what Gatsby writes: each chunk's name with the site's own script files. */
function isChunkMap(literal: string) {
  const map: unknown = JSON.parse(JSON.parse(literal))
  return (
    typeof map === "object" &&
    map !== null &&
    Object.values(map).every(
      (files) =>
        Array.isArray(files) &&
        files.every((file) => typeof file === "string" && /^\/[\w.-]+\.js$/.test(file)),
    )
  )
}

/** Gatsby's own: the page's address, the map of its script files, and the build's hash. */
const GATSBY_SCRIPTS: KnownScript[] = [
  {
    name: "Gatsby's page address",
    is: ({ id, body }) => id === "gatsby-script-loader" && PAGE_PATH.test(body),
  },
  {
    name: "Gatsby's chunk map",
    is: ({ id, body }) => {
      const literal = CHUNK_MAPPING.exec(body)?.[1]
      return id === "gatsby-chunk-mapping" && literal !== undefined && isChunkMap(literal)
    },
  },
  {
    name: "Gatsby's build hash",
    is: ({ id, body }) => id === undefined && COMPILATION_HASH.test(body),
  },
]

/** The site's own inline scripts: one entry each, with the text it emits. None yet. */
const SITE_SCRIPTS: KnownScript[] = []

export const KNOWN_SCRIPTS: readonly KnownScript[] = [...GATSBY_SCRIPTS, ...SITE_SCRIPTS]
