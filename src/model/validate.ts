// No file system here, so the editor runs the same checks (src/admin/validateOnSave.ts); a
// FileProbe looks at the disk.
import { isCalendarDate, readIsoDate } from "./date"
import { instantOf, isLocalDateTime, isTimeZone, readLocalDateTime } from "./eventTime"
import { httpsAddressProblem, looksLikeHttps } from "./addresses"
import { problem, type ContentPath, type Problem } from "./problems"
import { imagesIn, plainText, sanitizeContentHtml } from "./sanitize"
import { sections, shapes, type Field, type Pattern, type Shape, type ShapeName } from "./schema"
import { slugOf } from "./slug"
import { isBlank, isEmptied, isRecord } from "./blankValues"

export type ImageType = "jpeg" | "png" | "webp" | "avif" | "gif" | "svg"

/** `data`: content.json's folder, where image fields resolve; `static`: the site's root. */
export type FileRoot = "data" | "static"

export type Found =
  | { is: "image"; type: ImageType }
  /** Bytes that are no picture this site knows. */
  | { is: "other" }
  | { is: "missing" }
  /** Found only by ignoring letter case or accents' encoding: `actual` is its real path. */
  | { is: "wrong-case"; actual: string }
  | { is: "outside" }
  /** The editor cannot look; the build checks its uploads. */
  | { is: "unchecked" }

/** `relative` is "/"-separated, without "." or ".." segments. */
export type FileProbe = (root: FileRoot, relative: string) => Found

export const uncheckedFiles: FileProbe = () => ({ is: "unchecked" })

// Only these become responsive images (gatsby-transformer-sharp); any other would reach the page as
// nothing.
const RASTER = /\.(jpe?g|png|webp|avif)$/i
const RASTER_TYPES: readonly ImageType[] = ["jpeg", "png", "webp", "avif"]
// Pictures in HTML are served as they are, and an SVG only as image/svg+xml by its name.
const STATIC_PICTURE = /\.(jpe?g|png|webp|avif|gif|svg)$/i
const TYPE_NAMES: Record<ImageType, string> = {
  jpeg: "a JPEG",
  png: "a PNG",
  webp: "a WebP",
  avif: "an AVIF",
  gif: "a GIF",
  svg: "an SVG",
}

const describe: Record<Field["kind"], string> = {
  text: "string",
  number: "whole number",
  boolean: "true or false",
  choice: "one of a set of names",
  html: "HTML string",
  inline: "HTML string",
  slug: "address",
  date: "date, YYYY-MM-DD",
  datetime: "date and time, YYYY-MM-DDTHH:mm",
  timeZone: "time zone",
  image: "image path",
  object: "object",
  list: "list",
}

function typeOf(value: unknown): string {
  if (value === null) return "null"
  if (Array.isArray(value)) return "a list"
  if (typeof value === "object") return "an object"
  return `a ${typeof value}`
}

function locate(text: string, error: Error): string {
  const position = /position (\d+)/.exec(error.message)?.[1]
  if (position === undefined) return ""
  const before = text.slice(0, Number(position)).split("\n")
  return ` (line ${before.length}, column ${(before.at(-1)?.length ?? 0) + 1})`
}

const BOM = "\uFEFF"

/** `siteZone` reads events without a zone; the editor cannot know it, so the build checks them. */
export function validateContent(text: string, probe: FileProbe, siteZone = "UTC"): Problem[] {
  const problems: Problem[] = []
  // JSON.parse refuses a BOM: said in words, and the rest checked as if it were gone.
  if (text.startsWith(BOM)) {
    problems.push(
      problem`starts with an invisible byte-order mark (BOM), which JSON does not allow: save the file as UTF-8 without BOM`,
    )
    text = text.slice(BOM.length)
  }
  let content: unknown
  try {
    content = JSON.parse(text)
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    const where = error instanceof Error ? locate(text, error) : ""
    problems.push(problem`is not valid JSON${where}: ${reason}`)
  }
  if (content !== undefined && !isRecord(content)) {
    problems.push(problem`must hold one object with the page's sections, not ${typeOf(content)}`)
  } else if (content !== undefined) {
    checkShape(content, sections, [], { problems, probe, root: content, siteZone })
  }
  return problems
}

type Context = {
  problems: Problem[]
  probe: FileProbe
  root: Record<string, unknown>
  siteZone: string
}

