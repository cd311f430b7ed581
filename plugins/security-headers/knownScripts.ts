// How to add one of the site's own: docs/decisions/security-policy.md.

export type InlineScript = { id?: string; body: string }

export type KnownScript = { name: string; is: (script: InlineScript) => boolean }

// eslint-disable-next-line no-control-regex -- control characters are what it refuses
const JSON_STRING = /"(?:[^"\\\u0000-\u001f]|\\.)*"/.source
const whole = (pattern: string) => new RegExp(`^${pattern}$`)

const PAGE_PATH = whole(String.raw`/\*<!\[CDATA\[\*/window\.pagePath=${JSON_STRING};/\*\]\]>\*/`)
const CHUNK_MAPPING = whole(String.raw`\s*window\.___chunkMapping=(${JSON_STRING});\s*`)
const COMPILATION_HASH = whole(String.raw`window\.___webpackCompilationHash="[0-9a-f]+";`)

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

const SITE_SCRIPTS: KnownScript[] = []

export const KNOWN_SCRIPTS: readonly KnownScript[] = [...GATSBY_SCRIPTS, ...SITE_SCRIPTS]
