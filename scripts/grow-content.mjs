// Usage: node scripts/grow-content.mjs [factor=10] [file=data/content.json]
//
// Makes the content as long as years of the coach's writing: every article, podcast and book review list
// becomes `factor` times as long, each copy with a title and a first paragraph of its own (so its own
// address, description and share card). For a scratch clone, to check that the site and `npm test` hold
// at that size: never commit what it writes.
import { readFileSync, writeFileSync } from "node:fs"

const [factorArgument = "10", file = "data/content.json"] = process.argv.slice(2)
const factor = Number(factorArgument)
if (!Number.isInteger(factor) || factor < 1 || factor > 100) {
  console.error(
    `The factor must be a whole number from 1 to 100; it is ${JSON.stringify(factorArgument)}.`,
  )
  process.exit(1)
}

const LISTS = ["Articles", "Podcasts", "Books"]
const ORDINALS = [
  "second",
  "third",
  "fourth",
  "fifth",
  "sixth",
  "seventh",
  "eighth",
  "ninth",
  "tenth",
]
const ordinal = (copy) => ORDINALS[copy - 2] ?? `${copy}th`

/** The title with " (Part n)" after its first line, so a book's "by Author" line stays last. */
function titleOf(title, copy) {
  const [first, ...rest] = title.split("<br>")
  return [`${first} (Part ${copy})`, ...rest].join("<br>")
}

/** A copy of `item`, the `copy`-th, with a title and an opening paragraph of its own. */
function copyOf(item, copy) {
  const { slug: _slug, ...rest } = item
  return {
    ...rest,
    title: titleOf(item.title, copy),
    content:
      `<p>This is the ${ordinal(copy)} part of a series, and this paragraph is its own: ` +
      `notes from coaching conversation number ${copy * 7}, written up afterwards.</p>` +
      item.content,
  }
}

const content = JSON.parse(readFileSync(file, "utf8"))
for (const list of LISTS) {
  const items = content[list] ?? []
  content[list] = [
    ...items,
    ...Array.from({ length: factor - 1 }, (_, index) =>
      items.map((item) => copyOf(item, index + 2)),
    ).flat(),
  ]
}
writeFileSync(file, `${JSON.stringify(content, null, 2)}\n`)
console.log(
  `${file}: ${LISTS.map((list) => `${content[list].length} ${list.toLowerCase()}`).join(", ")}`,
)