function checkShape(
  value: Record<string, unknown>,
  shape: Shape,
  path: ContentPath,
  context: Context,
) {
  const at = (name: string) => [...path, name]
  // Own properties only: "__proto__" or "constructor" are unknown fields, never the prototype's.
  for (const name of Object.keys(value)) {
    if (!Object.hasOwn(shape, name)) {
      context.problems.push(
        problem`${at(name)} is not a known field (known: ${Object.keys(shape).join(", ")})`,
      )
    }
  }
  for (const [name, field] of Object.entries(shape)) {
    const fieldValue = value[name]
    checkField(fieldValue, field, at(name), context)
    if (field.kind === "image" && typeof fieldValue === "string" && fieldValue !== "") {
      const alt = value[field.alt]
      if (typeof alt !== "string" || alt.trim() === "") {
        context.problems.push(
          problem`${at(field.alt)} is required when ${name} is set (describe the image)`,
        )
      }
    }
  }
}

function checkPattern(value: string, pattern: Pattern, path: ContentPath, problems: Problem[]) {
  const address = looksLikeHttps(value) && pattern.regex.includes("https://")
  const why = address ? httpsAddressProblem(value) : undefined
  if (why)
    problems.push(problem`${path}: "${value}" is not allowed here. It ${why}. ${pattern.message}`)
  else if (!new RegExp(pattern.regex).test(value)) {
    problems.push(problem`${path}: "${value}" is not allowed here. ${pattern.message}`)
  }
}

function checkField(value: unknown, field: Field, path: ContentPath, context: Context) {
  const { problems } = context
  // The editor leaves an optional section with every field emptied ({"url": ""}).
  const emptied = !field.required && field.kind === "object" && isEmptied(value)
  if (isBlank(value) || emptied) {
    if (field.required) problems.push(problem`${path} is required (${describe[field.kind]})`)
    return
  }
  // Not quoting the text: a pasted page would drown every other message.
  const over = lengthOver(value, field)
  if (over) {
    problems.push(
      problem`${path} is too long: ${over.count.toLocaleString("en-US")} characters, over the limit of ${over.max}. Please shorten it`,
    )
    return
  }
  switch (field.kind) {
    case "text":
    case "slug":
      if (typeof value !== "string")
        problems.push(problem`${path} must be a string, not ${typeOf(value)}`)
      else if (field.pattern) checkPattern(value, field.pattern, path, problems)
      return
    case "date":
      if (typeof value !== "string") {
        problems.push(problem`${path} must be a date written as YYYY-MM-DD, not ${typeOf(value)}`)
      } else checkDate(value, path, problems)
      return
    case "datetime":
      if (typeof value !== "string") {
        problems.push(
          problem`${path} must be a date and time written as YYYY-MM-DDTHH:mm, not ${typeOf(value)}`,
        )
      } else checkDateTime(value, path, problems)
      return
    case "timeZone":
      if (typeof value !== "string" || !isTimeZone(value)) {
        problems.push(
          problem`${path}: ${JSON.stringify(value)} is not a time zone the site knows: use its IANA name, e.g. Europe/London, America/New_York or Asia/Kolkata`,
        )
      }
      return
    case "boolean":
      if (typeof value !== "boolean")
        problems.push(problem`${path} must be true or false, not ${JSON.stringify(value)}`)
      return
    case "number": {
      const whole = field.whole !== false
      const fits = whole ? Number.isInteger(value) : hasCents(value)
      if (typeof value !== "number" || !fits || value < field.min || value > field.max) {
        const kind = whole ? "a whole number" : "a number with at most two decimals"
        problems.push(
          problem`${path} must be ${kind} from ${field.min} to ${field.max}, not ${JSON.stringify(value)}`,
        )
      }
      return
    }
    case "choice":
      if (typeof value !== "string" || !field.options.includes(value)) {
        problems.push(
          problem`${path} must be one of ${field.options.join(", ")}, not ${JSON.stringify(value)}`,
        )
      }
      return
    case "inline":
    case "html":
      if (typeof value !== "string") {
        problems.push(problem`${path} must be a string, not ${typeOf(value)}`)
        return
      }
      if (field.kind === "html") checkHtmlImages(value, path, context)
      checkNotEmptied(value, field.kind === "inline", path, problems)
      return
    case "image":
      if (typeof value !== "string") {
        problems.push(problem`${path} must be an image path (string), not ${typeOf(value)}`)
      } else checkImage(value, path, context)
      return
    case "object":
      if (!isRecord(value)) problems.push(problem`${path} must be an object, not ${typeOf(value)}`)
      else checkItem(value, field.shape, path, context)
      return
    case "list": {
      if (!Array.isArray(value)) {
        problems.push(problem`${path} must be a list, not ${typeOf(value)}`)
        return
      }
      value.forEach((item: unknown, index) => {
        const itemPath = [...path, index]
        if (isRecord(item)) checkItem(item, field.shape, itemPath, context)
        else problems.push(problem`${itemPath} must be an object, not ${typeOf(item)}`)
      })
      const itemShape: Shape = shapes[field.shape]
      const keyField = field.key ? itemShape[field.key] : undefined
      const repeated =
        field.key && keyField
          ? checkUnique(value, field.key, keyField, path, field.item, problems)
          : new Set<number>()
      if (field.pages) checkAddresses(value, field.pages, path, repeated, problems)
      checkLength(value, field, path, problems)
    }
  }
}

