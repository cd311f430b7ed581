import { sections, shapes, type Field, type Shape } from "./schema"
import { slugOf } from "./slug"

/** Answers whether an image path, as written in content.json, names an existing file. */
export type FileExists = (relativePath: string) => boolean

// gatsby-transformer-sharp makes responsive images from these; anything else would reach the page as nothing.
const RASTER = /\.(jpe?g|png|webp|avif)$/i
const PREFIX = "content.json: "

const describe: Record<Field["kind"], string> = {
  text: "string",
  choice: "one of a set of names",
  html: "HTML string",
  inline: "HTML string",
  slug: "address",
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

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

/** Where in the text a JSON.parse error points, as "line L, column C", when the engine says. */
function locate(text: string, error: Error): string {
  const position = /position (\d+)/.exec(error.message)?.[1]
  if (position === undefined) return ""
  const before = text.slice(0, Number(position)).split("\n")
  return ` (line ${before.length}, column ${(before.at(-1)?.length ?? 0) + 1})`
}

/**
 * Checks the coach's content.json against the schema. Returns one message per problem, each naming the
 * JSON path and what is wrong; an empty list means the file is good to build.
 */
export function validateContent(text: string, fileExists: FileExists): string[] {
  let content: unknown
  try {
    content = JSON.parse(text)
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    return [
      `${PREFIX}is not valid JSON${error instanceof Error ? locate(text, error) : ""}: ${reason}`,
    ]
  }
  if (!isRecord(content)) {
    return [`${PREFIX}must hold one object with the page's sections, not ${typeOf(content)}`]
  }
  const problems: string[] = []
  checkShape(content, sections, "", problems, fileExists)
  return problems.map((problem) => PREFIX + problem)
}

function checkShape(
  value: Record<string, unknown>,
  shape: Shape,
  path: string,
  problems: string[],
  fileExists: FileExists,
) {
  const at = (name: string) => (path ? `${path}.${name}` : name)
  for (const name of Object.keys(value)) {
    if (!(name in shape)) {
      problems.push(`${at(name)} is not a known field (known: ${Object.keys(shape).join(", ")})`)
    }
  }
  for (const [name, field] of Object.entries(shape)) {
    checkField(value[name], field, at(name), problems, fileExists)
    if (field.kind === "image" && typeof value[name] === "string" && value[name] !== "") {
      const alt = value[field.alt]
      if (typeof alt !== "string" || alt.trim() === "") {
        problems.push(`${at(field.alt)} is required when ${name} is set (describe the image)`)
      }
    }
  }
}

function checkField(
  value: unknown,
  field: Field,
  path: string,
  problems: string[],
  fileExists: FileExists,
) {
  const blank =
    value === undefined || value === null || (typeof value === "string" && !value.trim())
  if (blank) {
    if (field.required) problems.push(`${path} is required (${describe[field.kind]})`)
    return
  }
  switch (field.kind) {
    case "text":
    case "slug":
      if (typeof value !== "string") problems.push(`${path} must be a string, not ${typeOf(value)}`)
      else if (field.pattern && !new RegExp(field.pattern.regex).test(value)) {
        problems.push(`${path}: "${value}" is not allowed here. ${field.pattern.message}`)
      }
      return
    case "choice":
      if (typeof value !== "string" || !field.options.includes(value)) {
        problems.push(
          `${path} must be one of ${field.options.join(", ")}, not ${JSON.stringify(value)}`,
        )
      }
      return
    case "inline":
      if (typeof value !== "string") problems.push(`${path} must be a string, not ${typeOf(value)}`)
      return
    case "html":
      if (typeof value !== "string") problems.push(`${path} must be a string, not ${typeOf(value)}`)
      else checkHtmlImages(value, path, problems, fileExists)
      return
    case "image":
      if (typeof value !== "string") {
        problems.push(`${path} must be an image path (string), not ${typeOf(value)}`)
      } else if (!RASTER.test(value)) {
        problems.push(`${path}: ${value} is not a JPEG, PNG, WebP or AVIF image`)
      } else if (!fileExists(value)) {
        problems.push(`${path}: ${value} does not exist`)
      }
      return
    case "object":
      if (!isRecord(value)) problems.push(`${path} must be an object, not ${typeOf(value)}`)
      else checkShape(value, shapes[field.shape], path, problems, fileExists)
      return
    case "list":
      if (!Array.isArray(value)) {
        problems.push(`${path} must be a list, not ${typeOf(value)}`)
        return
      }
      value.forEach((item: unknown, index) => {
        const itemPath = `${path}[${index}]`
        if (isRecord(item)) checkShape(item, shapes[field.shape], itemPath, problems, fileExists)
        else problems.push(`${itemPath} must be an object, not ${typeOf(item)}`)
      })
      if (field.key) checkUnique(value, field.key, path, problems)
      if (field.pages) checkAddresses(value, field.pages, path, problems)
      checkLength(value, field, path, problems)
  }
}

/**
 * Images inside HTML are the site's own files in static/ (src="/articles/x.svg"): they need alt text, and
 * a page view must never ask another host for one.
 */
function checkHtmlImages(html: string, path: string, problems: string[], fileExists: FileExists) {
  for (const [tag] of html.matchAll(/<img\b[^>]*>/gi)) {
    const src = /\ssrc\s*=\s*["']([^"']*)["']/i.exec(tag)?.[1] ?? ""
    const alt = /\salt\s*=\s*["']([^"']*)["']/i.exec(tag)?.[1] ?? ""
    if (!alt.trim()) problems.push(`${path}: the image ${src || tag} has no alt text`)
    if (!src.startsWith("/") || src.startsWith("//")) {
      problems.push(
        `${path}: the image ${src || tag} must be a file of this site, e.g. /articles/x.svg`,
      )
    } else if (!fileExists(`../static${src}`)) {
      problems.push(`${path}: the image ${src} does not exist in static/`)
    }
  }
}

function checkLength(
  items: unknown[],
  field: Field & { kind: "list" },
  path: string,
  problems: string[],
) {
  const { min, max } = field
  if (min !== undefined && min === max && items.length !== min) {
    problems.push(`${path} must hold exactly ${min} ${field.item}s, not ${items.length}`)
  } else if (min !== undefined && items.length < min) {
    problems.push(`${path} must hold at least ${min} ${field.item}s, not ${items.length}`)
  } else if (max !== undefined && items.length > max) {
    problems.push(`${path} must hold at most ${max} ${field.item}s, not ${items.length}`)
  }
}

/** Every item of a list with pages needs an address of its own. */
function checkAddresses(items: unknown[], folder: string, path: string, problems: string[]) {
  const firstIndex = new Map<string, number>()
  items.forEach((item, index) => {
    if (!isRecord(item) || typeof item.title !== "string") return
    const own = typeof item.slug === "string" && item.slug.trim() !== ""
    const slug = slugOf(item)
    const where = `${path}[${index}].${own ? "slug" : "title"}`
    if (!slug) {
      problems.push(
        `${where} gives no address: it has no letters or digits a web address can use; set ${path}[${index}].slug, e.g. "my-article"`,
      )
      return
    }
    const first = firstIndex.get(slug)
    if (first === undefined) firstIndex.set(slug, index)
    else {
      problems.push(
        `${where} gives the address /${folder}/${slug}/, which ${path}[${first}] already has (set a different ${path}[${index}].slug)`,
      )
    }
  })
}

function checkUnique(items: unknown[], key: string, path: string, problems: string[]) {
  const firstIndex = new Map<unknown, number>()
  items.forEach((item, index) => {
    if (!isRecord(item) || typeof item[key] !== "string") return
    const first = firstIndex.get(item[key])
    if (first === undefined) firstIndex.set(item[key], index)
    else {
      problems.push(
        `${path}[${index}].${key} "${item[key]}" is already used by ${path}[${first}] (${key} must be unique)`,
      )
    }
  })
}
