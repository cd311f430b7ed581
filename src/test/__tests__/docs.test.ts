/** @jest-environment node */
// The documentation stays where it belongs: a README short enough to read, links that lead somewhere in
// the repository, and nothing that points outside it.
import fs from "fs"
import path from "path"

const ROOT = path.resolve(__dirname, "../../..")
const README = path.join(ROOT, "README.md")
const DOCS = path.join(ROOT, "docs")
const README_MAX_LINES = 150

function markdownIn(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name)
    if (entry.isDirectory()) return markdownIn(file)
    return entry.name.endsWith(".md") ? [file] : []
  })
}

const files = [README, ...(fs.existsSync(DOCS) ? markdownIn(DOCS) : [])]
const relative = (file: string) => path.relative(ROOT, file)

/** Every link target of a Markdown text, code blocks and code spans left out. */
function linkTargets(markdown: string): string[] {
  const prose = markdown
    .replace(/^ {0,3}(```|~~~)[^\n]*\n[\s\S]*?^ {0,3}\1[^\n]*$/gm, "")
    .replace(/(`+)[\s\S]*?\1/g, "code")
  const inline = [...prose.matchAll(/\]\(\s*(<[^>]*>|[^)\s]+)/g)].map((match) => match[1] ?? "")
  const references = [...prose.matchAll(/^ {0,3}\[[^\]]+\]:\s*(<[^>]*>|\S+)/gm)].map(
    (match) => match[1] ?? "",
  )
  return [...inline, ...references].map((target) => target.replace(/^<|>$/g, ""))
}

/** A link to a place in the repository: not a web address, mail address or another scheme. */
const isRelative = (target: string) => !/^([a-z][a-z0-9+.-]*:|\/\/)/i.test(target)

describe("README and docs", () => {
  it("finds the README and the docs", () => {
    expect(files.map(relative)).toEqual(
      expect.arrayContaining(["README.md", path.join("docs", "development.md")]),
    )
  })

  it(`keeps the README at ${README_MAX_LINES} lines or fewer`, () => {
    const lines = fs.readFileSync(README, "utf8").replace(/\n$/, "").split("\n")
    expect(lines.length).toBeLessThanOrEqual(README_MAX_LINES)
  })

  it.each(files.map((file) => [relative(file), file]))(
    "%s: every relative link leads to a file or folder in the repository",
    (_name, file) => {
      const broken = linkTargets(fs.readFileSync(file, "utf8"))
        .filter(isRelative)
        .map((target) => decodeURI(target.split("#")[0] ?? ""))
        .filter((target) => target !== "")
        .filter((target) => {
          const resolved = target.startsWith("/")
            ? path.join(ROOT, target)
            : path.resolve(path.dirname(file), target)
          const inside = !path.relative(ROOT, resolved).startsWith("..")
          return !inside || !fs.existsSync(resolved)
        })
      expect(broken).toEqual([])
    },
  )

  it.each(files.map((file) => [relative(file), file]))(
    "%s: names nothing in ../shared",
    (_name, file) => {
      expect(fs.readFileSync(file, "utf8")).not.toMatch(/\.\.\/shared\b/)
    },
  )
})

describe("linkTargets", () => {
  it("reads inline and reference links, and skips code", () => {
    const markdown = [
      "See [the guide](docs/a.md#part) and [`.nvmrc`](.nvmrc 'title'), [web](https://example.org).",
      "`[not](a-link.md)` and",
      "```",
      "[nor](this.md)",
      "```",
      "[ref]: <docs/b.md>",
    ].join("\n")
    expect(linkTargets(markdown)).toEqual([
      "docs/a.md#part",
      ".nvmrc",
      "https://example.org",
      "docs/b.md",
    ])
  })
})

describe("development.md's layout", () => {
  const text = fs.readFileSync(path.join(DOCS, "development.md"), "utf8")
  const block = /## Layout\n\n```\n([\s\S]*?)```/.exec(text)?.[1] ?? ""
  const named = block
    .split("\n")
    .flatMap((line) => (line.split(/\s{2,}/)[0] ?? "").split(", "))
    .filter(Boolean)
  const folders = (parent: string) =>
    fs
      .readdirSync(path.join(ROOT, parent), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== "__tests__")
      .map((entry) => `${parent}/${entry.name}/`)

  test.each(named)("names %s, which exists", (entry) => {
    expect(fs.existsSync(path.join(ROOT, entry))).toBe(true)
  })

  test.each([...folders("plugins"), ...folders("src")])("names %s", (folder) => {
    const covered = named.some((entry) => folder.startsWith(entry) || entry.startsWith(folder))
    expect(covered).toBe(true)
  })
})