/** Counted in code points (an emoji is one), a title's markup aside. */
function lengthOver(value: unknown, field: Field): { count: number; max: number } | undefined {
  if (typeof value !== "string" || !("maxLength" in field) || field.maxLength === undefined) return
  const max = field.maxLength
  if (value.length <= max) return
  const count = Array.from(field.kind === "inline" ? plainText(value) : value).length
  return count > max ? { count, max } : undefined
}

function checkItem(
  value: Record<string, unknown>,
  shape: ShapeName,
  path: ContentPath,
  context: Context,
) {
  checkShape(value, shapes[shape], path, context)
  spanningRules[shape]?.(value, path, context)
}

// At most two decimals, as a price is written, and no float noise.
const hasCents = (value: unknown) =>
  typeof value === "number" &&
  Number.isFinite(value) &&
  Math.abs(Math.round(value * 100) - value * 100) < 1e-6

function checkMoney(item: Record<string, unknown>, path: ContentPath, problems: Problem[]) {
  const amount = !isBlank(item.amount)
  const currency = !isBlank(item.currency)
  if (amount && !currency) {
    problems.push(
      problem`${[...path, "currency"]} is required when amount is set (e.g. USD, GBP or EUR)`,
    )
  } else if (currency && !amount) {
    problems.push(problem`${[...path, "amount"]} is required when currency is set (e.g. 4800)`)
  }
}

const spanningRules: Partial<
  Record<ShapeName, (item: Record<string, unknown>, path: ContentPath, context: Context) => void>
> = {
  Offer(offer, path, { problems, root }) {
    checkMoney(offer, path, problems)
    const booking = root.Booking
    if (offer.action === "booking" && (isBlank(booking) || isEmptied(booking))) {
      problems.push(
        problem`${[...path, "action"]} leads to your scheduling page, but Booking has none: set Booking's scheduling page, or use "contact" or an https:// address`,
      )
    }
  },
  Event(event, path, { problems, siteZone }) {
    checkMoney(event, path, problems)
    if (isBlank(event.online) && (isBlank(event.place) || isEmptied(event.place))) {
      problems.push(
        problem`${[...path, "online"]} or ${[...path, "place"]} is required: an event is online (its joining address), at a place, or both`,
      )
    }
    if (event.status === "moved" && isBlank(event.previousStart)) {
      problems.push(
        problem`${[...path, "previousStart"]} is required when status is moved: the day and time it was first to start`,
      )
    }
    const zone =
      typeof event.timeZone === "string" && !isBlank(event.timeZone) ? event.timeZone : siteZone
    if (!isTimeZone(zone)) return
    const times = (["start", "end", "previousStart"] as const).map((name) => {
      const text = event[name]
      if (typeof text !== "string" || !isLocalDateTime(readLocalDateTime(text))) return null
      const instant = instantOf(text, zone)
      if (instant === null) {
        problems.push(
          problem`${[...path, name]}: ${text} does not exist in ${zone}: the clocks go forward then. Use a time an hour later`,
        )
      }
      return instant
    })
    const [start, end] = times
    if (start && end && end <= start) {
      problems.push(
        problem`${[...path, "end"]}: ${String(event.end)} is not after ${[...path, "start"]} ${String(event.start)}: an event must end after it starts`,
      )
    }
  },
}

