// The one check of an https address someone types: validator, editor and page policy alike.

/** The Fetch standard's "bad port" list: browsers refuse them whatever the page asks. */
const BAD_PORTS = new Set([
  1, 7, 9, 11, 13, 15, 17, 19, 20, 21, 22, 23, 25, 37, 42, 43, 53, 69, 77, 79, 87, 95, 101, 102,
  103, 104, 109, 110, 111, 113, 115, 117, 119, 123, 135, 137, 139, 143, 161, 179, 389, 427, 465,
  512, 513, 514, 515, 526, 530, 531, 532, 540, 548, 554, 556, 563, 587, 601, 636, 989, 990, 993,
  995, 1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668,
  6669, 6679, 6697, 10080,
])

/** Longer than any address a browser or a server is sure to keep whole. */
const MAX_LENGTH = 2000

// U+202E turns the text around, U+200B hides.
const UNSEEN = /[\s\p{Cc}\p{Cf}]/u
const TOP_LEVEL = /^([a-z]{2,63}|xn--[a-z0-9-]{1,59})$/
// The URL parser lets through "*", "'", ";" and others a policy would misread.
const isLabel = (label: string) => /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/.test(label)
const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"])

export type HttpsAddressOptions = {
  after?: "anything" | "root" | "nothing"
  /** For the tests' stand-ins in the owner's settings only. */
  allowLoopback?: boolean
}

/** In words that follow "it". No IP host in any notation (the parser reads 0x7f.1 as 127.0.0.1). */
export function httpsAddressProblem(
  value: string,
  { after = "anything", allowLoopback = false }: HttpsAddressOptions = {},
): string | undefined {
  if (UNSEEN.test(value)) return "holds a space, a control character or an invisible character"
  if (value.length > MAX_LENGTH) return `is longer than ${MAX_LENGTH} characters`
  // As written: the parser would also take "https:host" and "https:\\host".
  const written = /^(https?):\/\/([^/?#\\]*)/.exec(value)
  if (!written) return "does not start with https://"
  if (!URL.canParse(value)) return "is not an address a browser can open"
  const url = new URL(value)
  const writtenHost = written[2]!.replace(/:[0-9]*$/, "").toLowerCase()
  const loopback = allowLoopback && LOOPBACK.has(writtenHost) && LOOPBACK.has(url.hostname)
  if (written[1] !== "https" && !loopback) return "does not start with https://"
  if (written[2]!.includes("@")) return "holds a user name or password"
  if (url.port === "0" || BAD_PORTS.has(Number(url.port)))
    return `names port ${url.port}, which browsers refuse`
  if (!loopback) {
    if (url.hostname.startsWith("[") || /^[0-9.]+$/.test(url.hostname))
      return "names its host by an IP address: use the site's name"
    const labels = url.hostname.split(".")
    if (labels.length < 2 || !TOP_LEVEL.test(labels.at(-1)!) || !labels.every(isLabel))
      return `names ${JSON.stringify(url.hostname)}, which is not a host on the web`
  }
  const rest = value.slice(written[0].length)
  if (after === "nothing" && rest !== "") return "has something after the host"
  if (after === "root" && rest !== "" && rest !== "/") return "has something after the host"
  return undefined
}

export const looksLikeHttps = (value: string) => /^\s*https?:/i.test(value)

/** The folder is the list's `pages` in src/model/schema.ts, also the list's id on the page. */
export const resourcePath = (folder: string, slug: string) => `${listPath(folder)}${slug}/`

export const listPath = (folder: string) => `/${folder}/`