function checkDateTime(value: string, path: ContentPath, problems: Problem[]) {
  const read = readLocalDateTime(value)
  if (isLocalDateTime(read)) return
  const example = "write it as YYYY-MM-DDTHH:mm, e.g. 2031-03-20T09:00"
  switch (read.is) {
    case "not-iso":
      problems.push(problem`${path}: "${value}" is not a date and time the site reads: ${example}`)
      return
    case "no-such-day":
      problems.push(
        problem`${path}: "${value}" is not a day of the calendar: ${read.monthName} has ${read.daysInMonth} days`,
      )
      return
    case "no-such-time":
      problems.push(
        problem`${path}: "${value}" is not a time of day: hours run from 00 to 23, minutes from 00 to 59`,
      )
  }
}

/** A day in the future is allowed: a post set to appear. */
function checkDate(value: string, path: ContentPath, problems: Problem[]) {
  const read = readIsoDate(value)
  if (isCalendarDate(read)) return
  const example = "write it as YYYY-MM-DD, e.g. 2026-03-14"
  switch (read.is) {
    case "with-time":
      problems.push(
        problem`${path}: "${value}" holds a time, where only the day belongs: ${example}`,
      )
      return
    case "not-iso":
      problems.push(
        problem`${path}: "${value}" is not a date in the form the site reads: ${example}`,
      )
      return
    case "no-such-day":
      problems.push(
        problem`${path}: "${value}" is not a day of the calendar: ${read.monthName} has ${read.daysInMonth} days`,
      )
  }
}

/** HTML the sanitiser would empty (a script, a frame, empty tags) would build an empty card. */
function checkNotEmptied(html: string, inline: boolean, path: ContentPath, problems: Problem[]) {
  const cleaned = sanitizeContentHtml(html, inline)
  const text = plainText(cleaned).replace(/[\s\p{Cf}]/gu, "")
  if (text || imagesIn(cleaned).length > 0) return
  problems.push(
    problem`${path} has nothing left to show once cleaned: scripts, frames, forms, styles and empty tags are removed before the page is built. Write the text itself`,
  )
}

/** Null when the path climbs out of its folder. */
function insideFolder(relative: string): string | null {
  const parts: string[] = []
  for (const part of relative.split("/")) {
    if (part === "" || part === ".") continue
    if (part !== "..") parts.push(part)
    else if (parts.pop() === undefined) return null
  }
  return parts.join("/")
}

// A scheme ("https:") or a Windows drive ("C:"): not a path inside data/.
const SCHEME = /^[a-z][a-z0-9+.-]*:/i

/** Named exactly as on disk: a case-insensitive disk forgives ./images/Hero.JPG, the build not. */
function checkImage(value: string, path: ContentPath, { problems, probe }: Context) {
  const example = "write it as ./images/photo.jpg"
  if (SCHEME.test(value) || value.startsWith("/")) {
    problems.push(
      problem`${path}: ${value} must be a path inside data/, not an address or an absolute path: ${example}`,
    )
    return
  }
  if (value.includes("\\")) {
    problems.push(problem`${path}: ${value} separates folders with "\\": ${example}`)
    return
  }
  const relative = insideFolder(value)
  if (relative === null) {
    problems.push(
      problem`${path}: ${value} leads outside data/, where pictures must be: ${example}`,
    )
    return
  }
  if (!RASTER.test(relative)) {
    problems.push(problem`${path}: ${value} is not a JPEG, PNG, WebP or AVIF image`)
    return
  }
  const found = probe("data", relative)
  switch (found.is) {
    case "missing":
      problems.push(problem`${path}: ${value} does not exist`)
      return
    case "outside":
      problems.push(
        problem`${path}: ${value} is a link to a file outside data/; put the picture itself there`,
      )
      return
    case "wrong-case":
      problems.push(
        problem`${path}: ${value} does not match the file's name letter for letter: on disk it is ./${found.actual}`,
      )
      return
    case "other":
      problems.push(
        problem`${path}: ${value} is not a JPEG, PNG, WebP or AVIF image inside (a renamed file?)`,
      )
      return
    case "image":
      if (!RASTER_TYPES.includes(found.type)) {
        problems.push(
          problem`${path}: ${value} holds ${TYPE_NAMES[found.type]} image; use a JPEG, PNG, WebP or AVIF`,
        )
      }
  }
}

/** A page view must never ask another host for a picture: pictures in HTML are files in static/. */
function checkHtmlImages(html: string, path: ContentPath, { problems, probe }: Context) {
  for (const { src, alt } of imagesIn(html)) {
    const image = `the image ${src || "without a src"}`
    if (!alt.trim()) problems.push(problem`${path}: ${image} has no alt text`)
    // "//host" and "/\host" are other hosts to a browser.
    if (!/^\/(?![/\\])/.test(src)) {
      problems.push(problem`${path}: ${image} must be a file of this site, e.g. /articles/x.svg`)
      continue
    }
    const sitePath = src.replace(/[?#].*$/s, "")
    let decoded: string
    try {
      decoded = decodeURIComponent(sitePath)
    } catch {
      problems.push(problem`${path}: ${image} has a malformed %-escape`)
      continue
    }
    const relative = decoded.includes("\\") ? null : insideFolder(decoded)
    if (relative === null) {
      problems.push(problem`${path}: ${image} leads outside static/, where the site's pictures are`)
      continue
    }
    if (!STATIC_PICTURE.test(relative)) {
      problems.push(
        problem`${path}: ${image} is not a picture file (JPEG, PNG, WebP, AVIF, GIF or SVG)`,
      )
      continue
    }
    const found = probe("static", relative)
    const named = /\.svg$/i.test(relative) ? "svg" : "raster"
    if (found.is === "missing") problems.push(problem`${path}: ${image} does not exist in static/`)
    else if (found.is === "outside") {
      problems.push(
        problem`${path}: ${image} is a link to a file outside static/; put the picture itself there`,
      )
    } else if (found.is === "wrong-case") {
      problems.push(
        problem`${path}: ${image} does not match the file's name letter for letter: in static/ it is /${found.actual}`,
      )
    } else if (found.is === "other") {
      problems.push(problem`${path}: ${image} is not a picture inside (a renamed file?)`)
    } else if (found.is === "image" && (found.type === "svg") !== (named === "svg")) {
      problems.push(
        problem`${path}: ${image} holds ${TYPE_NAMES[found.type]} image, which its name does not say: name it for what it is`,
      )
    }
  }
}

function checkLength(
  items: unknown[],
  field: Field & { kind: "list" },
  path: ContentPath,
  problems: Problem[],
) {
  const { min, max } = field
  if (min !== undefined && min === max && items.length !== min) {
    problems.push(problem`${path} must hold exactly ${min} ${field.item}s, not ${items.length}`)
  } else if (min !== undefined && items.length < min) {
    problems.push(problem`${path} must hold at least ${min} ${field.item}s, not ${items.length}`)
  } else if (max !== undefined && items.length > max) {
    problems.push(problem`${path} must hold at most ${max} ${field.item}s, not ${items.length}`)
  }
}

/** An item whose title repeats another's (`repeated`) was reported: a new title mends both. */
function checkAddresses(
  items: unknown[],
  folder: string,
  path: ContentPath,
  repeated: Set<number>,
  problems: Problem[],
) {
  const firstIndex = new Map<string, number>()
  items.forEach((item, index) => {
    if (!isRecord(item) || typeof item.title !== "string") return
    const own = typeof item.slug === "string" && item.slug.trim() !== ""
    const slug = slugOf(item)
    const where = [...path, index, own ? "slug" : "title"]
    const slugField = [...path, index, "slug"]
    if (!slug) {
      problems.push(
        problem`${where} gives no address: it has no letters or digits a web address can use; set ${slugField}, e.g. "my-article"`,
      )
      return
    }
    const first = firstIndex.get(slug)
    if (first === undefined) firstIndex.set(slug, index)
    else if (own || !repeated.has(index)) {
      problems.push(
        problem`${where} gives the address /${folder}/${slug}/, which ${[...path, first]} already has (set a different ${slugField})`,
      )
    }
  })
}

/** Compared as visitors read it, markup aside; returns the indexes repeating an earlier item's. */
function checkUnique(
  items: unknown[],
  key: string,
  field: Field,
  path: ContentPath,
  item: string,
  problems: Problem[],
): Set<number> {
  const firstIndex = new Map<string, number>()
  const repeated = new Set<number>()
  items.forEach((entry, index) => {
    const value = isRecord(entry) ? entry[key] : undefined
    if (typeof value !== "string") return
    const shown = field.kind === "html" || field.kind === "inline" ? plainText(value) : value.trim()
    if (!shown) return
    const first = firstIndex.get(shown)
    if (first === undefined) firstIndex.set(shown, index)
    else {
      repeated.add(index)
      problems.push(
        problem`${[...path, index, key]} "${shown}" is already used by ${[...path, first, key]} (each ${item} needs a ${key} of its own)`,
      )
    }
  })
  return repeated
}
